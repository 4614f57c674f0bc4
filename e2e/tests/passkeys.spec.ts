import type { CDPSession, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { registerThroughApi, type RegisteredUser, signInBrowser, staffTokens, uniqueEmail } from '../support/accounts.ts';
import { expect, expectNoSeriousA11yViolations, test, widths } from '../support/fixtures.ts';
import { copyOfWebBuild, type OwnServer, startOwnServer } from '../support/own-server.ts';
import { staffEmail, staffPassword } from '../support/staff-account.ts';

/*
 * Issue 29: passkeys for everyone, a second factor for staff. Chromium's virtual authenticator (the
 * DevTools protocol's WebAuthn domain) stands in for the device. The tests run on a server of their
 * own, at localhost (a browser refuses passkeys on an IP address), so that enrolling the staff
 * account's passkey changes nothing for the other tests' step-ups.
 */

// one server for both tests (in order, in one worker), started once
test.describe.configure({ mode: 'default', timeout: 120_000 });

const shotDir = process.env.E2E_SHOT_DIR;

async function screenshots(page: Page, name: string) {
  if (!shotDir) return;
  for (const width of [widths.phone, widths.desktop]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${shotDir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: widths.desktop, height: 900 });
}

/** A platform authenticator with a fingerprint that always matches: passkeys are made and used at once. */
async function virtualAuthenticator(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return cdp;
}

/** The expected refusals (a step-up's first 403, the refused refund) are not console errors. */
function allow(consoleErrors: string[], expected: RegExp) {
  const kept = consoleErrors.filter((text) => !expected.test(text));
  consoleErrors.splice(0, consoleErrors.length, ...kept);
}

let server: OwnServer;
test.beforeAll(async () => {
  // the seed and the start of a server of its own take a while on a busy machine
  test.setTimeout(180_000);
  server = await startOwnServer(copyOfWebBuild(), {
    hostname: 'localhost',
    seed: [staffEmail, staffPassword, 'E2E-FREE:100'],
    // as in production: staff change nothing until they hold a second factor
    env: { STAFF_REQUIRE_SECOND_FACTOR: 'true' },
  });
});
test.afterAll(async () => server?.stop());

async function addPasskey(page: Page, name: string) {
  await page.goto(`${server.url}/securityView`);
  await expect(page.getByRole('heading', { name: 'Passkeys', exact: true })).toBeVisible();
  await page.getByLabel('Name for the new passkey').fill(name);
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByText(`Passkey “${name}” added.`)).toBeVisible();
  const row = page.getByRole('list', { name: 'Your passkeys' }).getByRole('listitem').filter({ hasText: name });
  await expect(row).toContainText('Not used yet');
  return row;
}

