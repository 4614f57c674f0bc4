import { and, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestContext } from '../../../test/helper.ts';
import { emailOutbox, passkeys, staffAuditLog } from '../../db/schema.ts';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

function harness(env: Record<string, string> = {}) {
  const state: { ctx?: TestContext } = {};
  beforeAll(async () => {
    state.ctx = await createTestApp({ env: { USER_RATE_LIMIT_PER_MINUTE: '100000', RATE_LIMIT_PER_MINUTE: '100000', ...env } });
  });
  afterAll(async () => state.ctx?.close());
  const ctx = () => state.ctx!;
  const call = (method: Method, url: string, token: string | null, payload?: object) =>
    ctx().app.inject({
      method,
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(payload ? { payload } : {}),
    });
  return { ctx, call };
}

/** The code the person's app shows at `at` (the library the server uses, fed the secret it gave). */
const codeAt = (secret: string, at: number) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at });

describe('an authenticator app and recovery codes', () => {
  const { ctx, call } = harness();

  async function withTotp(fields: { isStaff?: boolean } = {}) {
    const person = await createUser(ctx().deps, fields);
    const setup = await call('POST', '/totp/setup/', person.accessToken, { password: person.password });
    expect(setup.statusCode).toBe(200);
    const { secret, otpauth_uri } = setup.json() as { secret: string; otpauth_uri: string };
    expect(otpauth_uri).toMatch(/^otpauth:\/\/totp\/Exitcraft:/);
    expect(otpauth_uri).toContain(`secret=${secret}`);
    const confirmed = await call('POST', '/totp/confirm/', person.accessToken, { code: codeAt(secret, Date.now()) });
    expect(confirmed.statusCode).toBe(200);
    const codes = (confirmed.json() as { recovery_codes: string[] }).recovery_codes;
    return { ...person, secret, codes };
  }

  it('is set up with the password and a code the app computes, and gives ten distinct recovery codes', async () => {
    const person = await createUser(ctx().deps);
    expect((await call('POST', '/totp/setup/', person.accessToken, { password: 'wrong#Pass42' })).statusCode).toBe(401);
    const setup = await call('POST', '/totp/setup/', person.accessToken, { password: person.password });
    const { secret } = setup.json() as { secret: string };
    const wrong = await call('POST', '/totp/confirm/', person.accessToken, { code: codeAt(secret, Date.now() - 5 * 60_000) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'totp_invalid' });
    const letters = await call('POST', '/totp/confirm/', person.accessToken, { code: 'abcdef' });
    expect(letters.statusCode).toBe(400);
    const right = await call('POST', '/totp/confirm/', person.accessToken, { code: codeAt(secret, Date.now()) });
    expect(right.statusCode).toBe(200);
    const codes = (right.json() as { recovery_codes: string[] }).recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);

    const status = await call('GET', '/second-factor/', person.accessToken);
    expect(status.json()).toEqual({ passkeys: [], totp: true, recovery_codes_left: 10, staff_must_enrol: false });
    const mail = await ctx().deps.db.select().from(emailOutbox).where(eq(emailOutbox.to, person.user.email));
    expect(mail.map((row) => row.kind)).toContain('second-factor-totp-added');
    expect(mail.find((row) => row.kind === 'second-factor-totp-added')?.text).toContain('authenticator app');
    // a second setup while one is confirmed is refused
    expect((await call('POST', '/totp/setup/', person.accessToken, { password: person.password })).statusCode).toBe(409);
  });

  it('staff step-up then needs the code: refused without, accepted with, a code never twice', async () => {
    const staff = await withTotp({ isStaff: true });
    const without = await call('POST', '/staff/step-up/', staff.accessToken, { password: staff.password });
    expect(without.statusCode).toBe(403);
    expect(without.json()).toMatchObject({ code: 'second_factor_required' });
    // the window is still closed: a refund is refused
    const refund = await call('POST', `/staff/payments/${crypto.randomUUID()}/refund/`, staff.accessToken, { reason: 'x' });
    expect(refund.statusCode).toBe(403);

    // the code that confirmed the app is spent; the next time step's code (a clock a little ahead) is new
    const spent = await call('POST', '/staff/step-up/', staff.accessToken, {
      password: staff.password,
      second_factor: { kind: 'totp', code: codeAt(staff.secret, Date.now()) },
    });
    expect(spent.statusCode).toBe(401);
    const code = codeAt(staff.secret, Date.now() + 30_000);
    const wrongPassword = await call('POST', '/staff/step-up/', staff.accessToken, {
      password: 'Wrong#Pass42',
      second_factor: { kind: 'totp', code },
    });
    expect(wrongPassword.statusCode).toBe(401);
    const withCode = await call('POST', '/staff/step-up/', staff.accessToken, {
      password: staff.password,
      second_factor: { kind: 'totp', code },
    });
    expect(withCode.statusCode).toBe(200);
    const again = await call('POST', '/staff/step-up/', staff.accessToken, {
      password: staff.password,
      second_factor: { kind: 'totp', code },
    });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ code: 'second_factor_invalid' });

    const audit = await ctx().deps.db.select().from(staffAuditLog).where(eq(staffAuditLog.actorId, staff.user.id));
    expect(audit.map((row) => row.action)).toEqual(
      expect.arrayContaining(['second_factor.totp_added', 'staff.step_up']),
    );
    expect(audit.filter((row) => row.action === 'staff.step_up').map((row) => row.detail.second_factor)).toEqual([
      'totp',
    ]);
  });

  it('a recovery code works once, in any case and spacing, and the person is told', async () => {
    const staff = await withTotp({ isStaff: true });
    const [first, second] = staff.codes;
    const use = (code: string) =>
      call('POST', '/staff/step-up/', staff.accessToken, {
        password: staff.password,
        second_factor: { kind: 'recovery', code },
      });
    expect((await use(first!.toLowerCase().replaceAll('-', ' '))).statusCode).toBe(200);
    const reused = await use(first!);
    expect(reused.statusCode).toBe(401);
    expect((await use('AAAA-BBBB-CCCC-DDDD')).statusCode).toBe(401);
    expect((await use(second!)).statusCode).toBe(200);
    const status = await call('GET', '/second-factor/', staff.accessToken);
    expect(status.json()).toMatchObject({ recovery_codes_left: 8 });
    const notices = await ctx()
      .deps.db.select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, staff.user.email), eq(emailOutbox.kind, 'second-factor-recovery-code-used')));
    expect(notices.map((row) => row.text)).toEqual(
      expect.arrayContaining([expect.stringContaining('9 codes are left'), expect.stringContaining('8 codes are left')]),
    );
  });

  it('another person’s recovery codes and app are no use to the caller', async () => {
    const owner = await withTotp({ isStaff: true });
    const other = await withTotp({ isStaff: true });
    const stolen = await call('POST', '/staff/step-up/', other.accessToken, {
      password: other.password,
      second_factor: { kind: 'recovery', code: owner.codes[0]! },
    });
    expect(stolen.statusCode).toBe(401);
    const ownerCode = await call('POST', '/staff/step-up/', other.accessToken, {
      password: other.password,
      second_factor: { kind: 'totp', code: codeAt(owner.secret, Date.now()) },
    });
    expect(ownerCode.statusCode).toBe(401);
  });

  it('removing the app needs the password and takes the recovery codes with it', async () => {
    const staff = await withTotp({ isStaff: true });
    expect((await call('DELETE', '/totp/', staff.accessToken, { password: 'Wrong#Pass42' })).statusCode).toBe(401);
    expect((await call('DELETE', '/totp/', staff.accessToken, { password: staff.password })).statusCode).toBe(200);
    expect((await call('GET', '/second-factor/', staff.accessToken)).json()).toMatchObject({
      totp: false,
      recovery_codes_left: 0,
    });
    // no factor left: the password alone opens the step-up again (STAFF_REQUIRE_SECOND_FACTOR is off here)
    expect((await call('POST', '/staff/step-up/', staff.accessToken, { password: staff.password })).statusCode).toBe(200);
    const audit = await ctx().deps.db.select().from(staffAuditLog).where(eq(staffAuditLog.actorId, staff.user.id));
    expect(audit.map((row) => row.action)).toContain('second_factor.totp_removed');
  });
});

