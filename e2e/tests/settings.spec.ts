import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import {
  makeMember,
  mailCount,
  readCode,
  registerThroughApi,
  type RegisteredUser,
  signInBrowser,
  uniqueEmail,
} from '../support/accounts.ts';
import { expect, expectNoSeriousA11yViolations, test, widths } from '../support/fixtures.ts';
import { pdfText } from '../../scripts/pdf-text.mjs';

/*
 * Issue 13's settings screens in Chromium: a new alias reaches the avatar menu and the dashboard
 * without a reload; a second address added with its mailed code becomes primary and signs in; a
 * changed password signs in; a paid checkout's receipt PDF holds the amount and the invoice number;
 * axe and screenshots of every screen and dialog; the profile save driven by the keyboard alone.
 */

test.describe.configure({ timeout: 120_000 });

const shots = process.env.SHOTS_DIR ?? '/tmp/shots-settings';

async function logIn(page: Page, identifier: string, secret: string) {
  await page.goto('/auth?view=login');
  await page.getByLabel('Email or Username').fill(identifier);
  await page.getByLabel('Password', { exact: true }).fill(secret);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('button', { name: /^Account menu for/ })).toBeVisible();
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: /^Account menu for/ })).toHaveCount(0);
}

/** Registers through the API and signs in through the login form (so logging out really ends it). */
async function signedInUser(page: Page, tag: string): Promise<RegisteredUser> {
  const user = await registerThroughApi(page.request, { email: uniqueEmail(tag) });
  await logIn(page, user.email, user.password);
  return user;
}

async function typeCode(scope: Locator | Page, code: string) {
  const group = scope.getByRole('group', { name: '6-digit code' });
  for (const [index, digit] of [...code].entries()) await group.getByLabel(`Digit ${index + 1} of 6`).fill(digit);
}

/** The refused password is expected to log its 401. */
function allowStatus(consoleErrors: string[], status: number) {
  const kept = consoleErrors.filter((text) => !text.includes(`status of ${status}`));
  consoleErrors.splice(0, consoleErrors.length, ...kept);
}

