import { coiPageCopy, researchCategories } from '@exitcraft/shared/content/research';
import type { Page, Route } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test, widths } from '../support/fixtures.ts';

const fileId = '1AbCdEfGhIjK_lmn-OPqrs';
const fixture = [
  {
    category: 'Planning & Strategy',
    research_points: [
      { name: 'Fixture plans', statistics: [{ context: 'Plans sentence (Fixture Survey, 2024).', URL: '' }] },
      {
        name: 'Fixture report',
        statistics: [
          { context: 'Report sentence one (Fixture Survey, 2024).', URL: '' },
          { context: 'Report sentence two.', URL: `https://drive.google.com/open?id=${fileId}` },
          { context: 'A later link is not used.', URL: 'https://example.org/later.pdf' },
        ],
      },
    ],
  },
  {
    category: 'Life after Exit',
    research_points: [
      { name: 'Fixture raw link', statistics: [{ context: 'Raw sentence.', URL: 'https://example.org/study.pdf' }] },
    ],
  },
  { category: '', research_points: [{ name: 'Fixture general', statistics: [{ context: 'General.', URL: '' }] }] },
];

const allPointCount = researchCategories.reduce((sum, entry) => sum + entry.research_points.length, 0);
const firstBundled = researchCategories[0]?.research_points[0]?.name ?? '';

function serve(status: number, body: unknown) {
  return (route: Route) => route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
}

const filters = (page: Page) => page.getByRole('group', { name: coiPageCopy.filterLabel });
const findings = (page: Page) => page.getByRole('list', { name: /^Research findings/ });
/** The disclosure buttons of the findings list, in order. */
const rows = (page: Page) => findings(page).getByRole('button');
const row = (page: Page, name: string) => findings(page).getByRole('button', { name: new RegExp(name) });
/** A row is announced as "01. Name …": the number is part of its accessible name. */
const numbered = (number: string, name: string) => new RegExp(`^${number}\\.\\s*${name}`);

async function openWithFixture(page: Page) {
  await page.route('**/api-statistics/', serve(200, fixture));
  await page.goto('/coi');
  await expect(row(page, 'Fixture plans')).toBeVisible();
}

test('shows the headline claims and the research from the server, first row open', async ({ page }) => {
  await page.goto('/coi');
  await expect(page).toHaveTitle(/^Cost of Inaction/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', coiPageCopy.metaDescription);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(coiPageCopy.heading);
  await expect(page.getByText("You didn't get into business to LOSE...right?")).toBeVisible();
  await expect(page.getByText('84%', { exact: true })).toBeVisible();
  await expect(page.getByText(/Ocean Tomo, Intangible Asset Market Value Study \(2015\)/)).toBeVisible();

  await expect(filters(page).getByRole('button')).toHaveText([
    'All',
    ...researchCategories.map((entry) => entry.category).filter(Boolean),
  ]);
  await expect(filters(page).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  await expect(rows(page)).toHaveCount(allPointCount);
  await expect(rows(page).first()).toHaveAttribute('aria-expanded', 'true');
  await expect(rows(page).first()).toHaveAccessibleName(numbered('01', firstBundled));
  await expect(rows(page).last()).toHaveAccessibleName(new RegExp(`^${allPointCount}\\.`));
  await expect(rows(page).last()).toContainText('General Statistics');
});

test('filters by category, numbers from 01 and opens the first row each time', async ({ page }) => {
  await openWithFixture(page);
  await expect(rows(page)).toHaveCount(4);
  await expect(rows(page).nth(0)).toHaveAccessibleName(numbered('01', 'Fixture plans'));
  await expect(rows(page).nth(2)).toHaveAccessibleName(numbered('03', 'Fixture raw link'));
  await expect(rows(page).nth(3)).toHaveAccessibleName(numbered('04', 'Fixture general'));
  // the unnamed category has no button of its own
  await expect(filters(page).getByRole('button')).toHaveText(['All', 'Planning & Strategy', 'Life after Exit']);

  await row(page, 'Fixture report').click();
  await filters(page).getByRole('button', { name: 'Life after Exit' }).click();
  await expect(filters(page).getByRole('button', { name: 'Life after Exit' })).toHaveAttribute('aria-pressed', 'true');
  await expect(filters(page).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toHaveAccessibleName(numbered('01', 'Fixture raw link'));
  await expect(rows(page).first()).toHaveAttribute('aria-expanded', 'true');

  await filters(page).getByRole('button', { name: 'Planning & Strategy' }).click();
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).nth(0)).toHaveAccessibleName(numbered('01', 'Fixture plans'));
  await expect(rows(page).nth(1)).toHaveAccessibleName(numbered('02', 'Fixture report'));
  await expect(row(page, 'Fixture plans')).toHaveAttribute('aria-expanded', 'true');
  await expect(row(page, 'Fixture report')).toHaveAttribute('aria-expanded', 'false');
});

test('keeps one row open at a time, by mouse and by keyboard', async ({ page }) => {
  await openWithFixture(page);
  await row(page, 'Fixture report').click();
  await expect(row(page, 'Fixture report')).toHaveAttribute('aria-expanded', 'true');
  await expect(row(page, 'Fixture plans')).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText('Report sentence one (Fixture Survey, 2024).')).toBeVisible();
  await expect(page.getByText('Plans sentence (Fixture Survey, 2024).')).toBeHidden();
  await expect(findings(page).getByRole('button', { expanded: true })).toHaveCount(1);

  const panelId = await row(page, 'Fixture report').getAttribute('aria-controls');
  await expect(page.locator(`#${panelId}`)).toBeVisible();

  await row(page, 'Fixture general').focus();
  await page.keyboard.press('Enter');
  await expect(row(page, 'Fixture general')).toHaveAttribute('aria-expanded', 'true');
  await expect(row(page, 'Fixture report')).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Space');
  await expect(findings(page).getByRole('button', { expanded: true })).toHaveCount(0);
});