test('a staff member enrols a passkey; a refund then asks for it and succeeds with it; without it the refund is refused', async ({
  page,
  playwright,
  consoleErrors,
}) => {
  const api = await playwright.request.newContext({ baseURL: server.url });
  // a member with a completed payment of the local checkout (100% off, seeded before the start)
  const buyer = await registerThroughApi(api, { email: uniqueEmail('passkey-refund'), fullName: 'Rene Refund' });
  const buyerHeaders = { authorization: `Bearer ${buyer.tokens.access}` };
  expect((await api.post('/coupons/', { headers: buyerHeaders, data: { code: 'E2E-FREE' } })).ok()).toBe(true);
  const checkout = await api.post('/api/create-checkout-session/', {
    headers: buyerHeaders,
    data: {
      amount: 0,
      product_name: 'Exitcraft Membership',
      billing_info: { fullName: buyer.fullName, email: buyer.email, companyName: '' },
      coupon_code: 'E2E-FREE',
    },
  });
  expect(checkout.ok(), await checkout.text()).toBe(true);

  const tokens = await staffTokens(api);
  const staff: RegisteredUser = { email: staffEmail, password: staffPassword, username: '', fullName: '', tokens };
  await signInBrowser(page, staff);
  await virtualAuthenticator(page);
  await page.setViewportSize({ width: widths.desktop, height: 900 });

  // before enrolling: the back office reads, refuses every change, and says where to enrol
  const staffHeaders = { authorization: `Bearer ${tokens.access}` };
  const notEnrolled = await api.post('/staff/step-up/', { headers: staffHeaders, data: { password: staffPassword } });
  expect(notEnrolled.status()).toBe(403);
  expect(await notEnrolled.json()).toMatchObject({ code: 'second_factor_enrolment_required' });
  await page.goto(`${server.url}/staff/payments`);
  await expect(page.getByText('You can look, but not change anything yet.')).toBeVisible();
  await expect(page.getByRole('button', { name: `Refund $0 to ${buyer.email}` })).toBeVisible();
  await screenshots(page, 'staff-enrol-banner');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Add a passkey or app' }).click();
  await expect(page).toHaveURL(/\/securityView$/);
  await expect(page.getByText('The back office needs a second factor')).toBeVisible();

  const row = await addPasskey(page, 'Work laptop');
  await expect(page.getByText('The back office needs a second factor')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Authenticator app' })).toBeVisible();
  await screenshots(page, 'settings-passkeys-staff');
  await expectNoSeriousA11yViolations(page);

  // without the passkey the password alone is refused, and so is the refund
  const passwordOnly = await api.post('/staff/step-up/', { headers: staffHeaders, data: { password: staffPassword } });
  expect(passwordOnly.status()).toBe(403);
  expect(await passwordOnly.json()).toMatchObject({ code: 'second_factor_required' });
  const payments = (await (await api.get('/staff/payments/?status=paid', { headers: staffHeaders })).json()) as {
    payments: { id: string; user_email: string }[];
  };
  const payment = payments.payments.find((p) => p.user_email === buyer.email);
  expect(payment).toBeDefined();
  const refused = await api.post(`/staff/payments/${payment!.id}/refund/`, {
    headers: staffHeaders,
    data: { reason: 'Duplicate account' },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ code: 'step_up_required' });

  // in the back office: the step-up asks for the password, then the passkey, and the refund goes through
  await page.goto(`${server.url}/staff/payments?status=paid`);
  await page.getByRole('button', { name: `Refund $0 to ${buyer.email}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Refund this payment' });
  await dialog.getByLabel('Reason (kept in the audit log)').fill('Duplicate account');
  await dialog.getByRole('button', { name: 'Refund' }).click();
  const stepUp = page.getByRole('dialog', { name: 'Confirm it is you' });
  await expect(stepUp).toContainText('After your password, your device asks for your passkey.');
  await stepUp.getByLabel('Your password', { exact: true }).fill(staffPassword);
  await screenshots(page, 'staff-step-up-passkey');
  await expectNoSeriousA11yViolations(page);
  await stepUp.getByRole('button', { name: 'Confirm with passkey' }).click();
  await expect(page.getByText('Payment refunded.', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: `Refund $0 to ${buyer.email}` })).toHaveCount(0);

  // the audit log keeps the enrolment and the step-up with its factor
  const audit = (await (await api.get('/staff/audit/', { headers: staffHeaders })).json()) as {
    entries: { action: string; detail: Record<string, unknown> }[];
  };
  const actions = audit.entries.map((entry) => entry.action);
  expect(actions).toEqual(expect.arrayContaining(['second_factor.passkey_added', 'staff.step_up', 'payment.refund']));
  expect(audit.entries.find((entry) => entry.action === 'staff.step_up')?.detail.second_factor).toBe('passkey');

  await page.goto(`${server.url}/securityView`);
  await expect(row).toContainText('Last used');

  // the fallback: an authenticator app, its code computed here from the key the page shows
  await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
  const confirmPassword = page.getByRole('dialog', { name: 'Set up an authenticator app' });
  await confirmPassword.getByLabel('Current Password', { exact: true }).fill(staffPassword);
  await confirmPassword.getByRole('button', { name: 'Continue' }).click();
  const key = ((await page.locator('code').first().textContent()) ?? '').replaceAll(' ', '');
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  await expect(page.getByRole('link', { name: 'open this setup link' })).toHaveAttribute('href', /^otpauth:\/\/totp\//);
  await screenshots(page, 'settings-totp-setup');
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Code from the app').fill(TOTP.generate({ secret: Secret.fromBase32(key) }));
  await page.getByRole('button', { name: 'Turn on' }).click();
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await screenshots(page, 'settings-recovery-codes');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByText('10 recovery codes left')).toBeVisible();
  allow(consoleErrors, /status of 403/);
  await api.dispose();
});

test('a member adds a passkey, signs out, and signs in with the passkey alone', async ({
  page,
  playwright,
}) => {
  const api = await playwright.request.newContext({ baseURL: server.url });
  const member = await registerThroughApi(api, { email: uniqueEmail('passkey-member') });
  await api.dispose();
  await page.setViewportSize({ width: widths.desktop, height: 900 });
  await virtualAuthenticator(page);

  // signed in with the password, as the spec's login view does
  await page.goto(`${server.url}/auth?view=login`);
  await page.getByLabel('Email or Username').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await addPasskey(page, 'My phone');
  // members have passkeys; the authenticator app is for staff
  await expect(page.getByRole('heading', { name: 'Authenticator app' })).toHaveCount(0);
  await screenshots(page, 'settings-passkeys-member');

  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: /^Account menu for/ })).toHaveCount(0);

  await page.goto(`${server.url}/auth?view=login`);
  await expect(page.getByRole('button', { name: 'Sign in with a passkey' })).toBeVisible();
  await screenshots(page, 'login-passkey');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('button', { name: /^Account menu for/ })).toBeVisible();
  const stored = await page.evaluate(() => localStorage.getItem('refresh_token'));
  expect(stored).toBeTruthy();

  await page.goto(`${server.url}/securityView`);
  await expect(page.getByRole('list', { name: 'Your passkeys' })).toContainText('Last used');
});