test('a new alias shows in the avatar menu and on the dashboard without a reload', async ({ page }) => {
  await page.setViewportSize({ width: widths.desktop, height: 900 });
  const user = await signedInUser(page, 'alias');
  await page.goto('/dashboard');
  await page.getByRole('navigation', { name: 'Member area' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/setting$/);
  await page.getByRole('link', { name: /Change Username/ }).click();
  await expect(page.getByText(`@${user.username}`, { exact: true })).toBeVisible();

  const number = String(Math.floor(Math.random() * 1000));
  await page.getByLabel('Color').selectOption('Indigo');
  await page.getByLabel('Object').selectOption('Castle');
  await page.getByLabel('Number', { exact: true }).fill(number);
  const alias = `IndigoCastle${number.padStart(3, '0')}`;
  await expect(page.getByText(`@${alias}`, { exact: true })).toBeVisible();
  await expect(page.getByText('Username is available.')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Username changed successfully!')).toBeVisible();
  // the form clears and the page shows the new current alias
  await expect(page.getByLabel('Color')).toHaveValue('');
  await expect(page.getByText(`@${alias}`, { exact: true })).toBeVisible();

  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await expect(page.locator('#account-menu').getByText(`@${alias}`)).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('navigation', { name: 'Member area' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(alias, { exact: true })).toBeVisible();
  // the stored token is the new one: the server reads the new alias from it
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  expect(token).not.toBe(user.tokens.access);
});

test('a second email added with its code becomes primary and signs in', async ({ page, consoleErrors }) => {
  await page.setViewportSize({ width: widths.desktop, height: 900 });
  const user = await signedInUser(page, 'emails');
  const second = uniqueEmail('second');
  await page.goto('/emailView');
  await expect(page.getByRole('heading', { name: 'Company Email', level: 1 })).toBeVisible();
  await expect(page.getByText(user.email, { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Add Email' }).click();
  const entry = page.getByRole('dialog', { name: 'Add Email' });
  await entry.getByRole('button', { name: 'Next' }).click();
  await expect(entry.getByText('Please enter an email address')).toBeVisible();
  await entry.getByLabel('Email Address').fill(second);
  await entry.getByRole('button', { name: 'Next' }).click();
  const codeDialog = page.getByRole('dialog', { name: 'Verify Email' });
  await expect(codeDialog.getByText(second.slice(0, 2) + '***@example.com')).toBeVisible();
  await typeCode(codeDialog, await readCode(page.request, second));
  await codeDialog.getByRole('button', { name: 'Verify Code' }).click();
  await expect(codeDialog).toBeHidden();
  await expect(page.getByText('Email verified successfully.')).toBeVisible();

  await page.getByRole('button', { name: `Make ${second} primary` }).click();
  const confirm = page.getByRole('dialog', { name: 'Make Primary' });
  await expect(confirm.getByRole('button', { name: 'Make Primary' })).toBeDisabled();
  await confirm.getByLabel('Current Password', { exact: true }).fill('wrong-password-1');
  await confirm.getByRole('button', { name: 'Make Primary' }).click();
  await expect(confirm.getByText('Invalid password. Please try again.')).toBeVisible();
  allowStatus(consoleErrors, 401);
  await confirm.getByLabel('Current Password', { exact: true }).fill(user.password);
  await confirm.getByRole('button', { name: 'Make Primary' }).click();
  await expect(page.getByText('Primary email changed successfully.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Primary Email' }).getByText(second)).toBeVisible();
  await expect(page.getByRole('button', { name: `Make ${user.email} primary` })).toBeVisible();

  await logOut(page);
  await logIn(page, second, user.password);
  await page.goto('/setting');
  await expect(page.getByRole('link', { name: /Change Email ID/ })).toContainText(second);
});

test('a changed password signs in and the old one no longer does', async ({ page, consoleErrors }) => {
  await page.setViewportSize({ width: widths.phone, height: 800 });
  const user = await signedInUser(page, 'password');
  const newPassword = 'Lighthouse#2077';
  await page.goto('/passwordView');
  await page.getByRole('button', { name: 'Save Password' }).click();
  await expect(page.getByText('Current password is required')).toBeVisible();
  await expect(page.getByText('New password is required')).toBeVisible();
  await expect(page.getByText('Please confirm your new password')).toBeVisible();

  await page.getByLabel('Current Password', { exact: true }).fill(user.password);
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Retype New Password', { exact: true }).fill('Lighthouse#2078');
  await page.getByRole('button', { name: 'Save Password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Retype New Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Show retype new password' }).click();
  await expect(page.getByLabel('Retype New Password', { exact: true })).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Save Password' }).click();
  await expect(page.getByText('Password changed successfully!')).toBeVisible();
  await expect(page.getByLabel('Current Password', { exact: true })).toHaveValue('');

  await logOut(page);
  await page.goto('/auth?view=login');
  await page.getByLabel('Email or Username').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  allowStatus(consoleErrors, 401);
  await logIn(page, user.email, newPassword);
});

test('a paid checkout shows in Purchase History and its receipt PDF holds the amount and invoice number', async ({
  page,
}) => {
  await page.setViewportSize({ width: widths.desktop, height: 900 });
  const user = await signedInUser(page, 'history');
  await page.goto('/historyView');
  await expect(page.getByText('No payment history found')).toBeVisible();
  await expect(page.getByText('Premium Active')).toHaveCount(0);

  await page.goto('/payment');
  await page.getByRole('button', { name: 'Pay $1,797' }).click();
  await expect(page.getByRole('heading', { name: 'Pay with card' })).toBeVisible();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiration date (MM / YY)').fill('12 / 34');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByLabel('Cardholder name').fill(user.fullName);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/payment-success\?session_id=/);
  await expect(page.getByText('Confirmed')).toBeVisible();

  await page.goto('/historyView');
  await expect(page.getByText('Premium Active')).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.getByRole('cell', { name: '$1,797' })).toBeVisible();
  await expect(table.getByText('Completed')).toBeVisible();
  await expect(table.getByRole('cell', { name: 'Credit Card' })).toBeVisible();

  await table.getByRole('button', { name: /^Details of/ }).click();
  const details = page.getByRole('dialog', { name: 'Transaction Details' });
  const invoiceNumber = (await details.getByText(/^EXC-\d{4}-\d{6}$/).textContent()) ?? '';
  expect(invoiceNumber).toMatch(/^EXC-\d{4}-\d{6}$/);
  const downloading = page.waitForEvent('download');
  await details.getByRole('button', { name: 'Download Receipt' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const text = await pdfText(await readFile(await download.path()));
  expect(text).toContain(invoiceNumber);
  expect(text).toMatch(/1,797\.00|1,797/);

  const invoiceDownload = page.waitForEvent('download');
  await details.getByRole('button', { name: 'Download Invoice' }).click();
  expect(await pdfText(await readFile(await (await invoiceDownload).path()))).toContain(invoiceNumber);
});

test('the profile saves with the keyboard alone, through the password dialog', async ({ page, consoleErrors }) => {
  await page.setViewportSize({ width: widths.desktop, height: 900 });
  const user = await signedInUser(page, 'keyboard');
  await page.goto('/profileView');
  const fullName = page.getByLabel('Full Name');
  await expect(fullName).toHaveValue(user.fullName);
  // from the Back link, Tab reaches the first field
  await page.getByRole('link', { name: 'Back' }).focus();
  await page.keyboard.press('Tab');
  await expect(fullName).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Grace B. Hopper');
  // registration asked for no company and another country list: both are required here
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Phone No')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Company Name')).toBeFocused();
  await page.keyboard.type('Hopper Analytics');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Company Website')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Country')).toBeFocused();
  await page.keyboard.type('Can');
  await expect(page.getByLabel('Country')).toHaveValue('Canada');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: /Connect LinkedIn/ })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Save Changes' })).toBeFocused();
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Confirm Password' });
  const password = dialog.getByLabel('Current Password', { exact: true });
  await expect(password).toBeFocused();
  await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  await page.keyboard.type('not-my-password');
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Invalid password. Please try again.')).toBeVisible();
  allowStatus(consoleErrors, 401);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(user.password);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu for Grace B. Hopper' })).toBeVisible();
  // 3 s later the message has gone
  await expect(page.getByText('Profile updated successfully!')).toBeHidden({ timeout: 5_000 });
});

