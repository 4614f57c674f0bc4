import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { makeMember, registerThroughApi, signInBrowser, uniqueEmail } from '../support/accounts.ts';
import { expect, expectNoSeriousA11yViolations, test, widths } from '../support/fixtures.ts';

const shots = process.env.SHOTS_DIR ?? '/tmp/shots-community';

test.describe.configure({ timeout: 90_000 });

async function openChat(page: Page) {
  await page.goto('/groupchat');
  await expect(page.getByRole('heading', { level: 1, name: 'Anonymous Group Chat' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
}

test('a member posts and a guest in another browser sees it live, with no composer', async ({ page, otherBrowser }) => {
  mkdirSync(shots, { recursive: true });
  const member = await registerThroughApi(page.request, {
    email: uniqueEmail('chat-member'),
    fullName: 'Ada Lovelace',
  });
  await makeMember(page.request, member);
  await signInBrowser(page, member);

  const guestPage = await otherBrowser();
  const guest = await registerThroughApi(guestPage.request, {
    email: uniqueEmail('chat-guest'),
    fullName: 'Grace Hopper',
  });
  await signInBrowser(guestPage, guest);

  await page.setViewportSize({ width: widths.desktop, height: 900 });
  await guestPage.setViewportSize({ width: widths.desktop, height: 900 });
  await openChat(page);
  await openChat(guestPage);

  // the guest reads but cannot post: an explanation and Upgrade Plan instead of the composer
  await expect(guestPage.getByRole('textbox', { name: 'Message' })).toHaveCount(0);
  await expect(guestPage.getByRole('heading', { name: 'Members post, guests listen' })).toBeVisible();
  await expect(guestPage.getByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute('href', '/pricing-plan');

  const text = `Selling next spring, any advice on earn-outs? See https://example.com/earn-outs ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Message' }).fill(text);
  await page.getByRole('button', { name: /^Send/ }).click();
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  const mine = page.getByRole('log', { name: 'Messages in General' }).getByRole('listitem').filter({ hasText: text });
  await expect(mine).toContainText(member.username);

  // live, without a reload, under the member's alias only
  const seen = guestPage
    .getByRole('log', { name: 'Messages in General' })
    .getByRole('listitem')
    .filter({ hasText: text });
  await expect(seen).toBeVisible({ timeout: 5000 });
  await expect(seen).toContainText(member.username);
  await expect(seen).not.toContainText('Ada Lovelace');
  await expect(seen.getByRole('link', { name: 'https://example.com/earn-outs' })).toHaveAttribute(
    'rel',
    'noopener nofollow',
  );

  // the guest's menu offers Report, not Delete
  await seen.getByRole('button', { name: /Message actions/ }).click();
  await expect(seen.getByRole('button', { name: 'Report' })).toBeVisible();
  await expect(seen.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await guestPage.keyboard.press('Escape');

  await expectNoSeriousA11yViolations(page);
  await expectNoSeriousA11yViolations(guestPage);
  // two browsers side by side: each draws its frame for a screenshot only in front
  await page.bringToFront();
  await page.screenshot({ path: `${shots}/member-1280.png` });
  await guestPage.bringToFront();
  await guestPage.screenshot({ path: `${shots}/guest-1280.png` });

  // the author deletes it, and it leaves the guest's page live
  await mine.getByRole('button', { name: /Message actions/ }).click();
  await mine.getByRole('button', { name: 'Delete' }).click();
  await expect(seen).toHaveCount(0, { timeout: 5000 });

  // at 375 px the channels become a select
  await page.setViewportSize({ width: widths.phone, height: 800 });
  await guestPage.setViewportSize({ width: widths.phone, height: 800 });
  await expect(page.getByRole('navigation', { name: 'Channels' })).toBeHidden();
  await page.getByLabel('Channel', { exact: true }).selectOption('valuation-and-deals');
  await expect(page.getByRole('heading', { name: '# Valuation & Deals' })).toBeVisible();
  await expect(page.getByRole('log')).toHaveCount(1);
  await page.getByRole('textbox', { name: 'Message' }).fill('Anyone sold with a 4x multiple?');
  await page.getByRole('textbox', { name: 'Message' }).press('Enter');
  // another channel's message counts as unread for the guest
  await expect(guestPage.getByLabel('Channel', { exact: true })).toContainText('Valuation & Deals (1 unread)', {
    timeout: 5000,
  });
  await expectNoSeriousA11yViolations(page);
  await expectNoSeriousA11yViolations(guestPage);
  await page.bringToFront();
  await page.screenshot({ path: `${shots}/member-375.png`, fullPage: true });
  await guestPage.bringToFront();
  await guestPage.screenshot({ path: `${shots}/guest-375.png`, fullPage: true });
});
