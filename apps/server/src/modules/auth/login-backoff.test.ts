import { describe, expect, it } from 'vitest';
import { loginRequest, registerThroughApi, sturdyPassword, useMailingApp } from '../../../test/accounts.ts';
import { uniqueEmail } from '../../../test/helper.ts';
import { accountFailuresBeforeBackoff, loginFailuresBeforeBackoff } from './login-throttle.ts';

/** Issue 9: the back-off stops a guesser without locking the owner out (decision 004). */
describe('login back-off keyed on account and address', () => {
  const mailing = useMailingApp();
  const attacker = '198.51.100.66';
  const owner = '203.0.113.10';

  async function failFrom(address: string, email: string, times: number) {
    const statuses = [];
    for (let n = 0; n < times; n += 1) {
      statuses.push((await loginRequest(mailing.context.app, email, `Wrong#Guess${n}`, address)).statusCode);
    }
    return statuses;
  }

  it('an attacker’s failures make the attacker wait, not the owner at another address', async () => {
    const email = uniqueEmail('owner');
    await registerThroughApi(mailing.context, mailing.smtp, email);
    expect(await failFrom(attacker, email, loginFailuresBeforeBackoff + 2)).toEqual([
      ...Array(loginFailuresBeforeBackoff).fill(401),
      429,
      429,
    ]);

    const guessed = await loginRequest(mailing.context.app, email, sturdyPassword, attacker);
    expect(guessed.statusCode).toBe(429);
    expect(Number(guessed.headers['retry-after'])).toBeGreaterThan(0);

    const rightful = await loginRequest(mailing.context.app, email, sturdyPassword, owner);
    expect(rightful.statusCode).toBe(200);
  });

  it('a success from an address clears that address’s failures', async () => {
    const email = uniqueEmail('clears');
    await registerThroughApi(mailing.context, mailing.smtp, email);
    await failFrom(owner, email, loginFailuresBeforeBackoff - 1);
    expect((await loginRequest(mailing.context.app, email, sturdyPassword, owner)).statusCode).toBe(200);
    // nine more failures are ordinary 401s again
    expect(await failFrom(owner, email, loginFailuresBeforeBackoff - 1)).toEqual(
      Array(loginFailuresBeforeBackoff - 1).fill(401),
    );
  });

  it('15 to 20 parallel right passwords of one account all sign in', async () => {
    const email = uniqueEmail('office');
    await registerThroughApi(mailing.context, mailing.smtp, email);
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => loginRequest(mailing.context.app, email, sturdyPassword)),
    );
    expect(replies.map((reply) => reply.statusCode)).toEqual(Array(20).fill(200));
  });

  it('an attack from many addresses meets the looser per-account ceiling', async () => {
    const email = uniqueEmail('spread');
    await registerThroughApi(mailing.context, mailing.smtp, email);
    // each address stays under its own threshold; together they pass the account's
    const perAddress = loginFailuresBeforeBackoff - 1;
    const addresses = Math.ceil(accountFailuresBeforeBackoff / perAddress);
    const statuses: number[] = [];
    for (let a = 0; a < addresses; a += 1) statuses.push(...(await failFrom(`192.0.2.${a + 1}`, email, perAddress)));
    expect(statuses.slice(0, accountFailuresBeforeBackoff)).toEqual(Array(accountFailuresBeforeBackoff).fill(401));
    expect(statuses.slice(accountFailuresBeforeBackoff).every((status) => status === 429)).toBe(true);
    expect((await loginRequest(mailing.context.app, email, sturdyPassword, owner)).statusCode).toBe(429);

    mailing.clock.advance(31_000);
    expect((await loginRequest(mailing.context.app, email, sturdyPassword, owner)).statusCode).toBe(200);
  });

  it('an unknown account enters the back-off exactly like a known one', async () => {
    const known = uniqueEmail('known');
    await registerThroughApi(mailing.context, mailing.smtp, known);
    const unknown = uniqueEmail('nobody');
    const tries = loginFailuresBeforeBackoff + 2;
    const knownReplies = [];
    const unknownReplies = [];
    for (let n = 0; n < tries; n += 1) {
      knownReplies.push(await loginRequest(mailing.context.app, known, `Wrong#Guess${n}`, attacker));
      unknownReplies.push(await loginRequest(mailing.context.app, unknown, `Wrong#Guess${n}`, attacker));
    }
    expect(unknownReplies.map((reply) => reply.statusCode)).toEqual(knownReplies.map((reply) => reply.statusCode));
    expect(unknownReplies.map((reply) => reply.json())).toEqual(knownReplies.map((reply) => reply.json()));
    expect(unknownReplies.map((reply) => reply.headers['retry-after'])).toEqual(
      knownReplies.map((reply) => reply.headers['retry-after']),
    );
  });
});
