import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { registerThroughApi, signInBrowser, uniqueEmail } from '../support/accounts.ts';
import { expect, expectNoSeriousA11yViolations, test, widths } from '../support/fixtures.ts';

/*
 * Issue 31, Settings → "Your data": an export asked for on the screen is built in the background
 * and downloads as a ZIP that opens; a deletion asked for with the password signs the person out,
 * and signing in again cancels it (the screen says none is pending, the mail says it was cancelled).
 * Screenshots at 375 and 1280 px, axe on the page and on the dialog.
 */

test.describe.configure({ timeout: 120_000 });

const shots = process.env.SHOTS_DIR ?? '/tmp/shots-your-data';

async function subjects(request: APIRequestContext, email: string): Promise<string[]> {
  const reply = await request.get(`/dev/mailbox?to=${encodeURIComponent(email)}`);
  return ((await reply.json()) as { messages: { subject: string }[] }).messages.map((m) => m.subject);
}

async function openYourData(page: Page) {
  await page.goto('/setting');
  await page.getByRole('link', { name: /Your data/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your data' })).toBeVisible();
}

for (const width of [widths.desktop, widths.phone]) {
  test(`an export is prepared in the background and downloads as a ZIP that opens (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const user = await registerThroughApi(page.request, { email: uniqueEmail('export') });
    await signInBrowser(page, user);
    await openYourData(page);
    await expect(page.getByText('You have not asked for an export yet.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `${shots}/your-data-${width}.png`, fullPage: true });

    await page.getByRole('button', { name: 'Prepare my data' }).click();
    const download = page.getByRole('button', { name: 'Download ZIP' });
    await expect(download).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => subjects(page.request, user.email)).toContain('Your Exitcraft data export is ready');
    await page.screenshot({ path: `${shots}/your-data-ready-${width}.png`, fullPage: true });

    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toMatch(/^exitcraft-your-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const folder = mkdtempSync(path.join(tmpdir(), 'your-data-e2e-'));
    const saved = path.join(folder, 'export.zip');
    await file.saveAs(saved);
    const listing = execFileSync('unzip', ['-Z1', saved], { encoding: 'utf8' }).split('\n');
    expect(listing).toEqual(expect.arrayContaining(['index.json', 'profile.json', 'submissions.json', 'sign-in-history.json']));
    execFileSync('unzip', ['-q', saved, 'profile.json', '-d', folder]);
    expect(JSON.parse(readFileSync(path.join(folder, 'profile.json'), 'utf8'))).toMatchObject({ email: user.email });
  });
}

test('a deletion asked for with the password signs out; signing in again cancels it (375 px)', async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize({ width: widths.phone, height: 800 });
  const user = await registerThroughApi(page.request, { email: uniqueEmail('delete') });
  await signInBrowser(page, user);
  await openYourData(page);
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radio', { name: /Keep them/ })).toBeChecked();
  await dialog.getByRole('radio', { name: 'Delete them' }).check();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `${shots}/your-data-delete-dialog-375.png` });

  await dialog.getByLabel('Current Password', { exact: true }).fill(user.password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText(/^Your account will be deleted on .+\. Sign in before then to cancel\.$/)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Account menu for/ })).toHaveCount(0);
  await expect.poll(() => subjects(page.request, user.email)).toContain('Your Exitcraft account will be deleted');
  // every session ended at once: the tokens the browser started with are refused
  const refused = await page.request.get('/profile/', { headers: { authorization: `Bearer ${user.tokens.access}` } });
  expect(refused.status()).toBe(401);

  await page.goto('/auth?view=login');
  await page.getByLabel('Email or Username').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('button', { name: /^Account menu for/ })).toBeVisible();
  await expect
    .poll(() => subjects(page.request, user.email))
    .toContain('The deletion of your Exitcraft account was cancelled');
  // the sessions ended by the deletion answer 401 to the sign-out's own call, as they should
  const kept = consoleErrors.filter((text) => !text.includes('status of 401'));
  consoleErrors.splice(0, consoleErrors.length, ...kept);
});
