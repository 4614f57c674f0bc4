import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  makeMember,
  registerThroughApi,
  type RegisteredUser,
  signInBrowser,
  staffTokens,
  uniqueEmail,
} from '../support/accounts.ts';
import { expect, expectNoSeriousA11yViolations, test, widths } from '../support/fixtures.ts';
import { staffEmail, staffPassword } from '../support/staff-account.ts';

/** Issue 18: the back office at /staff, for the staff account apps/server/test/e2e-seed.ts makes. */
const shotDir = process.env.E2E_SHOT_DIR;

async function screenshots(page: Page, name: string) {
  if (!shotDir) return;
  for (const width of [widths.phone, widths.desktop]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${shotDir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: widths.desktop, height: 900 });
}

/** The step-up's first try is refused with 403 on purpose; the page then asks for the password. */
function allowStepUpRefusal(consoleErrors: string[]) {
  const kept = consoleErrors.filter((text) => !/status of 403/.test(text));
  consoleErrors.splice(0, consoleErrors.length, ...kept);
}

/** A person whose company name carries a tag no other test uses, so a search finds only them. */
async function personWithCompany(request: APIRequestContext, tag: string): Promise<RegisteredUser> {
  const person = await registerThroughApi(request, { email: uniqueEmail('staffed'), fullName: 'Ada Founder' });
  const profile = await request.put('/profile/', {
    headers: { authorization: `Bearer ${person.tokens.access}` },
    data: {
      full_name: 'Ada Founder',
      phone_number: '+14165550199',
      website_name: 'ada.example.com',
      company_name: `${tag} Holdings, Inc.`,
      country: 'Canada',
      password: person.password,
    },
  });
  expect(profile.ok(), await profile.text()).toBe(true);
  return person;
}

async function signInStaff(page: Page, request: APIRequestContext) {
  const tokens = await staffTokens(request);
  await signInBrowser(page, { email: staffEmail, password: staffPassword, username: '', fullName: '', tokens });
}

test('a staff user opens the overview', async ({ page, request }) => {
  await signInStaff(page, request);
  await page.goto('/staff');
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
  await expect(page.getByText('Revenue, last 30 days')).toBeVisible();
  await screenshots(page, 'staff-overview');
  await expectNoSeriousA11yViolations(page);
});

test('a staff user finds a person by part of the company name and exports the view as CSV', async ({
  page,
  request,
}) => {
  const tag = `Quillfeather${Date.now().toString(36)}`;
  const person = await personWithCompany(request, tag);
  await signInStaff(page, request);

  await page.goto('/staff');
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'People' }).click();
  await expect(page).toHaveURL(/\/staff\/people$/);
  await page.getByLabel('Search email, name, alias or company').fill(tag.slice(0, 14).toLowerCase());
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`q=${tag.slice(0, 14).toLowerCase()}`));
  await expect(page.getByRole('link', { name: 'Ada Founder' })).toHaveCount(1);
  await screenshots(page, 'staff-people');
  await expectNoSeriousA11yViolations(page);

  // the CSV of this view: the header and exactly this person
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^people-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path()) as string, 'utf8')
    .trim()
    .split('\n');
  expect(csv[0]).toBe('id,email,full_name,username,company_name,country,paid,is_staff,email_verified,created_at');
  expect(csv).toHaveLength(2);
  expect(csv[1]).toContain(`${person.email},Ada Founder,`);
  expect(csv[1]).toContain(`"${tag} Holdings, Inc.",Canada,false,false,true,`);
});

