import type { Locator, Page } from '@playwright/test';
import { readCode } from '../support/accounts.ts';
import { expect, expectNoSeriousA11yViolations, test } from '../support/fixtures.ts';

/** Seeded before the server starts (playwright.config.ts): 10% off, no limit. */
const coupon = 'E2E-TEN';

let counter = 0;
const uniqueEmail = () => `pay-${Date.now().toString(36)}-${process.pid}-${(counter += 1)}@acme-holdings.com`;

/** Fills the accounts register form inside `scope`, then the emailed code. */
async function register(page: Page, scope: Locator | Page, email: string) {
  await scope.getByLabel('Full Name', { exact: true }).fill('Grace Hopper');
  await scope.getByLabel('Company Email ID', { exact: true }).fill(email);
  await scope.getByLabel('Password', { exact: true }).fill('Harbor#Lights42');
  await scope.getByLabel('Confirm Password', { exact: true }).fill('Harbor#Lights42');
  await scope.getByLabel('Phone Number', { exact: true }).fill('4165550123');
  await scope.getByLabel('Company Website', { exact: true }).fill('acme-holdings.com');
  await scope.getByRole('button', { name: 'Register', exact: true }).click();
  const code = await readCode(page.request, email);
  const otp = page.getByRole('group', { name: '6-digit code' });
  for (const [index, digit] of [...code].entries()) {
    await otp.getByLabel(`Digit ${index + 1} of 6`).fill(digit);
  }
  await page.getByRole('button', { name: 'Verify OTP & Register' }).click();
}

/** Registers a member-to-be through /auth, which leads straight to /payment. */
async function registerForMembership(page: Page) {
  await page.goto('/auth?plan=member&view=register');
  await register(page, page, uniqueEmail());
  await expect(page).toHaveURL(/\/payment$/);
  await expect(page.getByRole('heading', { name: 'Plan Details' })).toBeVisible();
}

async function payWithCard(page: Page, card: string) {
  await expect(page.getByRole('heading', { name: 'Pay with card' })).toBeVisible();
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiration date (MM / YY)').fill('12 / 34');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByLabel('Cardholder name').fill('Grace Hopper');
  await page.getByRole('button', { name: /^Pay / }).click();
}

test.describe.configure({ timeout: 90_000 });

test('a guest upgrades with a coupon and comes back a member', async ({ page, consoleErrors }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const email = uniqueEmail();

  // registration through the pricing page's floating modal: the 500 ms token check routes the guest
  await page.goto('/pricing-plan');
  await page.getByRole('button', { name: 'Register now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create your account' });
  await register(page, dialog, email);
  await expect(page).toHaveURL(/\/confirmation-guest$/);

  await page.goto('/pricing-plan');
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('link', { name: 'Register for Free' })).toHaveCount(0);
  await panel.getByRole('link', { name: '$1797 USD' }).click();
  await expect(page.getByText('You are already registered as a Guest, proceeding to upgrade your plan.')).toBeVisible();
  await expect(page).toHaveURL(/\/payment$/);

  await expect(page.getByLabel('Full Name')).toHaveValue('Grace Hopper');
  await expect(page.getByLabel('Email Address')).toHaveValue(email);
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('Coupon Code').fill('NOT-A-COUPON');
  await page.getByRole('button', { name: 'Apply Now' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  // the browser logs the refused coupon's 400; that one is expected
  await expect.poll(() => consoleErrors.findIndex((text) => text.includes('400'))).toBeGreaterThanOrEqual(0);
  consoleErrors.splice(
    consoleErrors.findIndex((text) => text.includes('400')),
    1,
  );

  await page.getByLabel('Coupon Code').fill(coupon);
  await page.getByRole('button', { name: 'Apply Now' }).click();
  await expect(page.getByText('Congratulations! 10% discount applied.')).toBeVisible();
  await expect(page.getByText(/Actual price/)).toContainText('$1,797');
  await page.getByRole('button', { name: 'Pay $1,617.30' }).click();

  await expect(page).toHaveURL(/\/checkout\/local\//);
  // the success page counts 5 s down: the test moves the page's clock rather than waiting
  await page.clock.install();
  await payWithCard(page, '4242 4242 4242 4242');

  await expect(page).toHaveURL(/\/payment-success\?session_id=/);
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  await expect(page.getByText('Confirmed')).toBeVisible();
  await expect(page.getByText(/Redirecting to your Member Confirmation in \d seconds?/)).toBeVisible();
  await expect(page.getByRole('progressbar')).toBeVisible();
  await expect(page.getByText(/^.{20}\.\.\.$/)).toBeVisible();
  // the e2e server has no contact email set (site-settings.spec.ts sets only the name, address and
  // phone): the support line is left out rather than pointing nowhere (decision 030); the page's
  // component test shows it with an email set
  await expect(page.getByRole('link', { name: 'Contact support.' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/payment-success\?session_id=/);
  await page.clock.runFor(5_000);
  await expect(page).toHaveURL(/\/confirmation-member$/);

  await page.goto('/pricing-plan');
  await expect(page.getByRole('tabpanel').getByRole('link', { name: 'Current Plan' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Register for Free' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Current Plan' })).toHaveCount(2); // panel and card
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await page.getByRole('tabpanel').getByRole('link', { name: 'Current Plan' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/payment');
  await expect(page.getByRole('heading', { name: 'You are already a member' })).toBeVisible();
});

test('a declined card charges nothing and leaves the way back to payment', async ({ page }) => {
  await registerForMembership(page);
  await page.getByRole('button', { name: 'Pay $1,797' }).click();
  await payWithCard(page, '4000 0000 0000 0002');
  await expect(page.getByRole('alert')).toContainText(/declined/i);
  await expect(page).toHaveURL(/\/checkout\/local\//);

  // back past the card form (the declined post is its own history entry) to the payment page
  for (let step = 0; step < 3 && !/\/payment$/.test(page.url()); step += 1) await page.goBack();
  await expect(page).toHaveURL(/\/payment$/);
  await expect(page.getByRole('button', { name: 'Pay $1,797' })).toBeEnabled();
  await page.goto('/payment?declined=1');
  await expect(page.getByRole('alert')).toContainText('Your card was declined.');
  await page.goto('/pricing-plan');
  await expect(page.getByRole('tabpanel').getByRole('link', { name: '$1797 USD' })).toBeVisible();
});

test('cancelling the checkout counts 10 seconds down to the plans', async ({ page }) => {
  await registerForMembership(page);
  await page.getByRole('button', { name: 'Pay $1,797' }).click();
  await expect(page.getByRole('heading', { name: 'Pay with card' })).toBeVisible();
  // the cancelled page counts 10 s down: the test moves the page's clock rather than waiting
  await page.clock.install();
  await page.getByRole('link', { name: 'Cancel and return to Exitcraft' }).click();

  await expect(page).toHaveURL(/\/payment-cancelled$/);
  await expect(page.getByRole('heading', { name: 'Payment Cancelled' })).toBeVisible();
  await expect(page.getByText('No charges were made', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', '/payment');
  await expect(page.getByRole('link', { name: 'Back to Plans' })).toHaveAttribute('href', '/pricing-plan');
  await expect(page.getByText(/Returning to the plans in (10|9) seconds/)).toBeVisible();
  await page.clock.runFor(8_000);
  await expect(page.getByText(/Returning to the plans in [12] seconds?/)).toBeVisible();
  await expect(page).toHaveURL(/\/payment-cancelled$/);
  await page.clock.runFor(2_000);
  await expect(page).toHaveURL(/\/pricing-plan$/);
});