/**
 * A member with one payment and a second address still waiting for its code, signed in in the
 * browser: what every settings screen has something to show for.
 */
async function memberWithWaitingAddress(page: Page): Promise<{ user: RegisteredUser; waiting: string }> {
  const user = await registerThroughApi(page.request, { email: uniqueEmail('shots') });
  await makeMember(page.request, user);
  const waiting = uniqueEmail('waiting');
  const headers = { authorization: `Bearer ${user.tokens.access}` };
  expect((await page.request.post('/send-email-otp/', { headers, data: { email: waiting } })).ok()).toBe(true);
  await signInBrowser(page, user);
  return { user, waiting };
}

interface Screen {
  name: string;
  /** Opens the screen (and its dialogs), calling `shot` on each view: axe, then a full-page screenshot. */
  visit(
    page: Page,
    at: { user: RegisteredUser; waiting: string; width: number; shot: (view: string) => Promise<void> },
  ): Promise<void>;
  /** Statuses the screen logs on purpose (the browser logs each refused request as an error). */
  expectedStatuses?: number[];
}

/** Every settings screen and dialog: one test each, at each width, so none grows with the others. */
const screens: Screen[] = [
  {
    name: 'settings',
    async visit(page, { user, shot }) {
      await page.goto('/setting');
      await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
      await expect(page.getByText(user.fullName).first()).toBeVisible();
      await shot('settings');
    },
  },
  {
    name: 'profile',
    async visit(page, { user, width, shot }) {
      await page.goto('/profileView');
      await expect(page.getByLabel('Full Name')).toHaveValue(user.fullName);
      await expect(page.getByRole('link', { name: /Connect LinkedIn/ })).toHaveAttribute('rel', 'noopener');
      await shot('profile');
      if (width === widths.phone) {
        // registration asked for no company, and the profile's ten countries are its own list
        await page.getByRole('button', { name: 'Save Changes' }).click();
        await expect(page.getByText('Company name is required')).toBeVisible();
        await expect(page.getByText('Please choose a country from the list')).toBeVisible();
        await shot('profile-errors');
      }
      await page.getByLabel('Company Name').fill('Hopper Analytics');
      await page.getByLabel('Country').selectOption('Canada');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByRole('dialog', { name: 'Confirm Password' })).toBeVisible();
      await shot('profile-confirm');
    },
  },
  {
    name: 'username',
    async visit(page, { user, shot }) {
      await page.goto('/usernameView');
      await page.getByLabel('Color').selectOption('Red');
      await page.getByLabel('Object').selectOption('Ship');
      await page.getByLabel('Number', { exact: true }).fill('7');
      await expect(page.getByText(/Username is available\.|Username is already taken/)).toBeVisible();
      await shot('username');
      await page.getByRole('button', { name: 'Forgot Password?' }).click();
      await expect(page.getByRole('dialog', { name: 'Forgot Password' })).toBeVisible();
      await expect(page.getByRole('dialog').getByLabel('Email')).toHaveValue(user.email);
      await shot('forgot-password');
    },
  },
  {
    name: 'email',
    async visit(page, { waiting, width, shot }) {
      await page.goto('/emailView');
      await expect(page.getByText(waiting).first()).toBeVisible();
      await shot('email');
      await page.getByRole('button', { name: `Remove ${waiting}` }).click();
      await expect(page.getByRole('dialog', { name: 'Remove Email' })).toBeVisible();
      await shot('email-remove');
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Add Email' }).click();
      await expect(page.getByRole('dialog', { name: 'Add Email' })).toBeVisible();
      await shot('email-add');
      // a fresh address: one address gets one code a minute
      await page
        .getByRole('dialog')
        .getByLabel('Email Address')
        .fill(uniqueEmail(`code-${width}`));
      await page.getByRole('dialog').getByRole('button', { name: 'Next' }).click();
      await expect(page.getByRole('dialog', { name: 'Verify Email' })).toBeVisible();
      await shot('email-code');
    },
  },
  {
    name: 'password',
    async visit(page, { shot }) {
      await page.goto('/passwordView');
      await page.getByRole('button', { name: 'Save Password' }).click();
      await expect(page.getByText('Current password is required')).toBeVisible();
      await shot('password');
    },
  },
  {
    name: 'history',
    async visit(page, { width, shot }) {
      await page.goto('/historyView');
      await expect(page.getByText('Premium Active')).toBeVisible();
      if (width < 768) await expect(page.getByText('1 transaction', { exact: true })).toBeVisible();
      else await expect(page.getByRole('table')).toBeVisible();
      await shot('history');
      await page
        .getByRole('button', { name: /^Details of/ })
        .filter({ visible: true })
        .click();
      await expect(page.getByRole('dialog', { name: 'Transaction Details' })).toBeVisible();
      await shot('history-details');
    },
  },
  {
    name: 'otpverify',
    // the address had its code moments ago: the page says so (the browser logs the 429)
    expectedStatuses: [429],
    async visit(page, { waiting, shot }) {
      await page.goto(`/otpverify?email=${encodeURIComponent(waiting)}`);
      await expect(page.getByRole('button', { name: 'Verify Now' })).toBeVisible();
      await expect(page.getByRole('timer')).toHaveText(/0[45]:\d\d/);
      await shot('otpverify');
    },
  },
];

