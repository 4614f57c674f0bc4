import { href, type RouteId, routeIds, routes } from '@exitcraft/shared/routes';
import type { Page } from '@playwright/test';
import { registerThroughApi, type RegisteredUser } from '../support/accounts.ts';
import { expect, test, widths } from '../support/fixtures.ts';

/**
 * One test per route of the registry (packages/shared/src/routes.ts), generated from it: a new
 * route gets its test without an edit here, and no test grows with the number of routes.
 * A public route shows its page to a visitor; any other sends the visitor to sign in and, after
 * signing in, back to the same URL, where it shows the page (a staff route shows a person who is
 * not staff the product's 404, as the API answers them). The fixture fails a test on any console
 * error.
 */

/** A made-up id for the routes that name one: the page must still render (a "not found" view). */
const sampleParams: Partial<Record<RouteId, Record<string, string>>> = {
  staffPerson: { id: '00000000-0000-4000-8000-000000000000' },
};

const urlOf = (id: RouteId) => (href as (id: RouteId, params?: Record<string, string>) => string)(id, sampleParams[id]);

/** One signed-up guest per worker: the tests sign in with the form, the way a person returns. */
const guarded = test.extend<object, { account: RegisteredUser }>({
  account: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      await use(await registerThroughApi(request));
      await request.dispose();
    },
    { scope: 'worker' },
  ],
});

/** With E2E_SHOT_DIR set, each route's page at phone and desktop width, for a before/after comparison. */
const shotDir = process.env.E2E_SHOT_DIR;

async function screenshots(page: Page, id: RouteId) {
  if (!shotDir) return;
  for (const width of [widths.phone, widths.desktop]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${shotDir}/route-${id}-${width}.png`, fullPage: true, animations: 'disabled' });
  }
}

async function expectPageShown(page: Page, id: RouteId) {
  if (routes[id].access === 'staff') {
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' }), `${id} is staff only`).toBeVisible();
    return;
  }
  await expect(page.locator('main h1').first(), `${id} shows its heading`).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toHaveCount(0);
}

for (const id of routeIds) {
  const url = urlOf(id);
  if (routes[id].access === 'public') {
    test(`route ${id} (${url}) shows its page to a visitor`, async ({ page }) => {
      await page.goto(url);
      await expect(page).toHaveURL((current) => current.pathname === url);
      await expectPageShown(page, id);
      await screenshots(page, id);
    });
  } else {
    guarded(`route ${id} (${url}) sends a visitor to sign in and back`, async ({ page, account }) => {
      await page.goto(url);
      await expect(page, 'sent to sign in').toHaveURL(
        (current) => `${current.pathname}${current.search}` === href('auth', undefined, { view: 'login' }),
      );
      await page.getByLabel('Email or Username').fill(account.email);
      await page.getByLabel('Password', { exact: true }).fill(account.password);
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await expect(page, 'back where the visitor started').toHaveURL((current) => current.pathname === url);
      await expectPageShown(page, id);
      await screenshots(page, id);
    });
  }
}
