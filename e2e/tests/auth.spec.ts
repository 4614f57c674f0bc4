import type { Page } from '@playwright/test';
import { defaultPassword, mailCount, readCode, registerThroughApi, uniqueEmail } from '../support/accounts.ts';
import { expect, expectNoSeriousA11yViolations, test } from '../support/fixtures.ts';

/*
 * Accounts, as a visitor meets them (issue 3): registration with the emailed code read from the
 * dev outbox (GET /dev/mailbox, served because the e2e server has no SMTP), login by email and by
 * alias, logout, password reset, the guard's return trip, and axe on the forms and the code dialog.
 */

const password = defaultPassword;

async function logIn(page: Page, identifier: string, secret: string) {
  await page.getByLabel('Email or Username').fill(identifier);
  await page.getByLabel('Password', { exact: true }).fill(secret);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: /^Account menu for/ })).toHaveCount(0);
}

/** The register view filled with valid values (the country as the lookup found it: +1 here). */
async function fillRegistration(page: Page, email: string) {
  await page.getByLabel('Full Name').fill('Alan Turing');
  await page.getByLabel('Company Email ID').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(password);
  await page.getByLabel('Phone Number').fill('2025550143');
  await page.getByLabel('Company Website').fill('bletchley.example.org');
}

/** The fixture fails a test on console errors; a refused login is expected to log its 401. */
function allowRefusedLogins(consoleErrors: string[]) {
  const expected = (text: string) => /status of 401/.test(text);
  const kept = consoleErrors.filter((text) => !expected(text));
  consoleErrors.splice(0, consoleErrors.length, ...kept);
}

test('a guest registers with the emailed code, sees the confirmation, logs out and back in by email and by alias', async ({
  page,
}) => {
  const email = uniqueEmail('guest');
  await page.goto('/auth?plan=guest&view=register');
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await page.getByLabel('Full Name').fill('Ada Lovelace');
  await page.getByLabel('Company Email ID').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(password);
  // pick the country from the keyboard, searching by dial code
  await page.getByRole('button', { name: /^Country code:/ }).click();
  await page.getByRole('combobox', { name: 'Search country by name or dial code' }).fill('+1');
  await page.getByRole('combobox', { name: 'Search country by name or dial code' }).fill('Canada');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Country code: Canada +1' })).toBeFocused();
  await page.getByLabel('Phone Number').fill('416555014');
  await page.getByLabel('Company Website').fill('analytical-engines.example');
  await page.getByLabel('Company Website').blur();
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByText('Phone number should be 10 digits for Canada. Currently 9 digits.')).toBeVisible();
  await page.getByLabel('Phone Number').fill('4165550148');
  await page.getByRole('button', { name: 'Register', exact: true }).click();

  const dialog = page.getByRole('dialog', { name: 'Verify Your Email' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('timer')).toHaveText(/0[45]:\d\d/);
  await expect(dialog.getByText(/Didn't receive the code\? Wait \d\d:\d\d to resend/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Resend OTP' })).toHaveCount(0);
  const code = await readCode(page.request, email);
  // type the code one box at a time: focus moves along by itself
  await dialog.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(code);
  await expect(dialog.getByLabel('Digit 6 of 6')).toHaveValue(code.slice(-1));
  await dialog.getByRole('button', { name: 'Verify OTP & Register' }).click();

  await expect(page).toHaveURL(/\/confirmation-guest$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Congratulations, you are registered!');
  await expect(page.getByText('Ada Lovelace', { exact: true })).toBeVisible();
  await expect(page.getByText(email, { exact: true })).toBeVisible();
  const aliasRow = page.getByRole('definition').filter({ hasText: /^[A-Z][a-z]+[A-Z][a-z]+\d{3}$/ });
  await expect(aliasRow).toHaveCount(1);
  const alias = (await aliasRow.textContent())?.trim() ?? '';
  await expect(page.getByText(/instructions and a link to the webinar/)).toBeVisible();

  await logOut(page);
  await page.goto('/auth?view=login');
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);

  await logOut(page);
  await page.goto('/auth?view=login');
  await logIn(page, alias.toLowerCase(), password);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the code dialog stays open on a stray click or Escape; closed, Register again returns to the same code', async ({
  page,
}) => {
  const email = uniqueEmail('reopen');
  await page.goto('/auth?plan=guest');
  await fillRegistration(page, email);
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Verify Your Email' });
  const verify = dialog.getByRole('button', { name: 'Verify OTP & Register' });
  await expect(verify).toBeVisible();

  await page.mouse.click(5, 5); // the backdrop
  await expect(verify).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog.getByText('Close without verifying your email?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep verifying' }).click();
  await expect(verify).toBeVisible();
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await dialog.getByRole('button', { name: 'Close anyway' }).click();
  await expect(dialog).toBeHidden();

  // within the server's resend cool-down: the same registration and code, no second mail
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(verify).toBeVisible();
  const code = await readCode(page.request, email);
  expect(await mailCount(page.request, email)).toBe(1);
  await dialog.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(code);
  await verify.click();
  await expect(page).toHaveURL(/\/confirmation-guest$/);
  await expect(page.getByText(email, { exact: true })).toBeVisible();
});