test('View PDF and Download open the viewer and direct-download forms of the first link', async ({ page }) => {
  // the drive itself is outside this machine: answer for it
  await page
    .context()
    .route('https://drive.google.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/plain', body: 'document' }),
    );
  await openWithFixture(page);
  await expect(page.getByRole('link', { name: /View PDF/ })).toHaveCount(0);
  await row(page, 'Fixture report').click();

  const view = page.getByRole('link', { name: /View PDF/ });
  const download = page.getByRole('link', { name: /Download/ });
  await expect(view).toHaveAttribute('href', `https://drive.google.com/file/d/${fileId}/view`);
  await expect(download).toHaveAttribute('href', `https://drive.google.com/uc?export=download&id=${fileId}`);

  const [viewer] = await Promise.all([page.waitForEvent('popup'), view.click()]);
  await expect.poll(() => viewer.url()).toBe(`https://drive.google.com/file/d/${fileId}/view`);
  await viewer.close();
  const [downloader] = await Promise.all([page.waitForEvent('popup'), download.click()]);
  await expect.poll(() => downloader.url()).toBe(`https://drive.google.com/uc?export=download&id=${fileId}`);
  await downloader.close();

  // a link that is not a drive file opens as it is
  await filters(page).getByRole('button', { name: 'Life after Exit' }).click();
  await expect(page.getByRole('link', { name: /View PDF/ })).toHaveAttribute('href', 'https://example.org/study.pdf');
  await expect(page.getByRole('link', { name: /Download/ })).toHaveAttribute('href', 'https://example.org/study.pdf');
});

test('keeps the bundled research when the endpoint fails, and only warns', async ({ page, consoleErrors }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.route('**/api-statistics/', serve(500, { code: 'internal_error', message: 'Down.' }));
  await page.goto('/coi');
  await expect(row(page, firstBundled)).toHaveAttribute('aria-expanded', 'true');
  await expect.poll(() => warnings.some((text) => text.includes('Research list not loaded'))).toBe(true);
  await expect(rows(page)).toHaveCount(allPointCount);
  // the browser reports the 500 itself; that line is expected, nothing else may be there
  const unexpected = consoleErrors.filter((text) => !/Failed to load resource.*500/.test(text));
  consoleErrors.length = 0;
  expect(unexpected).toEqual([]);
});

test('says no data is available, naming the endpoint, when the list is empty', async ({ page }) => {
  await page.route('**/api-statistics/', serve(200, []));
  await page.goto('/coi');
  await expect(page.getByText('No data available from /api-statistics/')).toBeVisible();
  await expect(findings(page)).toHaveCount(0);
});

for (const width of [widths.phone, widths.desktop]) {
  test(`has no serious accessibility violations at ${width}px with a row open`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openWithFixture(page);
    await row(page, 'Fixture report').click();
    await expect(page.getByRole('link', { name: /View PDF/ })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);
  });
}