for (const screen of screens) {
  for (const width of [widths.phone, widths.desktop]) {
    test(`the ${screen.name} screen and its dialogs pass axe at ${width} px (screenshots)`, async ({
      page,
      consoleErrors,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const { user, waiting } = await memberWithWaitingAddress(page);
      const shot = async (view: string) => {
        await expectNoSeriousA11yViolations(page);
        await page.screenshot({ path: `${shots}/${view}-${width}.png`, fullPage: true });
      };
      await screen.visit(page, { user, waiting, width, shot });
      for (const status of screen.expectedStatuses ?? []) allowStatus(consoleErrors, status);
    });
  }
}

test('the forgot-password dialog’s later steps pass axe at 375 and 1280 px, and /otpverify verifies an added address', async ({
  page,
  consoleErrors,
}) => {
  const { user, waiting } = await memberWithWaitingAddress(page);
  const shot = async (view: string, width: number) => {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `${shots}/${view}-${width}.png`, fullPage: true });
  };
  // one code a minute per address: both widths per step
  await page.goto('/passwordView');
  const seen = await mailCount(page.request, user.email);
  await page.getByRole('button', { name: 'Forgot Password?' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByRole('dialog', { name: 'Verify OTP' })).toBeVisible();
  for (const width of [widths.desktop, widths.phone]) await shot('forgot-password-otp', width);
  await page
    .getByRole('dialog')
    .getByLabel('OTP')
    .fill(await readCode(page.request, user.email, seen));
  await page.getByRole('dialog').getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page.getByRole('dialog', { name: 'Reset Password' })).toBeVisible();
  for (const width of [widths.phone, widths.desktop]) await shot('forgot-password-reset', width);
  // the reset carries the bearer: the server keeps this session signed in
  await page.getByRole('dialog').getByLabel('New Password', { exact: true }).fill('Compass#3090');
  await page.getByRole('dialog').getByLabel('Confirm New Password', { exact: true }).fill('Compass#3090');
  await page.getByRole('dialog').getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password reset successfully!')).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Change Password', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Account menu for/ })).toBeVisible();

  // /otpverify with the code the address was sent when it was added: back to where it came from
  await page.goto('/emailView');
  const mailed = await mailCount(page.request, waiting);
  await page.getByRole('link', { name: `Verify ${waiting}` }).click();
  await expect(page).toHaveURL(/\/otpverify\?email=/);
  // the page sends a fresh code on arrival unless one went out in the last minute (then a 429 and
  // the first code stands): which of the two is valid depends on how long the steps above took, so
  // read the one the page says it sent
  const sentNow = page.getByText('We sent a 6-digit code to');
  await expect(sentNow.or(page.getByText('Enter the 6-digit code we sent to'))).toBeVisible();
  await typeCode(page, await readCode(page.request, waiting, (await sentNow.isVisible()) ? mailed : 0));
  await page.getByRole('button', { name: 'Verify Now' }).click();
  await expect(page).toHaveURL(/\/emailView$/);
  await expect(page.getByRole('button', { name: `Make ${waiting} primary` })).toBeVisible();
  allowStatus(consoleErrors, 429);
});
