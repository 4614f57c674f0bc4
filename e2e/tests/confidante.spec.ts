import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { makeMember, registerThroughApi, signInBrowser, uniqueEmail } from '../support/accounts.ts';
import { expect, expectNoSeriousA11yViolations, test, widths } from '../support/fixtures.ts';

test.describe.configure({ timeout: 90_000 });

const shots = `/tmp/shots-confidante`;
mkdirSync(shots, { recursive: true });

/**
 * Asks as a member does: the Send button is enabled only once the previous answer has settled (its
 * conversation read again), and Enter in the meantime sends nothing, so wait for it as a person
 * would; the box empties when the question has gone.
 */
async function ask(page: Page, question: string) {
  const box = page.getByRole('textbox', { name: 'Your question' });
  await box.fill(question);
  await expect(page.getByRole('button', { name: 'Send' })).toBeEnabled();
  await box.press('Enter');
  await expect(box).toHaveValue('');
}

test('a member asks Confidante in library mode and sees the answer stream in with its sources', async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize({ width: widths.desktop, height: 900 });
  const user = await registerThroughApi(page.request, { email: uniqueEmail('confidante'), fullName: 'Ada Lovelace' });
  await makeMember(page.request, user);
  await signInBrowser(page, user);
  // count the answer's events as the page's own fetch receives them (Chromium keeps no body of a
  // text/event-stream response for the test to read afterwards)
  await page.addInitScript(() => {
    const seen = { deltas: 0, contentType: '' };
    Object.assign(window, { confidanteStream: seen });
    const original = window.fetch.bind(window);
    window.fetch = async (...args) => {
      const response = await original(...args);
      if (!String(args[0]).includes('/messages/') || !response.body) return response;
      seen.contentType = response.headers.get('content-type') ?? '';
      const [mine, theirs] = response.body.tee();
      void new Response(mine).text().then((text) => {
        seen.deltas += text.match(/^event: delta$/gm)?.length ?? 0;
      });
      return new Response(theirs, { status: response.status, headers: response.headers });
    };
  });

  await page.goto('/aiagent');
  await expect(page.getByRole('heading', { name: 'Confidante', level: 1 })).toBeVisible();
  await expect(page.getByText('Library mode — answers quote Exitcraft’s own material')).toBeVisible();
  await expect(page.getByText('No conversations yet. Ask your first question below.')).toBeVisible();

  // Shift+Enter makes a new line, Enter sends
  const box = page.getByRole('textbox', { name: 'Your question' });
  await box.fill('How much of business value');
  await box.press('Shift+Enter');
  await box.pressSequentially('sits in intangible assets?');
  await expect(box).toHaveValue('How much of business value\nsits in intangible assets?');
  await box.press('Enter');

  const thread = page.getByRole('log', { name: 'Conversation' });
  const answer = thread.getByRole('article', { name: 'Confidante’s answer' });
  await expect(answer).toContainText('Library mode: here is what Exitcraft’s own material says');
  await expect(answer).toContainText('Intangible assets accounted for 84%');
  await expect(answer.getByRole('list', { name: 'Sources' }).getByRole('link').first()).toBeVisible();
  await expect(box).toHaveValue('');
  const stream = (await page.evaluate(() => (window as unknown as { confidanteStream: unknown }).confidanteStream)) as {
    deltas: number;
    contentType: string;
  };
  expect(stream.contentType).toContain('text/event-stream');
  expect(stream.deltas).toBeGreaterThan(5);
  await expect(page).toHaveURL(/\/aiagent\/[0-9a-f-]{36}$/);

  // the first question names the conversation in the panel
  const panel = page.getByRole('navigation', { name: 'Conversations' });
  const title = 'How much of business value sits in intangible assets?';
  await expect(panel.getByRole('link', { name: title })).toHaveAttribute('aria-current', 'page');

  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `${shots}/member-1280.png`, fullPage: true });

  // rename, then delete after the confirmation
  await panel.getByRole('button', { name: `Rename “${title}”` }).click();
  const renameDialog = page.getByRole('dialog', { name: 'Rename conversation' });
  await renameDialog.getByLabel('Conversation name').fill('Intangibles');
  await renameDialog.getByRole('button', { name: 'Save' }).click();
  await expect(panel.getByRole('link', { name: 'Intangibles' })).toBeVisible();

  await page.setViewportSize({ width: widths.phone, height: 800 });
  await ask(page, 'Can I get a refund?');
  await expect(thread.getByRole('article', { name: 'Confidante’s answer' }).last()).toContainText(
    'all sales are final',
  );
  // at 375 px the panel folds behind a button
  await expect(panel.getByRole('link', { name: 'Intangibles' })).toBeHidden();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `${shots}/member-375.png`, fullPage: true });
  await panel.getByRole('button', { name: 'Intangibles' }).click();
  await expect(panel.getByRole('link', { name: 'Intangibles' })).toBeVisible();
  await page.screenshot({ path: `${shots}/member-375-panel.png`, fullPage: true });

  await panel.getByRole('button', { name: 'Delete “Intangibles”' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this conversation?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/aiagent$/);
  await expect(page.getByText('No conversations yet. Ask your first question below.')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a guest sees what Confidante does and Upgrade Plan, with no composer', async ({ page }) => {
  const user = await registerThroughApi(page.request, { email: uniqueEmail('confidante-guest') });
  await signInBrowser(page, user);
  for (const width of [widths.desktop, widths.phone]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/aiagent');
    await expect(page.getByRole('heading', { name: 'Confidante is for members' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Upgrade Plan' }).last()).toHaveAttribute('href', '/pricing-plan');
    await expect(page.getByRole('textbox', { name: 'Your question' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `${shots}/guest-${width}.png`, fullPage: true });
  }
  // the server refuses too, not only the page
  const refused = await page.request.get('/confidante/conversations/', {
    headers: { authorization: `Bearer ${user.tokens.access}` },
  });
  expect(refused.status()).toBe(403);
});
