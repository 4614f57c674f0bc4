import { rmSync } from 'node:fs';
import { request as requestContext } from '@playwright/test';
import { registerThroughApi, signInBrowser, uniqueEmail } from '../support/accounts.ts';
import { submitBusinessDetails } from '../support/business-details.ts';
import { expect, test, widths } from '../support/fixtures.ts';
import { copyOfWebBuild, deployNextBuild, startOwnServer } from '../support/own-server.ts';

test.describe.configure({ timeout: 120_000 });

const shotDir = process.env.E2E_SHOT_DIR;

/** Leaves in `consoleErrors` only what the test did not expect. */
function allow(consoleErrors: string[], expected: (text: string) => boolean) {
  const kept = consoleErrors.filter((text) => !expected(text));
  consoleErrors.splice(0, consoleErrors.length, ...kept);
}

test('a deploy under an open dashboard: the next page reloads once into the new build, at its URL', async ({
  page,
  consoleErrors,
}) => {
  // a server of this test's own, so that its deploy changes nothing for the other tests
  const webDist = copyOfWebBuild();
  const server = await startOwnServer(webDist);
  const api = await requestContext.newContext({ baseURL: server.url });
  try {
    const user = await registerThroughApi(api, { email: uniqueEmail('deploy') });
    await submitBusinessDetails(api, user);
    const headers = { authorization: `Bearer ${user.tokens.access}` };
    expect((await api.post('/onboarding/adviser-session/', { headers, data: { status: 'skipped' } })).ok()).toBe(true);
    await signInBrowser(page, user);
    await page.setViewportSize({ width: widths.desktop, height: 900 });
    const documents: string[] = [];
    page.on('request', (sent) => {
      if (sent.resourceType() === 'document') documents.push(new URL(sent.url()).pathname);
    });
    await page.goto(`${server.url}/dashboard`);
    const assessment = page
      .getByRole('region', { name: 'Your onboarding' })
      .getByRole('link', { name: 'View Assessment: Brand Diagnostic' });
    await expect(assessment).toBeVisible();

    const entry = deployNextBuild(webDist);
    await server.restart();
    await assessment.click();

    await expect(page.getByRole('heading', { name: 'BRAND DIAGNOSTIC ASSESSMENT' })).toBeVisible();
    await expect(page).toHaveURL(`${server.url}/brandassignment`);
    // the page now runs the new build, reached by exactly one reload, at the assessment's URL
    await expect(page.locator('script[type="module"][src]')).toHaveAttribute('src', `/assets/${entry}`);
    expect(documents).toEqual(['/dashboard', '/brandassignment']);
    // the old build's page file answered 404: that is what the reload is for
    allow(consoleErrors, (text) => /Failed to load resource: the server responded with a status of 404/.test(text));
  } finally {
    await api.dispose();
    await server.stop();
    rmSync(webDist, { recursive: true, force: true });
  }
});

test('a page that throws shows the error view with the id of its report, and the way on', async ({
  page,
  consoleErrors,
}) => {
  // a page with a bug: its code renders by throwing (served in place of the 404 page's own code)
  await page.route(/\/assets\/not-found-[\w-]+\.js$/, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: "export function NotFoundPage() { throw new Error('The page broke while rendering'); }",
    }),
  );
  const reported = page.waitForResponse((reply) => reply.url().endsWith('/client-errors/'));
  await page.goto('/no-such-page', { waitUntil: 'commit' });

  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  const reply = await reported;
  expect(reply.status()).toBe(202);
  const requestId = reply.request().headers()['x-request-id'];
  expect(requestId).toMatch(/^[\w-]{8,64}$/);
  expect((await reply.json()) as unknown).toEqual({ request_id: requestId });
  expect(reply.request().postDataJSON()).toMatchObject({
    kind: 'render',
    message: 'The page broke while rendering',
    path: '/no-such-page',
  });
  await expect(alert.getByText(requestId ?? 'missing', { exact: true })).toBeVisible();
  // the site's frame stays around it: never a blank page
  await expect(page.getByRole('navigation').first()).toBeVisible();
  await expect(alert.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  await expect(alert.getByRole('button', { name: 'Reload page' })).toBeVisible();
  if (shotDir) {
    for (const width of [widths.phone, widths.desktop]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${shotDir}/error-view-${width}.png`, fullPage: true });
    }
  }
  // React reports what the boundary caught, and the unknown path answers 404
  allow(consoleErrors, (text) => /The page broke while rendering|status of 404/.test(text));
});

test('a 5xx while a guarded page loads keeps the member signed in and offers to try again', async ({
  page,
  consoleErrors,
}) => {
  const user = await registerThroughApi(page.request, { email: uniqueEmail('outage') });
  await signInBrowser(page, user);
  let down = true;
  let refused = 0;
  await page.route('**/extract-user-data/', (route) => {
    if (!down) return route.fallback();
    refused += 1;
    return route.fulfill({ status: 503, json: { code: 'service_unavailable', message: 'Starting up' } });
  });
  await page.goto('/setting', { waitUntil: 'commit' });
  const alert = page.getByRole('alert');
  await expect(alert.getByText('Network error. Please try again.')).toBeVisible();
  if (shotDir) {
    for (const width of [widths.phone, widths.desktop]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${shotDir}/session-unreachable-${width}.png`, fullPage: true });
    }
  }
  // the app asks again by itself after 1, 2, 4… s: wait out its first two retries, so the press
  // below lands in the 4 s before the next one and is what brings the page back
  await expect.poll(() => refused, { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
  down = false;
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page).toHaveURL(/\/setting$/);
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('refresh_token'))).toBe(user.tokens.refresh);
  allow(consoleErrors, (text) => /status of 503|Failed to fetch user details/.test(text));
});
