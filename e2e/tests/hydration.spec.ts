import { prerenderedPages } from '@exitcraft/shared/routes';
import type { Locator, Page, Route } from '@playwright/test';
import { expect, test, unownedElements, waitForHydration } from '../support/fixtures.ts';

/**
 * The public pages arrive rendered by the build and are hydrated, not re-rendered: a press on the
 * page's main call to action reaches its destination however early it comes, and hydration logs
 * nothing (React reports a mismatch between the server's markup and its own first render).
 */
interface Cta {
  /** The control, found by role and name as a visitor would. */
  find: (page: Page) => Locator;
  /** Where the press leads. */
  url: RegExp;
  /** A heading the destination shows. */
  heading: RegExp;
  /** The file name the page's lazy route chunk starts with. */
  chunk: string;
}

const navbarLogin = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login', exact: true });

const ctas: Record<(typeof prerenderedPages)[number], Cta> = {
  '/': {
    find: (page) => page.getByRole('link', { name: 'Join free as a guest' }).first(),
    url: /\/auth\?plan=guest&view=register$/,
    heading: /Create your account/,
    chunk: 'home-page-',
  },
  '/pricing-plan': {
    find: (page) => page.getByRole('link', { name: '$1797 USD' }).first(),
    url: /\/auth\?plan=member&view=register$/,
    heading: /Create your account/,
    chunk: 'pricing-plan-page-',
  },
  '/coi': {
    find: (page) => page.getByRole('link', { name: 'See membership options' }),
    url: /\/pricing-plan$/,
    heading: /./,
    chunk: 'coi-page-',
  },
  '/proof': {
    find: (page) =>
      page
        .getByRole('main')
        .getByRole('link', { name: /pricing|member|join/i })
        .first(),
    url: /\/pricing-plan$/,
    heading: /./,
    chunk: 'proof-page-',
  },
  '/about-us': { find: navbarLogin, url: /\/auth\?view=login$/, heading: /Welcome back/, chunk: 'about-page-' },
  '/auth': {
    find: (page) => page.getByRole('main').getByRole('link', { name: 'Login', exact: true }),
    url: /\/auth\?view=login$/,
    heading: /Welcome back/,
    chunk: 'auth-page-',
  },
  '/terms': { find: navbarLogin, url: /\/auth\?view=login$/, heading: /Welcome back/, chunk: 'terms-page-' },
  '/privacy': { find: navbarLogin, url: /\/auth\?view=login$/, heading: /Welcome back/, chunk: 'privacy-page-' },
};

/** Holds the matching script requests of the page being loaded until release() (or for good). */
async function holdScripts(page: Page, matches: (file: string) => boolean) {
  const held: Route[] = [];
  let holding = true;
  await page.route('**/assets/*.js', (route) => {
    const file = new URL(route.request().url()).pathname.split('/').pop() ?? '';
    if (holding && matches(file)) held.push(route);
    else void route.continue();
  });
  return {
    /** Scripts asked for from now on load; those held stay held (their page is about to go). */
    stopHolding: () => {
      holding = false;
    },
    release: async () => {
      holding = false;
      await Promise.all(held.splice(0).map((route) => route.continue().catch(() => undefined)));
    },
  };
}

const destinationHeading = (page: Page, cta: Cta) =>
  page
    .getByRole('heading', { level: 1, name: cta.heading })
    .or(page.getByRole('heading', { level: 2, name: cta.heading }));

for (const path of prerenderedPages) {
  const cta = ctas[path];

  test.describe(path, () => {
    test('a press before any of its code has run reaches the destination', async ({ page }) => {
      const scripts = await holdScripts(page, () => true);
      await page.goto(path, { waitUntil: 'commit' });
      await expect(cta.find(page)).toBeVisible();
      scripts.stopHolding();
      await cta.find(page).click({ noWaitAfter: true });
      await expect(page).toHaveURL(cta.url);
      await expect(destinationHeading(page, cta).first()).toBeVisible();
      await scripts.release();
    });

    test('a press while the page is hydrating (its route chunk still loading) reaches the destination', async ({
      page,
    }) => {
      const scripts = await holdScripts(page, (file) => file.startsWith(cta.chunk));
      await page.goto(path, { waitUntil: 'commit' });
      await expect(cta.find(page)).toBeVisible();
      // the entry has run once the app owns the page's frame (the navigation bar and its links)
      await expect.poll(() => page.evaluate(unownedElements, 'header, header a')).toEqual([]);
      await cta.find(page).click({ noWaitAfter: true });
      await scripts.release();
      await expect(page).toHaveURL(cta.url);
      await expect(destinationHeading(page, cta).first()).toBeVisible();
    });

    test('hydrates the markup it was sent, node for node, without a warning', async ({ page }) => {
      const messages: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning')
          messages.push(`${message.type()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => messages.push(`page error: ${error.message}`));
      const scripts = await holdScripts(page, () => true);
      await page.goto(path, { waitUntil: 'commit' });
      await expect(cta.find(page)).toBeVisible();
      // mark the server's nodes: hydration adopts them, a client render would replace them
      await page.evaluate(() => {
        for (const node of Array.from(document.querySelectorAll('#root *')))
          Object.assign(node, { __fromServer: true });
      });
      await scripts.release();
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      const replaced = await page.evaluate(() =>
        Array.from(document.querySelectorAll('#main a, #main button, #main h1, #main h2'))
          .filter((node) => !(node as unknown as { __fromServer?: boolean }).__fromServer)
          .map((node) => node.outerHTML.slice(0, 80)),
      );
      expect(replaced, 'elements of <main> that were not the server’s').toEqual([]);
      expect(messages).toEqual([]);
    });
  });
}
