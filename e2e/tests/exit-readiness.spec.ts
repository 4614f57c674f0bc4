import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { instruments } from '@exitcraft/shared/content/assessments/index';
import type { APIRequestContext, Page } from '@playwright/test';
import { makeMember, type RegisteredUser, registerThroughApi, signInBrowser } from '../support/accounts.ts';
import { submitBusinessDetails } from '../support/business-details.ts';
import { expect, expectNoSeriousA11yViolations, test, widths } from '../support/fixtures.ts';

/** Issue 15: the tool pages, /exitwealth and the PDF report, in Chromium. */
test.describe.configure({ timeout: 120_000 });

const shotDir = process.env.E2E_SHOT_DIR;

const headersOf = (user: RegisteredUser) => ({ authorization: `Bearer ${user.tokens.access}` });

/** Every item of each section answered with that section's value. */
const bySection = (kind: keyof typeof instruments, values: Record<string, number | string>) =>
  Object.fromEntries(
    instruments[kind].sections.flatMap((section) => section.items.map((item) => [item.id, values[section.id]!])),
  );

/** The business details and the three assessments, submitted through the API with the person's bearer. */
async function takeEverything(request: APIRequestContext, user: RegisteredUser) {
  const headers = headersOf(user);
  await submitBusinessDetails(request, user);
  const submit = async (kind: string, data: object) => {
    const reply = await request.post(`/assessments/${kind}/submissions/`, { headers, data });
    expect(reply.status(), await reply.text()).toBe(201);
  };
  // the brand assessment twice, for a trend: 50 first, then 62.5 (100, 25, 75, 50)
  await submit('brand', { answers: bySection('brand', { leadership: 3, message: 3, operations: 3, artifacts: 3 }) });
  await submit('brand', { answers: bySection('brand', { leadership: 5, message: 2, operations: 4, artifacts: 3 }) });
  await submit('diagnostic', {
    answers: bySection('diagnostic', { logo: 'Y', identity: 'Y', brand: 'Y', wealth: 'N', customer: 'N' }),
  });
  await submit('roi', {
    currency: 'USD',
    answers: {
      customer_concentration_1: 120_000,
      staff_turnover_1: 45_000,
      no_exit_plan_1: 30_000,
      underpricing_1: 9_000,
    },
  });
}

async function screenshots(page: Page, name: string) {
  if (!shotDir) return;
  for (const width of [widths.phone, widths.desktop]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${shotDir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: widths.desktop, height: 900 });
}

test('a member who has taken the three assessments sees the score, the money at stake and the plan, and downloads the PDF', async ({
  page,
  request,
}) => {
  const user = await registerThroughApi(request, { fullName: 'Ada Member' });
  await makeMember(request, user);
  await takeEverything(request, user);
  const report = (await (await request.get('/reports/exit-readiness/', { headers: headersOf(user) })).json()) as {
    score: { value: number };
    plan: { rank: number; title: string; why: string }[];
  };
  // (35 × 62.5 + 35 × 75 + 30 × 52.5) / 100 = 63.875
  expect(report.score.value).toBe(64);
  await signInBrowser(page, user);

  await page.goto('/exitwealth');
  await expect(page.getByRole('heading', { level: 1, name: 'Exit Readiness' })).toBeVisible();
  const score = page.getByRole('region', { name: 'Exit Readiness Score' });
  await expect(score).toContainText('64');
  await expect(score).toContainText('100% complete: every part taken.');
  const stake = page.getByRole('region', { name: 'At stake' });
  await expect(stake).toContainText('$204,000');
  await expect(stake.getByRole('listitem')).toHaveText([
    /Customer concentration\s*\$120,000/,
    /Staff turnover\s*\$45,000/,
    /No exit or succession plan\s*\$30,000/,
  ]);
  const plan = page.getByRole('region', { name: 'Your 90-day plan' });
  await expect(plan.getByRole('listitem')).toHaveCount(report.plan.length);
  for (const action of report.plan) {
    await expect(plan.getByRole('heading', { name: action.title })).toBeVisible();
    await expect(plan.getByText(action.why)).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'How the score is worked out' })).toContainText('brand 35 %');
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'exitwealth-member');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF report' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^exitcraft-exit-readiness-\d{4}-\d{2}-\d{2}\.pdf$/);
  const pdf = readFileSync(await download.path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  if (shotDir) {
    mkdirSync(shotDir, { recursive: true });
    await download.saveAs(`${shotDir}/exit-readiness-report.pdf`);
    // the pages as images, for a person to look at (poppler-utils)
    execFileSync('pdftoppm', ['-r', '60', '-png', `${shotDir}/exit-readiness-report.pdf`, `${shotDir}/report-page`]);
  }

  // the brand tool page: completed, View Result, and the history with its trend
  await page.goto('/brand-diagnostic-details');
  await expect(page.getByRole('heading', { level: 1, name: 'Brand Assessment' })).toBeVisible();
  const status = page.getByRole('region', { name: 'Your status' });
  await expect(status).toContainText('Completed on');
  await expect(status).toContainText('62.5 / 100');
  await expect(status.getByRole('link', { name: 'Retake' })).toHaveAttribute('href', '/brandassignment');
  await expect(status.getByRole('link', { name: 'View Result' })).toHaveAttribute('href', '/dashboard/results/brand');
  const history = page.getByRole('region', { name: 'Your submissions' });
  await expect(history.getByRole('img', { name: /from 50\.0 \/ 100 .* to 62\.5 \/ 100/ })).toBeVisible();
  await expect(history.getByRole('row')).toHaveCount(3);
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'tool-brand-member');
});