test('a staff user grants a membership with step-up and sees it audited', async ({ page, request, consoleErrors }) => {
  const tag = `Quillgrant${Date.now().toString(36)}`;
  const person = await personWithCompany(request, tag);
  await signInStaff(page, request);

  await page.goto(`/staff/people?q=${tag.toLowerCase()}`);
  await page.getByRole('link', { name: 'Ada Founder' }).click();
  await expect(page.getByRole('heading', { name: 'Ada Founder' })).toBeVisible();
  await page.getByRole('button', { name: 'Grant membership' }).click();
  const dialog = page.getByRole('dialog', { name: 'Grant membership' });
  await expect(dialog).toContainText('No payment is taken.');
  await dialog.getByRole('button', { name: 'Grant membership' }).click();
  await expect(dialog.getByText('Give a reason.')).toBeVisible();
  await dialog.getByLabel('Reason (kept in the audit log)').fill('Comp for the launch webinar');
  await dialog.getByRole('button', { name: 'Grant membership' }).click();

  const stepUp = page.getByRole('dialog', { name: 'Confirm it is you' });
  await expect(stepUp).toBeVisible();
  await screenshots(page, 'staff-step-up');
  await expectNoSeriousA11yViolations(page);
  await stepUp.getByLabel('Your password', { exact: true }).fill('not the password');
  await stepUp.getByRole('button', { name: 'Confirm and continue' }).click();
  await expect(stepUp.getByText('That password is not right.')).toBeVisible();
  await stepUp.getByLabel('Your password', { exact: true }).fill(staffPassword);
  await stepUp.getByRole('button', { name: 'Confirm and continue' }).click();
  await expect(stepUp).toBeHidden();
  await expect(page.getByText('Membership granted.', { exact: true })).toBeVisible();
  // the refused first try opened the password dialog, not an error toast
  await expect(page.locator('[data-sonner-toast][data-type="error"]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Revoke membership' })).toBeVisible();
  await screenshots(page, 'staff-person');
  allowStepUpRefusal(consoleErrors);
  // the wrong password's 401
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((text) => !/status of 401/.test(text)));

  const me = (await (
    await request.get('/extract-user-data/', { headers: { authorization: `Bearer ${person.tokens.access}` } })
  ).json()) as { user_data: { paid: boolean } };
  expect(me.user_data.paid).toBe(true);

  // the audit log shows the grant, who did it and why
  await page.getByRole('link', { name: 'Audit log' }).click();
  await page.getByLabel('Action').selectOption('membership.grant');
  await expect(page).toHaveURL(/\/staff\/audit\?action=membership\.grant$/);
  const newest = page.getByRole('listitem').filter({ hasText: 'Membership granted' }).first();
  await expect(newest).toContainText(staffEmail);
  await expect(newest).toContainText('reason “Comp for the launch webinar”');
  await screenshots(page, 'staff-audit');
  await expectNoSeriousA11yViolations(page);
});

