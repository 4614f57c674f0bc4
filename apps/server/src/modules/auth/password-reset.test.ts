import { authServerMessages as messages } from '@exitcraft/shared/messages/auth';
import { describe, expect, it } from 'vitest';
import {
  emailedCode,
  loginRequest,
  registerThroughApi,
  sturdyPassword,
  useMailingApp,
} from '../../../test/accounts.ts';
import { eq } from 'drizzle-orm';
import { uniqueEmail } from '../../../test/helper.ts';
import { emailOutbox, passkeys, users } from '../../db/schema.ts';

describe('forgot password', () => {
  const mailing = useMailingApp();
  const newPassword = 'Quiet$Harbor77';

  const post = (url: string, payload: object) => mailing.context.app.inject({ method: 'POST', url, payload });

  it('from the settings screens (with the bearer) keeps the caller’s session and ends the others', async () => {
    const email = uniqueEmail('reset-signed-in');
    const { tokens } = await registerThroughApi(mailing.context, mailing.smtp, email);
    const otherSession = (await loginRequest(mailing.context.app, email, sturdyPassword)).json().tokens;

    const otp = await emailedCode(mailing.context, mailing.smtp, '/forgot-password-send-otp/', email);
    expect((await post('/verify-otp/', { email, otp })).statusCode).toBe(200);
    const reset = await mailing.context.app.inject({
      method: 'POST',
      url: '/reset-password/',
      headers: { authorization: `Bearer ${tokens.access}` },
      payload: { email, new_password: newPassword },
    });
    expect(reset.statusCode, reset.body).toBe(200);

    const me = (access: string) =>
      mailing.context.app.inject({
        method: 'GET',
        url: '/extract-user-data/',
        headers: { authorization: `Bearer ${access}` },
      });
    expect((await me(tokens.access)).statusCode).toBe(200);
    expect((await post('/api/token/refresh/', { refresh: tokens.refresh })).statusCode).toBe(200);
    expect((await me(otherSession.access)).statusCode).toBe(401);
    expect((await post('/api/token/refresh/', { refresh: otherSession.refresh })).statusCode).toBe(401);
  });

  it('removes the account’s passkeys unless the person keeps them, and says so by email', async () => {
    const { db } = mailing.context.deps;
    for (const keep of [false, true]) {
      const email = uniqueEmail(keep ? 'reset-keep' : 'reset-drop');
      await registerThroughApi(mailing.context, mailing.smtp, email);
      const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
      await db.insert(passkeys).values({ userId: user!.id, credentialId: crypto.randomUUID(), publicKey: 'cGs', name: 'Phone' });
      const otp = await emailedCode(mailing.context, mailing.smtp, '/forgot-password-send-otp/', email);
      expect((await post('/verify-otp/', { email, otp })).statusCode).toBe(200);
      const payload = keep ? { email, new_password: newPassword, keep_passkeys: true } : { email, new_password: newPassword };
      expect((await post('/reset-password/', payload)).statusCode).toBe(200);
      const left = await db.select().from(passkeys).where(eq(passkeys.userId, user!.id));
      expect(left).toHaveLength(keep ? 1 : 0);
      const notices = await db.select({ kind: emailOutbox.kind }).from(emailOutbox).where(eq(emailOutbox.to, email));
      expect(notices.some((row) => row.kind === 'second-factor-passkeys-removed-by-reset')).toBe(!keep);
    }
    const bad = await post('/reset-password/', { email: uniqueEmail('x'), new_password: newPassword, keep_passkeys: 'yes' });
    expect(bad.statusCode).toBe(400);
  });

  it('resets the password end to end: old password and every session stop working', async () => {
    const email = uniqueEmail('reset');
    const { tokens } = await registerThroughApi(mailing.context, mailing.smtp, email);
    const otherSession = (await loginRequest(mailing.context.app, email, sturdyPassword)).json().tokens;

    const otp = await emailedCode(mailing.context, mailing.smtp, '/forgot-password-send-otp/', email);
    expect(mailing.smtp.latestTo(email).subject).toBe('Your Exitcraft password reset code');
    expect(mailing.smtp.latestTo(email).text).toContain('expires in 5 minutes');
    const verified = await post('/verify-otp/', { email, otp });
    expect(verified.json()).toEqual({ status: 'success', message: messages.resetCodeVerified });

    const reset = await post('/reset-password/', { email: email.toUpperCase(), new_password: newPassword });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json()).toEqual({ status: 'success', message: messages.passwordReset });

    expect((await loginRequest(mailing.context.app, email, sturdyPassword)).statusCode).toBe(401);
    expect((await loginRequest(mailing.context.app, email, newPassword)).statusCode).toBe(200);
    for (const token of [tokens.refresh, otherSession.refresh]) {
      const refreshed = await post('/api/token/refresh/', { refresh: token });
      expect(refreshed.statusCode).toBe(401);
    }
    // and every access token those sessions still held is refused at once, not when it expires
    for (const access of [tokens.access, otherSession.access]) {
      const me = await mailing.context.app.inject({
        method: 'GET',
        url: '/extract-user-data/',
        headers: { authorization: `Bearer ${access}` },
      });
      expect(me.statusCode).toBe(401);
    }
    // the verified code is spent by the reset
    const replay = await post('/reset-password/', { email, new_password: 'Another#Pass55' });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe(messages.resetNotVerified);
  });

  it('gives the same answer for an unknown email and mails nothing', async () => {
    const known = uniqueEmail('known');
    await registerThroughApi(mailing.context, mailing.smtp, known);
    const unknown = uniqueEmail('unknown');
    const before = mailing.smtp.messages.length;
    const forUnknown = await post('/forgot-password-send-otp/', { email: unknown });
    const forKnown = await post('/forgot-password-send-otp/', { email: known });
    expect(forUnknown.statusCode).toBe(200);
    expect(forUnknown.json()).toEqual(forKnown.json());
    expect(forKnown.json()).toEqual({ status: 'success', message: messages.resetCodeSent });
    await mailing.context.deps.emailDelivery.deliverDueEmails({ recipients: [known, unknown] });
    expect(mailing.smtp.messages.slice(before).map((message) => message.to[0])).toEqual([known]);
    // and the resend limit reads the same for both
    const againUnknown = await post('/forgot-password-send-otp/', { email: unknown });
    const againKnown = await post('/forgot-password-send-otp/', { email: known });
    expect(againUnknown.statusCode).toBe(429);
    expect(againUnknown.json()).toEqual(againKnown.json());
  });

  it('refuses a reset without a verified code, with a wrong code, or after 10 minutes', async () => {
    const email = uniqueEmail('late-reset');
    await registerThroughApi(mailing.context, mailing.smtp, email);
    expect((await post('/reset-password/', { email, new_password: newPassword })).statusCode).toBe(400);

    const otp = await emailedCode(mailing.context, mailing.smtp, '/forgot-password-send-otp/', email);
    const wrong = otp === '000000' ? '111111' : '000000';
    const refused = await post('/verify-otp/', { email, otp: wrong });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: 'Invalid OTP' });
    expect((await post('/reset-password/', { email, new_password: newPassword })).statusCode).toBe(400);

    expect((await post('/verify-otp/', { email, otp })).statusCode).toBe(200);
    mailing.clock.advance(10 * 60_000 + 1000);
    const late = await post('/reset-password/', { email, new_password: newPassword });
    expect(late.statusCode).toBe(400);
    expect((await loginRequest(mailing.context.app, email, sturdyPassword)).statusCode).toBe(200);
  });

  it('applies the password rules to the new password', async () => {
    const response = await post('/reset-password/', { email: uniqueEmail('rules'), new_password: 'short' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Password must be at least 6 characters');
  });
});
