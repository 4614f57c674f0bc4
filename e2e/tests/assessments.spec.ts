import { instrumentDescriptors } from '@exitcraft/shared/instruments';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { registerThroughApi, signInBrowser, uniqueEmail, type RegisteredUser } from '../support/accounts.ts';
import { submitBusinessDetails } from '../support/business-details.ts';
import { expect, expectNoSeriousA11yViolations, expectReadableToast, test, widths } from '../support/fixtures.ts';

test.describe.configure({ timeout: 120_000 });

const shotDir = process.env.E2E_SHOT_DIR;

/** Business details submitted and the adviser skipped: the dashboard shows the three assessments. */
async function reachAssessmentStep(request: APIRequestContext, user: RegisteredUser) {
  const headers = { authorization: `Bearer ${user.tokens.access}` };
  await submitBusinessDetails(request, user);
  const skip = await request.post('/onboarding/adviser-session/', { headers, data: { status: 'skipped' } });
  expect(skip.ok(), await skip.text()).toBe(true);
}

/**
 * axe once the toasts have gone: a toast in the middle of its animation has blended colours that
 * axe cannot judge. Settled toasts are checked on their own by expectReadableToast.
 */
async function checkA11y(page: Page) {
  await expect(page.getByRole('region', { name: /Notifications/ }).getByRole('listitem')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
}

/** Screenshots at 375 and 1280 px for a person to look at (only when E2E_SHOT_DIR is set). */
async function screenshots(page: Page, name: string, at?: Locator) {
  if (!shotDir) return;
  for (const width of [widths.phone, widths.desktop]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${shotDir}/${name}-${width}.png`, fullPage: true });
    await page.screenshot({ path: `${shotDir}/${name}-${width}-top.png` });
    if (at) {
      await at.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${shotDir}/${name}-${width}-part.png` });
    }
  }
  await page.setViewportSize({ width: widths.desktop, height: 900 });
}

/** Answers every unanswered statement of the current section with `label`, except `skip` (1-based). */
async function answerSection(page: Page, label: string, skip: number[] = []) {
  const groups = page.getByRole('group', { name: /^\d+\./ });
  const count = await groups.count();
  for (let index = 0; index < count; index++) {
    if (skip.includes(index + 1)) continue;
    const group = groups.nth(index);
    if (await group.getByRole('radio', { name: label, exact: true }).isChecked()) continue;
    // the visible choice is the radio's label (the radio itself is visually hidden)
    await group.getByText(label, { exact: true }).click();
  }
}