describe('passkeys belong to their owner', () => {
  const { ctx, call } = harness();

  async function ownedPasskey() {
    const owner = await createUser(ctx().deps);
    const [row] = await ctx()
      .deps.db.insert(passkeys)
      .values({
        userId: owner.user.id,
        credentialId: crypto.randomUUID(),
        publicKey: 'cHVibGlj',
        name: 'Work laptop',
      })
      .returning();
    return { owner, passkey: row! };
  }

  it('lists, renames and removes only the caller’s own; another’s id answers 404', async () => {
    const { owner, passkey } = await ownedPasskey();
    const other = await createUser(ctx().deps);

    expect((await call('GET', '/second-factor/', other.accessToken)).json()).toMatchObject({ passkeys: [] });
    const listed = (await call('GET', '/second-factor/', owner.accessToken)).json() as { passkeys: { id: string }[] };
    expect(listed.passkeys.map((p) => p.id)).toEqual([passkey.id]);

    const renameOther = await call('PATCH', `/passkeys/${passkey.id}/`, other.accessToken, { name: 'Mine now' });
    expect(renameOther.statusCode).toBe(404);
    const removeOther = await call('DELETE', `/passkeys/${passkey.id}/`, other.accessToken, { password: other.password });
    expect(removeOther.statusCode).toBe(404);
    expect((await call('PATCH', '/passkeys/not-a-uuid/', owner.accessToken, { name: 'x' })).statusCode).toBe(400);

    const renamed = await call('PATCH', `/passkeys/${passkey.id}/`, owner.accessToken, { name: '  Phone  ' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ id: passkey.id, name: 'Phone', last_used_at: null });
    expect((await call('PATCH', `/passkeys/${passkey.id}/`, owner.accessToken, { name: '' })).statusCode).toBe(400);

    const wrongPassword = await call('DELETE', `/passkeys/${passkey.id}/`, owner.accessToken, { password: 'Wrong#Pass42' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(
      (await call('DELETE', `/passkeys/${passkey.id}/`, owner.accessToken, { password: owner.password })).statusCode,
    ).toBe(200);
    expect((await call('GET', '/second-factor/', owner.accessToken)).json()).toMatchObject({ passkeys: [] });
    const mail = await ctx().deps.db.select().from(emailOutbox).where(eq(emailOutbox.to, owner.user.email));
    expect(mail.map((row) => row.kind)).toContain('second-factor-passkey-removed');
  });

  it('a challenge is single use and bound to its purpose; a bad answer is a 4xx, never a 500', async () => {
    const person = await createUser(ctx().deps);
    const options = await call('POST', '/passkeys/options/', person.accessToken);
    expect(options.statusCode).toBe(200);
    const { challenge_id, options: creation } = options.json() as {
      challenge_id: string;
      options: { challenge: string; rp: { id: string }; authenticatorSelection: { residentKey: string } };
    };
    expect(creation.rp.id).toBe(new URL(ctx().deps.config.APP_URL).hostname);
    expect(creation.authenticatorSelection.residentKey).toBe('required');
    const forged = {
      id: 'AAAA',
      rawId: 'AAAA',
      type: 'public-key',
      response: { clientDataJSON: 'e30', attestationObject: 'AAAA' },
    };
    const bad = await call('POST', '/passkeys/', person.accessToken, { challenge_id, name: 'Laptop', response: forged });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'passkey_invalid' });
    // spent by the failed try
    const again = await call('POST', '/passkeys/', person.accessToken, { challenge_id, name: 'Laptop', response: forged });
    expect(again.json()).toMatchObject({ code: 'challenge_expired' });

    // a sign-in challenge cannot be answered as a registration, and vice versa
    const signIn = (await call('POST', '/passkeys/sign-in/options/', null)).json() as { challenge_id: string };
    const crossed = await call('POST', '/passkeys/', person.accessToken, {
      challenge_id: signIn.challenge_id,
      name: 'Laptop',
      response: forged,
    });
    expect(crossed.json()).toMatchObject({ code: 'challenge_expired' });
    const unknown = await call('POST', '/passkeys/sign-in/', null, { challenge_id: signIn.challenge_id, response: forged });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.headers['cache-control']).toBe('no-store');
    // a step-up challenge needs a passkey to ask for
    expect((await call('POST', '/second-factor/challenge/', person.accessToken)).statusCode).toBe(404);
  });
});

