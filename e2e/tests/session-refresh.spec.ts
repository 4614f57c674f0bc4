import type { Page } from '@playwright/test';
import { registerThroughApi, uniqueEmail } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';

/*
 * Token refresh (public-site section 4, DESIGN section 4): a refused refresh signs the person out,
 * and tabs of one browser that need a refresh at the same moment spend the refresh token once.
 */

/** An access token the server refuses, shaped like a real one (what an expired token looks like to the app). */
const refusedAccess = 'eyJhbGciOiJIUzI1NiJ9.eyJleHAiOjF9.expired-signature';

const refused = (text: string) => /status of 40[01]\b/.test(text);

/**
 * The browser logs every refused call as a console error, a moment after the page has moved on:
 * wait for the `count` this test causes, then take them off the list the fixture checks.
 */
async function dropRefusedCalls(errors: string[], count: number) {
  await expect.poll(() => errors.filter(refused).length).toBeGreaterThanOrEqual(count);
  errors.splice(0, errors.length, ...errors.filter((text) => !refused(text)));
}

const tokens = (page: Page) =>
  page.evaluate(() => ({
    access: localStorage.getItem('access_token'),
    refresh: localStorage.getItem('refresh_token'),
  }));

test('a refresh the server refuses clears the tokens and lands signed out on /auth', async ({
  page,
  consoleErrors,
}) => {
  await page.addInitScript((access) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem('access_token', access);
    localStorage.setItem('refresh_token', 'not-a-refresh-token-the-server-issued');
  }, refusedAccess);

  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth\?view=login$/);
  await expect(page.getByRole('form', { name: 'Login' })).toBeVisible();
  expect(await tokens(page)).toEqual({ access: null, refresh: null });
  await expect(page.getByRole('button', { name: /^Account menu/ })).toHaveCount(0);
  // the user fetch with the refused access token, and the refused refresh
  await dropRefusedCalls(consoleErrors, 2);
});

test('two tabs refreshing at once both stay signed in, with one refresh and no revoked family', async ({
  page,
  context,
  consoleErrors,
}) => {
  const user = await registerThroughApi(page.request, { email: uniqueEmail('two-tabs'), fullName: 'Ada Lovelace' });
  // both tabs start from the same storage: an access token the server refuses and a good refresh token
  await context.addInitScript(
    ({ access, refresh }) => {
      if (localStorage.getItem('seeded')) return;
      localStorage.setItem('seeded', '1');
      localStorage.setItem('access_token', access);
      localStorage.setItem('refresh_token', refresh);
    },
    { access: refusedAccess, refresh: user.tokens.refresh },
  );
  const refreshes: string[] = [];
  context.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/token/refresh/') {
      refreshes.push(request.postData() ?? '');
    }
  });

  const other = await context.newPage();
  await Promise.all([page.goto('/dashboard'), other.goto('/dashboard')]);

  for (const tab of [page, other]) {
    await expect(tab).toHaveURL(/\/dashboard$/);
    await expect(
      tab.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Account menu for Ada Lovelace' }),
    ).toBeVisible();
  }
  // the original refresh token was spent exactly once, by whichever tab got the lock first
  expect(refreshes, JSON.stringify(refreshes)).toHaveLength(1);
  expect(JSON.parse(refreshes[0] ?? '{}')).toEqual({ refresh: user.tokens.refresh });

  // both tabs hold the same successor, and the server still honours it: the family was not revoked
  const [first, second] = [await tokens(page), await tokens(other)];
  expect(first.refresh).not.toBe(user.tokens.refresh);
  expect(second).toEqual(first);
  const rotated = await page.request.post('/api/token/refresh/', { data: { refresh: first.refresh } });
  expect(rotated.status()).toBe(200);
  await other.close();
  // whichever tab asked first had its user fetch refused; let the browser finish logging that
  await page.waitForLoadState('networkidle');
  await dropRefusedCalls(consoleErrors, 0);
});
