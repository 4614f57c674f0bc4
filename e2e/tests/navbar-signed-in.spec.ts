import { registerThroughApi, signInBrowser, uniqueEmail } from '../support/accounts.ts';
import { expect, test, widths } from '../support/fixtures.ts';

/* The navigation bar's signed-in state (public-site section 2), at each width. */

test('the avatar menu shows the name, the truncated email, the links and Logout', async ({ page }) => {
  const user = await registerThroughApi(page.request, { email: uniqueEmail('navbar-menu'), fullName: 'Ada Lovelace' });
  await signInBrowser(page, user);
  await page.setViewportSize({ width: widths.desktop, height: 900 });
  await page.goto('/coi');

  const nav = page.getByRole('navigation', { name: 'Main' });
  const avatar = nav.getByRole('button', { name: 'Account menu for Ada Lovelace' });
  await expect(avatar).toHaveText('AL');
  await expect(nav.getByRole('link', { name: 'Login' })).toHaveCount(0);
  await avatar.click();

  await expect(nav.getByText('Ada Lovelace', { exact: true })).toBeVisible();
  await expect(nav.getByText(`${user.email.slice(0, 25)}...`, { exact: true })).toBeVisible();
  for (const name of ['COI', 'Pricing', 'Proof', 'About Us', 'Dashboard']) {
    await expect(nav.locator('#account-menu').getByRole('link', { name, exact: true })).toBeVisible();
  }
  await page.keyboard.press('Escape');
  await expect(nav.locator('#account-menu')).toHaveCount(0);

  await avatar.click();
  await nav.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
});

test('the Dashboard button shows from 768 px and never on /dashboard', async ({ page }) => {
  const user = await registerThroughApi(page.request, { email: uniqueEmail('navbar-widths') });
  await signInBrowser(page, user);
  const nav = page.getByRole('navigation', { name: 'Main' });
  const dashboardButton = nav.getByRole('link', { name: 'Dashboard', exact: true });

  for (const width of [widths.phone, widths.tablet, widths.laptop, widths.desktop]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/pricing-plan');
    await expect(nav.getByRole('button', { name: /Account menu/ })).toBeVisible();
    if (width >= 768) await expect(dashboardButton, `at ${width}px`).toBeVisible();
    else await expect(dashboardButton, `at ${width}px`).toBeHidden();
  }

  await page.goto('/dashboard');
  await expect(nav.getByRole('button', { name: /Account menu/ })).toBeVisible();
  await expect(dashboardButton).toHaveCount(0);
  await nav.getByRole('button', { name: /Account menu/ }).click();
  await expect(nav.locator('#account-menu').getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
});
