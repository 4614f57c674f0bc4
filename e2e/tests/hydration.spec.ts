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

/**
 * #root's markup without comments (the build's render marks where a lazy part began and ended), with
 * each useId id (`P0-3`, `PP0-1-0`: Preact's, decision 048) renamed by its first appearance: `id1`,
 * `id2`, …. A render from nothing may count its ids differently from the hydrated page (a part shown
 * only once hydrated takes one), so what is compared is which elements share an id: a label and its
 * field, a button and the panel it controls.
 */
const rootMarkup = (page: Page) =>
  page.evaluate(() => {
    const names = new Map<string, string>();
    return (
      (document.getElementById('root')?.innerHTML ?? '')
        .replace(/<!--[\s\S]*?-->/g, '')
        // an input's value attribute is only its default: the build writes a controlled field's, the
        // browser's render sets the live value alone
        .replace(/(<input\b[^>]*?) value="[^"]*"/g, '$1')
        .replace(/\bP+\d+(?:-\d+)+/g, (id) => {
          if (!names.has(id)) names.set(id, `id${names.size + 1}`);
          return names.get(id)!;
        })
    );
  });

/** rootMarkup once it stops changing (the same twice, 500 ms apart): the page's queries have answered. */
async function settledMarkup(page: Page) {
  let last = await rootMarkup(page);
  for (let tries = 0; tries < 20; tries++) {
    await page.waitForTimeout(500);
    const now = await rootMarkup(page);
    if (now === last) return now;
    last = now;
  }
  return last;
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

    // Preact (decision 048) adopts the server's elements as they are: it reports no mismatch and
    // leaves an attribute the browser's render would write differently (an id of useId's, a class)
    // as the build wrote it. So the page, once hydrated and settled, must be exactly what the
    // browser renders on its own from an empty #root.
    test('once hydrated, is the page the browser renders from nothing', async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const hydrated = await settledMarkup(page);
      await page.route(
        (url) => url.pathname === path,
        async (route) => {
          const response = await route.fetch();
          const html = await response.text();
          const empty = html.replace(/<div id="root">[\s\S]*<\/div>(\s*<\/body>)/, '<div id="root"></div>$1');
          expect(empty).not.toBe(html);
          await route.fulfill({ response, body: empty });
        },
      );
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const fresh = await settledMarkup(page);
      let at = 0;
      while (at < fresh.length && fresh[at] === hydrated[at]) at++;
      expect(
        fresh,
        `from character ${at}: hydrated “${hydrated.slice(at - 80, at + 120)}”, from nothing “${fresh.slice(at - 80, at + 120)}”`,
      ).toBe(hydrated);
    });

    // Every link a script adds costs the main thread a few ms as the page starts, and a stylesheet
    // fetched again restyles the whole page: the page's chunks are named in the HTML, its stylesheet
    // is in it (scripts/prerender.mjs, decision 050).
    test('starts with what its HTML names: no stylesheet fetched, no link added by a script', async ({ page }) => {
      const stylesheets: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
      });
      await page.goto(path);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      const sent = await (await page.request.get(path, { headers: { accept: 'text/html' } })).text();
      const added = await page.evaluate((html) => {
        const hrefs = (root: ParentNode) =>
          Array.from(
            root.querySelectorAll('link'),
            (link) => new URL(link.getAttribute('href') ?? '', location.href).href,
          );
        const named = new Set(hrefs(new DOMParser().parseFromString(html, 'text/html')));
        return hrefs(document).filter((href) => !named.has(href));
      }, sent);
      expect(stylesheets).toEqual([]);
      expect(added).toEqual([]);
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