async function leaveWithSaveAndExit(page: Page) {
  await page.getByRole('button', { name: 'Back' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('You have unsaved changes. Do you want to save them before leaving?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save & Exit' }).click();
  await expect(page.getByText('Progress saved successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
}

async function openResult(page: Page, task: string) {
  const panel = page.getByRole('region', { name: 'Your onboarding' });
  await panel.getByRole('link', { name: `View Result: ${task}` }).click();
}

/** Every $ VALUE cell (the last cell of each row that has data cells) holds an amount. */
async function expectNoEmptyValueCell(page: Page) {
  const table = page.getByRole('table').first();
  // the table renders a section per frame (decision 056): read it once every section is there
  await expect(table.locator('tbody')).toHaveCount(instrumentDescriptors.roi.issueSections.length);
  const values = await table.locator('tr:has(td)').evaluateAll((rows) =>
    rows.map((row) => {
      const cells = row.querySelectorAll('td');
      return cells[cells.length - 1]?.textContent?.trim() ?? '';
    }),
  );
  expect(values.length).toBeGreaterThan(70);
  for (const value of values) expect(value).toMatch(/\d/);
}

test('brand: answer part, Save & Exit, resume in another browser, finish and see the result', async ({
  page,
  otherBrowser,
}) => {
  const user = await registerThroughApi(page.request, { email: uniqueEmail('brand'), fullName: 'Ada Lovelace' });
  await reachAssessmentStep(page.request, user);
  await signInBrowser(page, user);
  await page.setViewportSize({ width: widths.desktop, height: 900 });
  await page.goto('/dashboard');
  await page
    .getByRole('region', { name: 'Your onboarding' })
    .getByRole('link', { name: 'View Assessment: Brand Diagnostic' })
    .click();
  await expect(page.getByRole('heading', { name: 'BRAND DIAGNOSTIC ASSESSMENT' })).toBeVisible();
  await expect(page.getByText('Not saved yet')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expect(page.getByText('Progress: 1/4')).toBeVisible();
  await answerSection(page, 'Agree');
  await expect(page.getByText(/^Last saved: /)).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Section 2: Message' })).toBeVisible();
  await page.getByRole('group', { name: /^11\./ }).getByText('Strongly Agree', { exact: true }).click();
  await checkA11y(page);
  await screenshots(page, 'brand-page');
  await leaveWithSaveAndExit(page);

  // another browser: only the server's copy can bring the progress back
  const other = await otherBrowser({ viewport: { width: widths.phone, height: 800 } });
  await signInBrowser(other, user);
  await other.goto('/brandassignment');
  await expectReadableToast(other, 'Recovered previously saved progress!');
  await expect(other.getByRole('heading', { name: 'Section 2: Message' })).toBeVisible();
  await expect(
    other.getByRole('group', { name: /^11\./ }).getByRole('radio', { name: 'Strongly Agree', exact: true }),
  ).toBeChecked();
  await answerSection(other, 'Strongly Agree');
  await other.getByRole('button', { name: 'Next' }).click();
  await answerSection(other, "Don't Know", [4]);
  await other.getByRole('button', { name: 'Next' }).click();
  await answerSection(other, 'Disagree');
  await other.getByRole('button', { name: 'Submit' }).click();
  // statement 24 (section 3, number 4) was left: the toast, and the person is taken to it
  await expectReadableToast(other, 'Please answer all questions before submitting!');
  await expect(other.getByRole('heading', { name: 'Section 3: Operations' })).toBeVisible();
  await expect(other.getByRole('group', { name: /^24\./ }).getByRole('radio').first()).toBeFocused();
  await other.keyboard.press('ArrowRight');
  await expect(
    other.getByRole('group', { name: /^24\./ }).getByRole('radio', { name: 'Disagree', exact: true }),
  ).toBeChecked();
  await other.getByRole('button', { name: 'Next' }).click();
  await other.getByRole('button', { name: 'Submit' }).click();
  await expectReadableToast(other, 'Assessment submitted successfully!');
  await expect(other).toHaveURL(/\/dashboard$/);
  await openResult(other, 'Brand Diagnostic');
  await expect(other).toHaveURL(/\/dashboard\/results\/brand$/);
  await expect(other.getByText('Assessment Completed')).toBeVisible();
  await expect(other.getByRole('region', { name: 'User Information' }).getByText(user.email)).toBeVisible();
  await expect(other.getByText('Not answered')).toHaveCount(0);
  await expect(other.getByText('Strongly Disagree', { exact: true })).toHaveCount(0);
  await expect(other.getByRole('img', { name: 'Score by section (out of 100)' })).toBeVisible();
  await checkA11y(other);
  await screenshots(other, 'brand-result');
});

test('roi: amounts in a currency, Save & Exit, recover, submit, see every value, retake and see the change', async ({
  page,
}) => {
  const user = await registerThroughApi(page.request, { email: uniqueEmail('roi') });
  await reachAssessmentStep(page.request, user);
  await signInBrowser(page, user);
  await page.setViewportSize({ width: widths.desktop, height: 900 });
  await page.goto('/roiassignment');
  await expect(page.getByRole('heading', { name: 'ROI/COI CALCULATOR' })).toBeVisible();
  await page.getByRole('button', { name: /Currency/ }).click();
  const list = page.getByRole('listbox', { name: 'Currencies' });
  await expect(list.getByRole('option')).toHaveCount(15);
  await list.getByRole('option', { name: /EUR/ }).click();
  const first = page.getByLabel('Revenue lost to opportunities pursued late or not at all');
  await first.fill('12500');
  await expect(first).toHaveValue(/12\.500\s€/);
  await page.getByLabel('Money spent on projects abandoned when priorities changed').fill('abc');
  await expect(page.getByLabel('Money spent on projects abandoned when priorities changed')).toHaveValue(/^0\s€/);
  await expect(page.getByText(/^Section subtotal/).locator('..')).toContainText('12.500');
  await checkA11y(page);
  await screenshots(page, 'roi-page');
  await leaveWithSaveAndExit(page);

  await page.goto('/roiassignment');
  await expect(page.getByText('Recovered previously saved progress!')).toBeVisible();
  await expect(page.getByLabel('Revenue lost to opportunities pursued late or not at all')).toHaveValue(/12\.500/);
  for (let section = 2; section <= 7; section++) {
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText(`Progress: ${section}/7`)).toBeVisible();
    await page
      .locator('input[inputmode="numeric"]')
      .first()
      .fill(String(section * 1000));
  }
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await openResult(page, 'ROI/COI Calculator');
  await expect(page.getByRole('heading', { name: 'Pre-UP' })).toBeVisible();
  await expect(page.getByRole('row', { name: /GRAND TOTAL/ })).toContainText('39.500');
  await expectNoEmptyValueCell(page);
  await checkA11y(page);
  await screenshots(page, 'roi-result', page.getByRole('figure'));

  // a retake: the first section costs more now, and the result says by how much
  await page.goto('/roiassignment');
  await page.getByRole('button', { name: /Currency/ }).click();
  await page.getByRole('listbox', { name: 'Currencies' }).getByRole('option', { name: /EUR/ }).click();
  await page.getByLabel('Revenue lost to opportunities pursued late or not at all').fill('20000');
  for (let section = 1; section < 7; section++) await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await openResult(page, 'ROI/COI Calculator');
  await expect(page.getByRole('row', { name: /Total: Corporate Strategy/ })).toContainText('▲');
  await expect(page.getByRole('row', { name: /Total: Corporate Strategy/ })).toContainText('7.500');
  // the comparison and the trend load after the result: let them settle before clicking below them
  await expect(page.getByRole('img', { name: /^ROI\/COI Calculator: from/ })).toBeVisible();
  await expect(page.getByText('Loading how you compare…')).toHaveCount(0);
  const history = page.getByRole('navigation', { name: 'History' });
  await expect(history.getByRole('link')).toHaveCount(2);
  await history.getByRole('link').nth(1).click();
  await expect(page).toHaveURL(/[?&]submission=/);
  await expect(page.getByRole('row', { name: /GRAND TOTAL/ })).toContainText('39.500');
  await screenshots(page, 'roi-result-retake', page.getByRole('row', { name: /Total: Corporate Strategy/ }));
});

test('diagnostic: answer part, Save & Exit, recover, submit and see every answer', async ({ page }) => {
  const user = await registerThroughApi(page.request, { email: uniqueEmail('diag') });
  await reachAssessmentStep(page.request, user);
  await signInBrowser(page, user);
  await page.setViewportSize({ width: widths.desktop, height: 900 });
  await page.goto('/brand-diagnostic');
  await expect(page.getByRole('heading', { name: 'BUSINESS ASSETS CHECKLIST' })).toBeVisible();
  const groups = page.getByRole('group', { name: /^\d+\./ });
  const count = await groups.count();
  expect(count).toBe(32);
  for (let index = 0; index < 10; index++) await groups.nth(index).getByText('Yes', { exact: true }).click();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Please answer all questions before submitting!')).toBeVisible();
  await expect(groups.nth(10).getByRole('radio').first()).toBeFocused();
  await checkA11y(page);
  await screenshots(page, 'diagnostic-page');
  await leaveWithSaveAndExit(page);

  await page.goto('/brand-diagnostic');
  await expect(page.getByText('Recovered previously saved progress!')).toBeVisible();
  await expect(groups.nth(9).getByRole('radio', { name: 'Yes', exact: true })).toBeChecked();
  for (let index = 10; index < count; index++) await groups.nth(index).getByText('No', { exact: true }).click();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Assessment submitted successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await openResult(page, 'Business Assets Checklist');
  await expect(page.getByRole('heading', { name: 'Questionnaire Results' })).toBeVisible();
  await expect(page.getByText('Yes', { exact: true })).toHaveCount(10);
  await expect(page.getByText('No', { exact: true })).toHaveCount(22);
  await expect(page.getByText('Answered Yes:')).toContainText('10 of 32');
  await checkA11y(page);
  await screenshots(page, 'diagnostic-result');
});