describe('STAFF_REQUIRE_SECOND_FACTOR', () => {
  const { ctx, call } = harness({ STAFF_REQUIRE_SECOND_FACTOR: 'true' });

  it('staff without a factor read the back office but change nothing, until they enrol', async () => {
    const staff = await createUser(ctx().deps, { isStaff: true });
    expect((await call('GET', '/staff/payments/', staff.accessToken)).statusCode).toBe(200);
    expect((await call('GET', '/second-factor/', staff.accessToken)).json()).toMatchObject({ staff_must_enrol: true });
    const refused = await call('POST', '/staff/step-up/', staff.accessToken, { password: staff.password });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'second_factor_enrolment_required',
      message: expect.stringContaining('Settings'),
    });

    const { secret } = (
      await call('POST', '/totp/setup/', staff.accessToken, { password: staff.password })
    ).json() as { secret: string };
    expect(
      (await call('POST', '/totp/confirm/', staff.accessToken, { code: codeAt(secret, Date.now()) })).statusCode,
    ).toBe(200);
    expect((await call('GET', '/second-factor/', staff.accessToken)).json()).toMatchObject({ staff_must_enrol: false });
    const stepUp = await call('POST', '/staff/step-up/', staff.accessToken, {
      password: staff.password,
      second_factor: { kind: 'totp', code: codeAt(secret, Date.now() + 30_000) },
    });
    expect(stepUp.statusCode).toBe(200);
  });

  it('a member is not staff: nothing changes for them', async () => {
    const member = await createUser(ctx().deps);
    expect((await call('GET', '/second-factor/', member.accessToken)).json()).toMatchObject({ staff_must_enrol: false });
  });
});
