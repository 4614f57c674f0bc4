import type { Page } from '@playwright/test';
import { makeMember, registerThroughApi, signInBrowser, uniqueEmail } from '../support/accounts.ts';
import { submitBusinessDetails } from '../support/business-details.ts';
import { expect, expectNoSeriousA11yViolations, test, widths } from '../support/fixtures.ts';

test.describe.configure({ timeout: 90_000 });

async function onboardingPanel(page: Page) {
  const panel = page.getByRole('region', { name: 'Your onboarding' });
  await expect(panel.getByRole('progressbar', { name: 'Onboarding progress' })).toBeVisible();
  return panel;
}

/** Fills every required survey field; `stopAfter` leaves the rest empty (a person mid-way). */
async function fillSurvey(page: Page, stopAfter?: string) {
  const steps: [string, (page: Page) => Promise<unknown>][] = [
    ['Business Name', (p) => p.getByLabel('Business Name').fill('Harbor Analytics Inc.')],
    ['Industry', (p) => p.getByLabel('Industry').fill('Software')],
    ['Incorporation Date', (p) => p.getByLabel('Incorporation Date').fill('2012-04-30')],
    ['Address Line 1', (p) => p.getByLabel('Address Line 1').fill('100 King St W')],
    ['Country', (p) => p.getByLabel('Country').fill('Canada')],
    ['Stage of Growth', (p) => p.getByRole('checkbox', { name: 'Growing' }).check()],
    ['Company Size', (p) => p.getByLabel('Company Size').selectOption('Medium')],
    ['Your Role', (p) => p.getByLabel('Your Role').selectOption('Executive/Owner')],
    ['Offerings', (p) => p.getByLabel('Offerings').selectOption('Services')],
    ['Company Succession Plan', (p) => p.getByLabel('Company Succession Plan').selectOption('Not-Exist')],
    ['Company Business Plan', (p) => p.getByLabel('Company Business Plan').selectOption('EXISTS')],
    ['Revenues', (p) => p.getByLabel('Revenues').selectOption('UPWARDS')],
    ['Profits', (p) => p.getByLabel('Profits').selectOption('UNCHANGED')],
    ['Cash Flow Position', (p) => p.getByLabel('Cash Flow Position').selectOption('Strong')],
    ['Market Awareness', (p) => p.getByLabel('Market Awareness').selectOption('Sufficient')],
    ['Staff Turnaround', (p) => p.getByLabel('Staff Turnaround').selectOption('Weak')],
    ['R&D Process', (p) => p.getByLabel('R&D Process').selectOption('Formal')],
    ['HR Process', (p) => p.getByLabel('HR Process').selectOption('Informal')],
    ['Sales Process', (p) => p.getByLabel('Sales Process').selectOption('Formal')],
    ['Publicity & Advertising Plan', (p) => p.getByLabel('Publicity & Advertising Plan').selectOption('Informal')],
    ['Marketing Strategy', (p) => p.getByLabel('Marketing Strategy').selectOption('Formal')],
    ['Culture', (p) => p.getByLabel('Culture').fill('Candid and owner-led.')],
  ];
  for (const [label, fill] of steps) {
    await fill(page);
    if (label === stopAfter) return;
  }
}

/*
 * The onboarding's first steps, one test per step, each starting from the state the step before
 * leaves (set up through the API), so that each has its own budget: together they once ran as one
 * 90 s test that ran out of time on a loaded machine.
 */
test('a new guest sees step 1 at 0%, and a half-filled survey survives a reload and names what is missing', async ({
  page,
}) => {
  await page.setViewportSize({ width: widths.desktop, height: 900 });
  const user = await registerThroughApi(page.request, { email: uniqueEmail('dash'), fullName: 'Grace Hopper' });
  await signInBrowser(page, user);

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Welcome, Grace Hopper' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Upgrade Your Experience' })).toBeVisible();
  await expect(page.getByText('Guest Plan')).toBeVisible();
  const panel = await onboardingPanel(page);
  await expect(panel.getByText('0% Completed')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // half the survey, then a reload: everything typed is still there
  await panel.getByRole('link', { name: 'Add Details' }).click();
  await expect(page).toHaveURL(/\/businessdetails$/);
  await fillSurvey(page, 'Company Size');
  await expect(page.getByText(/^Saved at \d{1,2}:\d{2}/)).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Business Name')).toHaveValue('Harbor Analytics Inc.');
  await expect(page.getByLabel('Incorporation Date')).toHaveValue('2012-04-30');
  await expect(page.getByRole('checkbox', { name: 'Growing' })).toBeChecked();
  await expect(page.getByLabel('Company Size')).toHaveValue('Medium');
  await expectNoSeriousA11yViolations(page);

  // submitting early names what is missing
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Please fill all required fields before submitting!')).toBeVisible();
  await expect(page.getByLabel('Your Role')).toHaveAttribute('aria-invalid', 'true');
});

