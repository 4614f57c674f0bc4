import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { staffEmail, staffPassword } from './staff-account.ts';

export const defaultPassword = 'Harbor#2041';

let counter = 0;
/** An address no other test (or earlier run) has used. */
export const uniqueEmail = (tag: string) =>
  `e2e-${tag}-${Date.now().toString(36)}-${process.pid}-${(counter += 1)}@example.com`;

interface MailboxMessage {
  text: string;
  created_at: string;
}

async function mailbox(request: APIRequestContext, email: string): Promise<MailboxMessage[]> {
  const reply = await request.get(`/dev/mailbox?to=${encodeURIComponent(email)}`, {
    headers: { accept: 'application/json' },
  });
  return ((await reply.json()) as { messages: MailboxMessage[] }).messages;
}

export async function mailCount(request: APIRequestContext, email: string): Promise<number> {
  return (await mailbox(request, email)).length;
}

/**
 * The newest 6-digit code mailed to `email` once more than `seen` messages are there. Read from the
 * dev outbox (GET /dev/mailbox), which the e2e server serves because it has no SMTP; the outbox
 * worker may lag a moment, hence the poll.
 */
export async function readCode(request: APIRequestContext, email: string, seen = 0): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const messages = await mailbox(request, email);
        if (messages.length <= seen) return false;
        const newest = [...messages].sort((a, b) => a.created_at.localeCompare(b.created_at)).at(-1);
        code = /\b(\d{6})\b/.exec(newest?.text ?? '')?.[1];
        return Boolean(code);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return code as string;
}

export interface RegisteredUser {
  email: string;
  password: string;
  username: string;
  fullName: string;
  tokens: { access: string; refresh: string };
}

/** A registered guest made through the API, for the tests that are not about registering. */
export async function registerThroughApi(
  request: APIRequestContext,
  { email = uniqueEmail('api'), fullName = 'Grace Hopper', password = defaultPassword } = {},
): Promise<RegisteredUser> {
  expect((await request.post('/send_email_otp/', { data: { email } })).ok()).toBe(true);
  const otp = await readCode(request, email);
  expect((await request.post('/verify_email_otp/', { data: { email, otp } })).ok()).toBe(true);
  const reply = await request.post('/register/', {
    data: {
      email,
      password,
      full_name: fullName,
      phone_number: '+14165550199',
      website_name: 'hopper.example.com',
      no_linkedin: true,
      came_from_plan: false,
    },
  });
  expect(reply.ok(), await reply.text()).toBe(true);
  const body = (await reply.json()) as { tokens: RegisteredUser['tokens']; user_data: { username: string } };
  return { email, password, fullName, username: body.user_data.username, tokens: body.tokens };
}

/** Starts the browser signed in as `user`, with tokens where the app keeps them. */
export async function signInBrowser(page: Page, user: RegisteredUser) {
  await page.addInitScript((tokens) => {
    if (!localStorage.getItem('access_token')) {
      localStorage.setItem('access_token', tokens.access);
      localStorage.setItem('refresh_token', tokens.refresh);
    }
  }, user.tokens);
}

/** Seeded before the server starts (playwright.config.ts): 100% off, so a member costs nothing. */
const freeCoupon = 'E2E-FREE';

/** Turns a registered guest into a member through the free coupon and the local checkout. */
export async function makeMember(request: APIRequestContext, user: RegisteredUser) {
  const headers = { authorization: `Bearer ${user.tokens.access}` };
  expect((await request.post('/coupons/', { headers, data: { code: freeCoupon } })).ok()).toBe(true);
  const checkout = await request.post('/api/create-checkout-session/', {
    headers,
    data: {
      amount: 0,
      product_name: 'Exitcraft Membership',
      billing_info: { fullName: user.fullName, email: user.email, companyName: '' },
      coupon_code: freeCoupon,
    },
  });
  expect(checkout.ok(), await checkout.text()).toBe(true);
}

/** The staff account (support/staff-account.ts) signed in over the API: its tokens. */
export async function staffTokens(request: APIRequestContext): Promise<RegisteredUser['tokens']> {
  const csrf = (await (await request.get('/csrf/')).json()) as { csrfToken: string };
  const reply = await request.post('/login/', {
    headers: { 'x-csrftoken': csrf.csrfToken },
    data: { identifier: staffEmail, password: staffPassword },
  });
  expect(reply.ok(), await reply.text()).toBe(true);
  return ((await reply.json()) as { tokens: RegisteredUser['tokens'] }).tokens;
}
