import { instruments } from '@exitcraft/shared/content/assessments/index';
import type { Page } from '@playwright/test';
import { registerThroughApi, signInBrowser } from '../support/accounts.ts';
import { expect, expectNoSeriousA11yViolations, test, widths } from '../support/fixtures.ts';

/** Issue 31: marking an action of the 90-day plan, the dashboard's progress, email preferences and unsubscribe. */
test.describe.configure({ timeout: 120_000 });

const shotDir = process.env.E2E_SHOT_DIR;

async function screenshots(page: Page, name: string) {
  if (!shotDir) return;
  for (const width of [widths.phone, widths.desktop]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${shotDir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: widths.desktop, height: 900 });
}

const brandAnswers = Object.fromEntries(
  instruments.brand.sections.flatMap((section) => section.items.map((item) => [item.id, 3])),
);

test('a member marks a plan action done on /exitwealth and sees the progress on the dashboard', async ({
  page,
  request,
}) => {
  const user = await registerThroughApi(request, { fullName: 'Plan Keeper' });
  const headers = { authorization: `Bearer ${user.tokens.access}` };
  const submitted = await request.post('/assessments/brand/submissions/', { headers, data: { answers: brandAnswers } });
  expect(submitted.status(), await submitted.text()).toBe(201);
  const plan = (await (await request.get('/plan/', { headers })).json()) as { actions: { title: string }[] };
  const [first, second] = plan.actions;
  if (!first || !second) throw new Error('the plan holds at least five actions');
  await signInBrowser(page, user);

  await page.goto('/exitwealth');
  const section = page.getByRole('region', { name: 'Your 90-day plan' });
  await section.getByRole('button', { name: `Mark done: ${first.title}` }).click();
  await expect(section.getByText(/^Done on /).first()).toBeVisible();
  await section.getByRole('button', { name: `Dismiss: ${second.title}` }).click();
  await section.getByLabel('Why dismiss it?').fill('Our accountant already does this');
  await section.getByRole('button', { name: `Dismiss: ${second.title}` }).click();
  await expect(section.getByText('Dismissed: Our accountant already does this')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await section.scrollIntoViewIfNeeded();
  await screenshots(page, 'exitwealth-plan-controls');

  // the marks are the server's: a reload shows them
  await page.reload();
  await expect(
    page
      .getByRole('region', { name: 'Your 90-day plan' })
      .getByText(/^Done on /)
      .first(),
  ).toBeVisible();

  await page.goto('/dashboard');
  const progress = page.getByRole('region', { name: 'Your 90-day plan' });
  await expect(progress).toContainText(`1 of ${plan.actions.length - 1} actions done`);
  await expect(progress.getByRole('link', { name: 'Open your plan' })).toHaveAttribute('href', '/exitwealth');
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'dashboard-plan-progress');
});

test('a member turns a reminder off in Settings → Email preferences, and it stays off', async ({ page, request }) => {
  const user = await registerThroughApi(request, { fullName: 'Pref Setter' });
  await signInBrowser(page, user);
  await page.goto('/setting');
  await page.getByRole('link', { name: /Email preferences/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Email preferences' })).toBeVisible();
  const digest = page.getByRole('checkbox', { name: 'Weekly plan digest' });
  await expect(digest).toBeChecked();
  // the browser's zone was taken on the first visit
  await expect(page.getByLabel('Time zone')).not.toHaveValue('');
  // the box shows what the server stored: it turns once the server answers
  await digest.click();
  await expect(digest).not.toBeChecked();
  await expect(page.getByText('Saved.')).toBeVisible();
  await page.getByLabel('Digest day').selectOption('Thursday');
  await expect(page.getByText('Saved.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'email-preferences');

  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Weekly plan digest' })).not.toBeChecked();
  await expect(page.getByLabel('Digest day')).toHaveValue('4');
  const stored = await request.get('/account/email-preferences/', {
    headers: { authorization: `Bearer ${user.tokens.access}` },
  });
  expect(await stored.json()).toMatchObject({
    kinds: { weekly_digest: false },
    digest_weekday: 4,
    time_zone_set: true,
  });
});

test('the unsubscribe page works without signing in and refuses a forged link', async ({ page, consoleErrors }) => {
  await page.goto('/unsubscribe?token=eyJ1IjoiZm9yZ2VkIn0.bm90LWEtbWFj');
  await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'unsubscribe');
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('alert')).toContainText('This unsubscribe link is not valid.');
  // the browser logs the refused POST itself: that 400 is the point of this test
  const kept = consoleErrors.filter((text) => !text.includes('status of 400 (Bad Request)'));
  consoleErrors.splice(0, consoleErrors.length, ...kept);
  await screenshots(page, 'unsubscribe-refused');
});
