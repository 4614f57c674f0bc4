import { authServerMessages as messages } from '@exitcraft/shared/messages/auth';
import { describe, expect, it } from 'vitest';
import { emailedCode, registerThroughApi, useMailingApp } from '../../../test/accounts.ts';
import { otpSendsPerAddressPerHour, otpSendsPerHour } from './service.ts';
import { uniqueEmail } from '../../../test/helper.ts';

/** Codes under attack: guessing, replaying, resending and waiting, through the public endpoints. */
describe('one-time codes under abuse', () => {
  const mailing = useMailingApp();

  const verify = (email: string, otp: string, url = '/verify_email_otp/') =>
    mailing.context.app.inject({ method: 'POST', url, payload: { email, otp } });
  const wrongCodes = (right: string, count: number) =>
    Array.from({ length: count }, (_, n) => String((Number(right) + 1 + n) % 1_000_000).padStart(6, '0'));

  it('evaluates at most 5 of 50 parallel wrong guesses; the right code is dead after that', async () => {
    const email = uniqueEmail('parallel');
    const otp = await emailedCode(mailing.context, mailing.smtp, '/send_email_otp/', email);
    const responses = await Promise.all(wrongCodes(otp, 50).map((guess) => verify(email, guess)));
    const evaluated = responses.filter((response) => response.json().message === messages.otpInvalid);
    expect(evaluated).toHaveLength(5);
    expect(responses.every((response) => response.statusCode === 400)).toBe(true);
    expect(responses.filter((r) => r.json().message === messages.otpTooManyFailures)).toHaveLength(45);

    const right = await verify(email, otp);
    expect(right.statusCode).toBe(400);
    expect(right.json()).toMatchObject({ status: 'error', message: messages.otpTooManyFailures });
  });

  it('keeps the failure count across a resend', async () => {
    const email = uniqueEmail('resend');
    const first = await emailedCode(mailing.context, mailing.smtp, '/send_email_otp/', email);
    for (const guess of wrongCodes(first, 3)) expect((await verify(email, guess)).statusCode).toBe(400);

    mailing.clock.advance(61_000);
    const second = await emailedCode(mailing.context, mailing.smtp, '/send_email_otp/', email);
    // the old code was replaced
    if (first !== second) expect((await verify(email, first)).json().message).toBe(messages.otpInvalid);
    const left = first !== second ? 1 : 2;
    for (const guess of wrongCodes(second, left))
      expect((await verify(email, guess)).json().message).toBe(messages.otpInvalid);
    expect((await verify(email, second)).json().message).toBe(messages.otpTooManyFailures);

    // and no new code is sent to a dead address until the hour is over
    mailing.clock.advance(61_000);
    const refused = await mailing.context.app.inject({ method: 'POST', url: '/send_email_otp/', payload: { email } });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(messages.otpTooManyFailures);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);

    mailing.clock.advance(60 * 60_000);
    const fresh = await emailedCode(mailing.context, mailing.smtp, '/send_email_otp/', email);
    expect((await verify(email, fresh)).statusCode).toBe(200);
  });

  it('refuses an expired code (301 s later)', async () => {
    const email = uniqueEmail('expired');
    const otp = await emailedCode(mailing.context, mailing.smtp, '/send_email_otp/', email);
    mailing.clock.advance(301_000);
    const response = await verify(email, otp);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(messages.otpExpired);
  });

  it('accepts a code 299 s later, once only', async () => {
    const email = uniqueEmail('in-time');
    const otp = await emailedCode(mailing.context, mailing.smtp, '/send_email_otp/', email);
    mailing.clock.advance(299_000);
    expect((await verify(email, otp)).statusCode).toBe(200);
    const again = await verify(email, otp);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(messages.otpUsed);
  });

  it('binds a code to its purpose and its email', async () => {
    const email = uniqueEmail('bound');
    const other = uniqueEmail('other');
    const otp = await emailedCode(mailing.context, mailing.smtp, '/send_email_otp/', email);
    await mailing.context.app.inject({ method: 'POST', url: '/send_email_otp/', payload: { email: other } });
    expect((await verify(other, otp)).statusCode).toBe(400);
    expect((await verify(email, otp, '/verify-otp/')).statusCode).toBe(400);
    expect((await verify(email, otp)).statusCode).toBe(200);
  });

  it('waits 60 s between sends and allows 5 an hour', async () => {
    const email = uniqueEmail('flood');
    await emailedCode(mailing.context, mailing.smtp, '/send_email_otp/', email);
    const tooSoon = await mailing.context.app.inject({ method: 'POST', url: '/send_email_otp/', payload: { email } });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.headers['retry-after']).toBe('60');
    expect(tooSoon.json().message).toBe('Please wait 60 seconds before requesting a new code.');

    mailing.clock.advance(20_000);
    const stillSoon = await mailing.context.app.inject({ method: 'POST', url: '/send_email_otp/', payload: { email } });
    expect(stillSoon.headers['retry-after']).toBe('40');

    for (let n = 2; n <= 5; n += 1) {
      mailing.clock.advance(61_000);
      await emailedCode(mailing.context, mailing.smtp, '/send_email_otp/', email);
    }
    mailing.clock.advance(61_000);
    const sixth = await mailing.context.app.inject({ method: 'POST', url: '/send_email_otp/', payload: { email } });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe(messages.otpHourlyLimit);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('a stranger’s five reset requests an hour do not block the owner’s; twenty from anywhere do', async () => {
    const email = uniqueEmail('reset-owner');
    await registerThroughApi(mailing.context, mailing.smtp, email);
    const requestReset = (remoteAddress: string) =>
      mailing.context.app.inject({
        method: 'POST',
        url: '/forgot-password-send-otp/',
        payload: { email },
        remoteAddress,
      });
    const stranger = '198.51.100.77';
    for (let n = 1; n <= otpSendsPerHour; n += 1) {
      mailing.clock.advance(61_000);
      expect((await requestReset(stranger)).statusCode).toBe(200);
    }
    mailing.clock.advance(61_000);
    const strangerAgain = await requestReset(stranger);
    expect(strangerAgain.statusCode).toBe(429);
    expect(strangerAgain.json().message).toBe(messages.otpHourlyLimit);

    expect((await requestReset('203.0.113.5')).statusCode).toBe(200);

    // an inbox still cannot be flooded from many addresses: the per-address ceiling holds
    // so far: the registration code, the stranger's five and the owner's one
    for (let sent = 1 + otpSendsPerHour + 1; sent < otpSendsPerAddressPerHour; sent += 1) {
      mailing.clock.advance(61_000);
      expect((await requestReset(`192.0.2.${sent}`)).statusCode).toBe(200);
    }
    mailing.clock.advance(61_000);
    const flooded = await requestReset('192.0.2.200');
    expect(flooded.statusCode).toBe(429);
    expect(flooded.json().message).toBe(messages.otpHourlyLimit);
  });

  it('sends one code for parallel send requests', async () => {
    const email = uniqueEmail('parallel-send');
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        mailing.context.app.inject({ method: 'POST', url: '/send_email_otp/', payload: { email } }),
      ),
    );
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
    expect(responses.filter((response) => response.statusCode === 429)).toHaveLength(9);
  });
});