test('a guest submits the business details and finds them on the result page, at 20%', async ({ page }) => {
  await page.setViewportSize({ width: widths.desktop, height: 900 });
  const user = await registerThroughApi(page.request, { email: uniqueEmail('dash-submit'), fullName: 'Grace Hopper' });
  await signInBrowser(page, user);

  await page.goto('/businessdetails');
  await fillSurvey(page);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Business details submitted successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);

  const panel = await onboardingPanel(page);
  await expect(panel.getByText('20% Completed')).toBeVisible();
  await panel.getByRole('link', { name: 'View your business details' }).click();
  await expect(page).toHaveURL(/\/dashboard\/results\/business-details$/);
  const company = page.getByRole('region', { name: 'Company Information' });
  await expect(company.getByText('Harbor Analytics Inc.')).toBeVisible();
  await expect(company.getByText('Structured').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Personal Information' }).getByText(user.email)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a guest who skips the adviser session stays at step 3 on another device', async ({ page, otherBrowser }) => {
  await page.setViewportSize({ width: widths.desktop, height: 900 });
  const user = await registerThroughApi(page.request, { email: uniqueEmail('dash-skip'), fullName: 'Grace Hopper' });
  await submitBusinessDetails(page.request, user);
  await signInBrowser(page, user);

  await page.goto('/dashboard');
  const panel = await onboardingPanel(page);
  await expect(panel.getByText('20% Completed')).toBeVisible();
  await panel.getByRole('button', { name: 'Skip now' }).click();
  await expect(panel.getByText('40% Completed')).toBeVisible();
  await expect(panel.getByRole('heading', { name: /Strategic Business Assessment/ })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'View Assessment: ROI/COI Calculator' })).toBeVisible();

  // log out from the sidebar, then sign in afresh in another browser: the server remembers
  await page.getByRole('navigation', { name: 'Member area' }).getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  const other = await otherBrowser({ viewport: { width: widths.tablet, height: 900 } });
  await other.goto('/auth?view=login');
  await other.getByLabel('Email or Username').fill(user.email);
  await other.getByLabel('Password', { exact: true }).fill(user.password);
  await other.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(other).not.toHaveURL(/\/auth/);
  await other.goto('/dashboard');
  await expect(other.getByRole('region', { name: 'Your onboarding' }).getByText('40% Completed')).toBeVisible();
});

test('a member sees Premium Member and no upgrade card', async ({ page }) => {
  const user = await registerThroughApi(page.request, { email: uniqueEmail('dash-member'), fullName: 'Ada Lovelace' });
  await makeMember(page.request, user);
  await signInBrowser(page, user);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Welcome, Ada Lovelace' })).toBeVisible();
  await expect(page.getByText('Premium Member')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Upgrade Your Experience' })).toHaveCount(0);
  // the member's status badge is part of what axe reads (it once had gold text at 3.3:1)
  await expectNoSeriousA11yViolations(page);
});

test('at 375 px the sidebar hides behind a toggle that opens, closes with Escape and on a choice', async ({ page }) => {
  await page.setViewportSize({ width: widths.phone, height: 800 });
  const user = await registerThroughApi(page.request, { email: uniqueEmail('dash-phone') });
  await signInBrowser(page, user);
  await page.goto('/dashboard');
  const nav = page.getByRole('navigation', { name: 'Member area' });
  const toggle = page.getByRole('button', { name: 'Member menu' });
  await expect(nav).toBeHidden();
  await toggle.click();
  await expect(nav).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Brand Diagnostic' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  await expect(toggle).toBeFocused();

  await toggle.press('Enter');
  await nav.getByRole('link', { name: 'Anonymous Group Chat' }).click();
  await expect(page).toHaveURL(/\/groupchat$/);
  await expect(nav).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Anonymous Group Chat' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