test('a guest sees their own score and plan, and what the PDF holds with "Upgrade Plan"', async ({ page, request }) => {
  const user = await registerThroughApi(request, { fullName: 'Grace Guest' });
  // a draft only: the tool page says how far it got
  const draft = await request.put('/assessments/diagnostic/draft/', {
    headers: headersOf(user),
    data: { answers: { logo_1: 'Y', logo_2: 'N', logo_3: 'Y', logo_4: 'Y' }, current_section: 1 },
  });
  expect(draft.ok(), await draft.text()).toBe(true);
  await signInBrowser(page, user);

  await page.goto('/exitwealth');
  await expect(page.getByRole('region', { name: 'Exit Readiness Score' })).toContainText('Not available yet');
  await expect(page.getByRole('region', { name: 'Exit Readiness Score' })).toContainText('0% complete');
  await expect(page.getByRole('region', { name: 'At stake' })).toContainText('Missing');
  const plan = page.getByRole('region', { name: 'Your 90-day plan' });
  await expect(plan.getByRole('heading', { name: 'Work out what your issues cost' })).toBeVisible();
  const pdf = page.getByRole('region', { name: 'Exit Readiness Report (PDF)' });
  await expect(pdf).toContainText('One page per assessment with its chart and table');
  await expect(pdf.getByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute('href', '/pricing-plan');
  await expect(pdf.getByRole('button', { name: 'Download PDF report' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'exitwealth-guest');

  await page.goto('/brandassets');
  const status = page.getByRole('region', { name: 'Your status' });
  // 4 of 32 answered
  await expect(status).toContainText('at 13% answered');
  await expect(status.getByRole('link', { name: 'Resume' })).toHaveAttribute('href', '/brand-diagnostic');
  await expect(status.getByRole('link', { name: 'View Result' })).toHaveCount(0);
});

test('a signed-out visitor sees the overview of /roicalculation with "Register for Free" and "Login"', async ({
  page,
}) => {
  await page.goto('/roicalculation');
  await expect(page.getByRole('heading', { level: 1, name: 'ROI/COI Calculator' })).toBeVisible();
  const overview = page.getByRole('region', { name: 'Overview' });
  const questions = instruments.roi.sections.reduce((sum, section) => sum + section.items.length, 0);
  await expect(overview).toContainText(`${questions} in ${instruments.roi.sections.length} sections`);
  await expect(overview).toContainText('About 20 minutes');
  await expect(page.getByRole('link', { name: 'Register for Free' })).toHaveAttribute(
    'href',
    '/auth?plan=guest&view=register',
  );
  await expect(page.getByRole('main').getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth?view=login');
  await expect(page.getByRole('region', { name: 'Your status' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'tool-roi-visitor');

  await page.goto('/exitwealth');
  await expect(page.getByRole('region', { name: 'How the score is worked out' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Register for Free' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