test('forgot password: the three steps reset it, the old password stops working, the new one works', async ({
  page,
  consoleErrors,
}) => {
  const email = uniqueEmail('reset');
  await registerThroughApi(page.request, { email });
  const newPassword = 'Lighthouse#77';

  await page.goto('/auth?view=login');
  await page.getByRole('button', { name: 'Forgot Password?' }).click();
  let dialog = page.getByRole('dialog', { name: 'Forgot Password' });
  await expect(dialog).toBeVisible();
  const before = await mailCount(page.request, email);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Send OTP' }).click();
  await expect(dialog.getByRole('status')).toBeVisible();

  dialog = page.getByRole('dialog', { name: 'Verify OTP' });
  await expect(dialog).toBeVisible();
  const code = await readCode(page.request, email, before);
  await dialog.getByLabel('OTP').fill(code);
  await dialog.getByRole('button', { name: 'Verify OTP' }).click();

  dialog = page.getByRole('dialog', { name: 'Reset Password' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('New Password', { exact: true }).fill(newPassword);
  await dialog.getByLabel('Confirm New Password', { exact: true }).fill('Lighthouse#78');
  await dialog.getByRole('button', { name: 'Reset Password' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Passwords do not match');
  await dialog.getByLabel('Confirm New Password', { exact: true }).fill(newPassword);
  await dialog.getByRole('button', { name: 'Reset Password' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Password reset successfully!');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await logIn(page, email, password);
  await expect(page.getByRole('alert')).toHaveText('Invalid email/username or password.');
  await expect(page).toHaveURL(/\/auth/);
  allowRefusedLogins(consoleErrors);

  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a guarded page sends a signed-out visitor to login, and back there after logging in', async ({ page }) => {
  const email = uniqueEmail('guard');
  await registerThroughApi(page.request, { email });
  await page.goto('/setting');
  await expect(page).toHaveURL(/\/auth\?view=login$/);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/setting$/);
  // signed in, /auth itself routes on
  await page.goto('/auth?view=login');
  await expect(page).toHaveURL(/\/dashboard$/);
});

/** Logout from a guarded page, by either control: straight home, as public-site section 2 says (issue 27). */
const logoutControls = [
  {
    via: 'the avatar menu',
    press: async (page: Page) => {
      await page.getByRole('button', { name: /^Account menu for/ }).click();
      await page.getByRole('button', { name: 'Logout' }).click();
    },
  },
  {
    via: 'the member sidebar',
    press: (page: Page) =>
      page.getByRole('navigation', { name: 'Member area' }).getByRole('button', { name: 'Log out' }).click(),
  },
];
for (const { via, press } of logoutControls) {
  test(`logging out from a guarded page by ${via} goes straight to /: no login form, no /auth in the history`, async ({
    page,
  }) => {
    const email = uniqueEmail('logout');
    await registerThroughApi(page.request, { email });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/about-us');
    await page.goto('/auth?view=login');
    await logIn(page, email, password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('navigation', { name: 'Member area' })).toBeVisible();
    // every address the tab shows, history API changes included
    const shown: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) shown.push(new URL(frame.url()).pathname);
    });
    await press(page);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' })).toBeVisible();
    expect(shown.filter((path) => path.startsWith('/auth'))).toEqual([]);
    await page.goBack();
    await expect(page).toHaveURL(/\/about-us$/);
  });
}

test('the login view: required fields, close goes back, Register goes to the plans with the alert', async ({
  page,
}) => {
  await page.goto('/about-us');
  await page.goto('/auth?view=login');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Please fill in all required fields');
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/about-us$/);
  await page.goto('/auth?view=login');
  await page.getByRole('link', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/pricing-plan$/);
  await expect(page.getByText('Please first select a plan to register.')).toBeVisible();
});

/** axe on each view of /auth and its dialogs: one test each, so none grows with the others. */
test.describe('axe finds no serious problem on /auth', () => {
  test('the login view', async ({ page }) => {
    await page.goto('/auth?view=login');
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('the forgot-password dialog', async ({ page }) => {
    await page.goto('/auth?view=login');
    await page.getByRole('button', { name: 'Forgot Password?' }).click();
    await expect(page.getByRole('dialog', { name: 'Forgot Password' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('the register view showing its errors', async ({ page }) => {
    await page.goto('/auth?plan=guest');
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(page.getByText('Full name is required')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('the country picker open', async ({ page }) => {
    await page.goto('/auth?plan=guest');
    await page.getByRole('button', { name: /^Country code:/ }).click();
    await expect(page.getByRole('listbox', { name: 'Countries' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('the code dialog', async ({ page }) => {
    await page.goto('/auth?plan=guest');
    await fillRegistration(page, uniqueEmail('axe'));
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Verify Your Email' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
