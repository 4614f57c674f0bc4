import { instruments } from '@exitcraft/shared/content/assessments/index';
import { noPeerGroupMessage, notEnoughPeersMessage } from '@exitcraft/shared/content/benchmarks';
import { registerThroughApi, signInBrowser } from '../support/accounts.ts';
import { expect, expectNoSeriousA11yViolations, test, widths } from '../support/fixtures.ts';

/** Issue 30: a result view says how the owner compares and draws the headline over retakes. */
test.describe.configure({ timeout: 120_000 });

const shotDir = process.env.E2E_SHOT_DIR;

const bySection = (values: Record<string, number>) =>
  Object.fromEntries(
    instruments.brand.sections.flatMap((section) => section.items.map((item) => [item.id, values[section.id]!])),
  );

test('the brand result compares the owner (not enough peers yet today) and charts the headline over retakes', async ({
  page,
  request,
}) => {
  const user = await registerThroughApi(request, { fullName: 'Ada Compare' });
  const headers = { authorization: `Bearer ${user.tokens.access}` };
  // two takes: 50, then 62.5 (100, 25, 75, 50)
  for (const values of [
    { leadership: 3, message: 3, operations: 3, artifacts: 3 },
    { leadership: 5, message: 2, operations: 4, artifacts: 3 },
  ]) {
    const reply = await request.post('/assessments/brand/submissions/', {
      headers,
      data: { answers: bySection(values) },
    });
    expect(reply.status(), await reply.text()).toBe(201);
  }
  await signInBrowser(page, user);
  await page.goto('/dashboard/results/brand');

  const compare = page.getByRole('region', { name: 'How you compare' });
  // today's figures are frozen at the day's start: nobody (this owner included) counts yet
  // the day's first request builds the day's distributions first (decision 038): slower on a loaded machine
  await expect(compare).toContainText(`Your latest result: ${notEnoughPeersMessage}`, { timeout: 45_000 });
  await expect(compare).toContainText(noPeerGroupMessage);
  await expect(compare).toContainText('a group of fewer than 10 owners is never shown');
  // no section can be compared either: they are not listed one by one
  await expect(compare.getByRole('listitem')).toHaveCount(0);

  const trend = page.getByRole('region', { name: 'Your headline over your retakes' });
  await expect(trend.getByRole('img')).toHaveCount(1);
  await expect(trend.getByRole('img')).toHaveAccessibleName(
    /from 50\.0 \/ 100 on .* to 62\.5 \/ 100 on .*, 2 submissions\./,
  );
  await expect(trend.getByRole('table')).toContainText('62.5 / 100');

  await expectNoSeriousA11yViolations(page);
  if (shotDir) {
    for (const width of [widths.phone, widths.desktop]) {
      await page.setViewportSize({ width, height: 900 });
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `${shotDir}/benchmarks-brand-result-${width}.png`, fullPage: true });
      // the two new sections on their own, at the width's real size
      await compare.screenshot({ path: `${shotDir}/benchmarks-compare-${width}.png` });
      await trend.screenshot({ path: `${shotDir}/benchmarks-trend-${width}.png` });
    }
  }
});