test('a staff user refunds a payment: step-up, confirm, the member is a guest again', async ({
  page,
  request,
  consoleErrors,
}) => {
  const buyer = await registerThroughApi(request, { email: uniqueEmail('refunded'), fullName: 'Rene Refund' });
  const headers = { authorization: `Bearer ${buyer.tokens.access}` };
  // 100% off (seeded before the server starts): a completed payment of the local checkout at once
  expect((await request.post('/coupons/', { headers, data: { code: 'E2E-FREE' } })).ok()).toBe(true);
  const checkout = await request.post('/api/create-checkout-session/', {
    headers,
    data: {
      amount: 0,
      product_name: 'Exitcraft Membership',
      billing_info: { fullName: buyer.fullName, email: buyer.email, companyName: '' },
      coupon_code: 'E2E-FREE',
    },
  });
  expect(checkout.ok(), await checkout.text()).toBe(true);

  const tokens = await staffTokens(request);
  await signInBrowser(page, { email: staffEmail, password: staffPassword, username: '', fullName: '', tokens });
  await page.goto('/staff/payments');
  await page.getByLabel('Status').selectOption('paid');
  await expect(page).toHaveURL(/\/staff\/payments\?status=paid$/);
  await page.getByRole('button', { name: `Refund $0 to ${buyer.email}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Refund this payment' });
  await expect(dialog).toContainText('This cannot be undone.');
  await dialog.getByLabel('Reason (kept in the audit log)').fill('Duplicate account');
  await dialog.getByRole('button', { name: 'Refund' }).click();
  const stepUp = page.getByRole('dialog', { name: 'Confirm it is you' });
  await stepUp.getByLabel('Your password', { exact: true }).fill(staffPassword);
  await stepUp.getByRole('button', { name: 'Confirm and continue' }).click();
  await expect(page.getByText('Payment refunded.', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: `Refund $0 to ${buyer.email}` })).toHaveCount(0);
  await screenshots(page, 'staff-payments');
  await expectNoSeriousA11yViolations(page);
  allowStepUpRefusal(consoleErrors);

  const me = (await (await request.get('/extract-user-data/', { headers })).json()) as { user_data: { paid: boolean } };
  expect(me.user_data.paid).toBe(false);
});

test('a staff user creates a coupon, changes its limit and deactivates it', async ({
  page,
  request,
  consoleErrors,
}) => {
  const code = `STAFF${Date.now().toString(36).toUpperCase()}`;
  const tokens = await staffTokens(request);
  await signInBrowser(page, { email: staffEmail, password: staffPassword, username: '', fullName: '', tokens });
  await page.goto('/staff/coupons');
  await page.getByRole('button', { name: 'New coupon' }).click();
  const form = page.getByRole('dialog', { name: 'New coupon' });
  await form.getByLabel('Code').fill(code.toLowerCase());
  await form.getByLabel('Percent off (1-100)').fill('15');
  await form.getByLabel('Limit of uses (empty: no limit)').fill('5');
  await form.getByRole('button', { name: 'Create coupon' }).click();
  const stepUp = page.getByRole('dialog', { name: 'Confirm it is you' });
  await stepUp.getByLabel('Your password', { exact: true }).fill(staffPassword);
  await stepUp.getByRole('button', { name: 'Confirm and continue' }).click();
  await expect(page.getByText(`Coupon ${code} created.`, { exact: true })).toBeVisible();
  const row = page.getByRole('listitem').filter({ hasText: `${code} · 15% off` });
  await expect(row).toContainText('Active · used 0 of 5 · no expiry');

  await row.getByRole('button', { name: `Change ${code}` }).click();
  const change = page.getByRole('dialog', { name: `Change ${code}` });
  await change.getByLabel('Limit of uses (empty: no limit)').fill('2');
  await change.getByRole('button', { name: 'Save changes' }).click();
  await expect(row).toContainText('used 0 of 2');

  await row.getByRole('button', { name: `Deactivate ${code}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Deactivate this coupon' });
  await expect(confirm).toContainText('stops working at once');
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  await expect(row).toContainText('Deactivated');
  await screenshots(page, 'staff-coupons');
  await expectNoSeriousA11yViolations(page);
  allowStepUpRefusal(consoleErrors);
});

test('a staff user adds, edits and removes research, and /api-statistics/ follows', async ({ page, request }) => {
  const name = `Staff research ${Date.now().toString(36)}`;
  const categories = async () =>
    ((await (await request.get('/api-statistics/')).json()) as { category: string }[]).map((entry) => entry.category);
  const tokens = await staffTokens(request);
  await signInBrowser(page, { email: staffEmail, password: staffPassword, username: '', fullName: '', tokens });
  await page.goto('/staff/research');
  await page.getByRole('button', { name: 'Add category' }).click();
  const form = page.getByRole('dialog', { name: 'Add a research category' });
  await form.getByLabel('Category (empty: shown under All only)').fill(name);
  await form.getByLabel('Point 1 name').fill('Owner dependence');
  await form.getByLabel('Statistic 1 of point 1').fill('58% of buyers discount a business that depends on its owner.');
  await form.getByLabel('Source (https) of statistic 1, point 1').fill('http://example.org/study');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('alert')).toContainText('https');
  await form.getByLabel('Source (https) of statistic 1, point 1').fill('https://example.org/study');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Category added.', { exact: true })).toBeVisible();
  expect(await categories()).toContain(name);
  await screenshots(page, 'staff-research');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit research category' });
  await edit.getByLabel('Category (empty: shown under All only)').fill(`${name} edited`);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Category saved.', { exact: true })).toBeVisible();
  expect(await categories()).toContain(`${name} edited`);

  await page.getByRole('button', { name: `Remove ${name} edited` }).click();
  await page.getByRole('dialog', { name: 'Remove this category' }).getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Category removed.', { exact: true })).toBeVisible();
  expect(await categories()).not.toContain(`${name} edited`);
});

test('a staff user saves the market multiples behind Exit Wealth, with the step-up', async ({
  page,
  request,
  consoleErrors,
}) => {
  const before = await (await request.get('/market-multiples/')).json();
  const tokens = await staffTokens(request);
  await signInBrowser(page, { email: staffEmail, password: staffPassword, username: '', fullName: '', tokens });
  await page.goto('/staff/research');
  const market = page.getByRole('region', { name: 'Market multiples' });
  const first = market.getByRole('group', { name: 'Band 1' });
  await expect(first.getByLabel('From (USD)')).toHaveValue('0');
  // a gap between bands is refused in place, and nothing is sent
  await market.getByRole('group', { name: 'Band 2' }).getByLabel('From (USD)').fill('600000');
  await market.getByRole('button', { name: 'Save market data' }).click();
  await expect(market.getByRole('alert')).toContainText('Each band ends where the next one starts.');
  await market.getByRole('group', { name: 'Band 2' }).getByLabel('From (USD)').fill('500000');
  // an exchange rate added without its figure is refused on its field too
  await expect(market.getByRole('group', { name: 'Exchange rate 1', exact: true }).getByLabel('Rate')).toHaveValue('1.0817');
  await market.getByRole('button', { name: 'Add an exchange rate' }).click();
  const added = market.getByRole('group', { name: 'Exchange rate 13' });
  await expect(added.getByLabel('Currency')).toHaveValue('AED');
  await market.getByRole('button', { name: 'Save market data' }).click();
  await expect(market.getByRole('alert')).toContainText('The rate must be a number above 0.');
  await expect(added.getByLabel('Rate')).toHaveAccessibleDescription('The rate must be a number above 0.');
  // the figures as they ship, saved by staff: the estimate is unchanged, the set is now staff's
  await market.getByRole('button', { name: 'Fill in the bundled figures' }).click();
  await market.getByRole('button', { name: 'Save market data' }).click();
  const stepUp = page.getByRole('dialog', { name: 'Confirm it is you' });
  await stepUp.getByLabel('Your password', { exact: true }).fill(staffPassword);
  await stepUp.getByRole('button', { name: 'Confirm and continue' }).click();
  await expect(page.getByText('Market data saved.', { exact: true })).toBeVisible();
  await expect(market.getByText(/^In use since/)).toBeVisible();
  expect(await (await request.get('/market-multiples/')).json()).toEqual(before);
  await expectNoSeriousA11yViolations(page);
  allowStepUpRefusal(consoleErrors);
});

test('a member reports a community message and a staff user hides it from Moderation, then restores it', async ({
  page,
  request,
}) => {
  const author = await registerThroughApi(request, { email: uniqueEmail('author'), fullName: 'Mo Author' });
  await makeMember(request, author);
  const reader = await registerThroughApi(request, { email: uniqueEmail('reporter'), fullName: 'Rae Reporter' });
  const text = `Cheap loans at loan-shark.example ${Date.now().toString(36)}`;
  const posted = await request.post('/community/channels/general/messages/', {
    headers: { authorization: `Bearer ${author.tokens.access}` },
    data: { text },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  const { id } = (await posted.json()) as { id: string };
  const readerHeaders = { authorization: `Bearer ${reader.tokens.access}` };
  const reported = await request.post(`/community/messages/${id}/report/`, {
    headers: readerHeaders,
    data: { reason: 'Spam with a loan link' },
  });
  expect(reported.ok(), await reported.text()).toBe(true);
  const visible = async () => {
    const reply = await request.get('/community/channels/general/messages/?limit=100', { headers: readerHeaders });
    return ((await reply.json()) as { messages: { id: string }[] }).messages.some((m) => m.id === id);
  };
  expect(await visible()).toBe(true);

  const tokens = await staffTokens(request);
  await signInBrowser(page, { email: staffEmail, password: staffPassword, username: '', fullName: '', tokens });
  await page.goto('/staff/moderation');
  await expect(page.getByRole('heading', { name: 'Moderation' })).toBeVisible();
  const item = page.getByRole('listitem').filter({ hasText: text });
  await expect(item).toContainText('Reported once');
  await expect(item).toContainText('Spam with a loan link');
  await screenshots(page, 'staff-moderation');
  await expectNoSeriousA11yViolations(page);

  await item.getByRole('button', { name: `Hide the message by ${author.username}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Hide this message?' });
  await expect(dialog).toContainText('It disappears for everyone at once');
  await screenshots(page, 'staff-moderation-confirm');
  await dialog.getByRole('button', { name: 'Hide message' }).click();
  await expect(page.getByText('Message hidden.', { exact: true })).toBeVisible();
  await expect(item).toContainText('Hidden since');
  expect(await visible()).toBe(false);

  await item.getByRole('button', { name: `Restore the message by ${author.username}` }).click();
  await page
    .getByRole('dialog', { name: 'Restore this message?' })
    .getByRole('button', { name: 'Restore message' })
    .click();
  await expect(page.getByText('Message restored.', { exact: true })).toBeVisible();
  await expect(item.getByRole('button', { name: `Hide the message by ${author.username}` })).toBeVisible();
  expect(await visible()).toBe(true);

  await page.goto('/staff/audit?action=community.restore');
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Message restored' }).filter({ hasText: id }).first(),
  ).toBeVisible();
});

test('a member who types /staff sees the product’s 404 page', async ({ page, request }) => {
  const member = await registerThroughApi(request, { email: uniqueEmail('notstaff') });
  await signInBrowser(page, member);
  await page.goto('/staff');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await page.goto('/staff/people');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  const api = await request.get('/staff/people/', { headers: { authorization: `Bearer ${member.tokens.access}` } });
  expect(api.status()).toBe(404);
});
