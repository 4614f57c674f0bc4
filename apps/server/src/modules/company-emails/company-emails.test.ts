import { accountServerMessages as server } from '@exitcraft/shared/messages/account';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginRequest, registerThroughApi, sturdyPassword, useMailingApp } from '../../../test/accounts.ts';
import { createUser, uniqueEmail } from '../../../test/helper.ts';
import { userEmails, users } from '../../db/schema.ts';
import { uniqueViolation } from '../../db/unique-violation.ts';
import { issueTokenPair } from '../auth/index.ts';

/** Issue 13, "Account settings": the Company Email page and /otpverify (member-area sections 5, 7, 8). */
describe('company emails', () => {
  const mailing = useMailingApp();
  const app = () => mailing.context.app;

  const call = (access: string | undefined, url: string, payload: object, method: 'GET' | 'POST' = 'POST') =>
    app().inject({
      method,
      url,
      headers: access ? { authorization: `Bearer ${access}` } : {},
      ...(method === 'POST' ? { payload } : {}),
    });
  const list = async (access: string) => (await call(access, '/list-company-emails/', {}, 'GET')).json();

  /** The newest code mailed to `email`, delivered through the real SMTP listener. */
  async function mailedCode(email: string) {
    await mailing.context.deps.emailDelivery.deliverDueEmails({ recipients: [email] });
    return mailing.smtp.codeFor(email);
  }

  async function addAddress(access: string, email: string) {
    const sent = await call(access, '/send-email-otp/', { email });
    expect(sent.statusCode, sent.body).toBe(200);
    const otp = await mailedCode(email);
    const verified = await call(access, '/verify-email-otp/', { email, otp });
    expect(verified.statusCode, verified.body).toBe(200);
  }

  /** The resend interval of every code is 60 s: move the clock past it between sends to one address. */
  const pastResend = () => mailing.clock.advance(61_000);

  it('adds an address with its emailed code; it is listed, and signs in', async () => {
    const { accessToken, user, password } = await createUser(mailing.context.deps);
    const email = uniqueEmail('second');
    const sent = await call(accessToken, '/send-email-otp/', { email: email.toUpperCase() });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(await list(accessToken)).toEqual([
      { email: user.email, is_primary: true, verified: true },
      { email, is_primary: false, verified: false },
    ]);
    await mailing.context.deps.emailDelivery.deliverDueEmails({ recipients: [email] });
    expect(mailing.smtp.latestTo(email).subject).toContain('add this email');
    const otp = mailing.smtp.codeFor(email);

    // an unverified address does not sign in
    expect((await loginRequest(app(), email, password)).statusCode).toBe(401);
    const verified = await call(accessToken, '/verify-email-otp/', { email, otp });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().message).toBe(server.emailVerified);
    expect((await list(accessToken))[1]).toEqual({ email, is_primary: false, verified: true });
    expect((await loginRequest(app(), email, password)).statusCode).toBe(200);
  });

  it('validates with section 5’s messages', async () => {
    const { accessToken } = await createUser(mailing.context.deps);
    const noEmail = await call(accessToken, '/send-email-otp/', {});
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().message).toContain('Please enter an email address');
    const noOtp = await call(accessToken, '/verify-email-otp/', { email: uniqueEmail() });
    expect(noOtp.json().message).toContain('Please enter the OTP');
    const noPassword = await call(accessToken, '/remove-email/', { email: uniqueEmail() });
    expect(noPassword.json().message).toContain('Please enter your password');
    expect((await call(undefined, '/list-company-emails/', {}, 'GET')).statusCode).toBe(401);
    expect((await call(undefined, '/send-email-otp/', { email: uniqueEmail() })).statusCode).toBe(401);
  });

  it('a wrong code is refused, and one purpose’s code never verifies another', async () => {
    const { accessToken } = await createUser(mailing.context.deps);
    const email = uniqueEmail('purpose');
    await call(accessToken, '/send-email-otp/', { email });
    const addCode = await mailedCode(email);
    // a registration code for the same address, asked for without a bearer
    const registration = await call(undefined, '/send_email_otp/', { email });
    expect(registration.statusCode, registration.body).toBe(200);
    const registrationCode = await mailedCode(email);
    expect(mailing.smtp.latestTo(email).subject).toContain('verification code');

    if (registrationCode !== addCode) {
      const crossed = await call(accessToken, '/verify-email-otp/', { email, otp: registrationCode });
      expect(crossed.statusCode).toBe(400);
      const reverse = await call(undefined, '/verify_email_otp/', { email, otp: addCode });
      expect(reverse.statusCode).toBe(400);
    }
    const wrong = await call(accessToken, '/verify-email-otp/', {
      email,
      otp: addCode === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect((await call(accessToken, '/verify-email-otp/', { email, otp: addCode })).statusCode).toBe(200);
  });

  it('POST /send_email_otp/ with a bearer resends the add-email code; without one it stays registration', async () => {
    const { accessToken } = await createUser(mailing.context.deps);
    const email = uniqueEmail('resend');
    await call(accessToken, '/send-email-otp/', { email });
    await mailedCode(email);
    pastResend();
    const resent = await call(accessToken, '/send_email_otp/', { email });
    expect(resent.statusCode, resent.body).toBe(200);
    const otp = await mailedCode(email);
    expect(mailing.smtp.latestTo(email).subject).toContain('add this email');
    expect((await call(accessToken, '/verify-email-otp/', { email, otp })).statusCode).toBe(200);

    // verified now: a guest asking for a registration code for it hears it is registered
    const guest = await call(undefined, '/send_email_otp/', { email });
    expect(guest.statusCode).toBe(409);
    // and a bad bearer is refused rather than silently treated as a guest
    expect((await call('a.b.c', '/send_email_otp/', { email: uniqueEmail() })).statusCode).toBe(401);
  });

  it('an address another account holds is refused without saying whose', async () => {
    const owner = await createUser(mailing.context.deps, { fullName: 'Owner Person' });
    const secondaryOwner = await createUser(mailing.context.deps);
    const secondary = uniqueEmail('held');
    await addAddress(secondaryOwner.accessToken, secondary);
    const { accessToken } = await createUser(mailing.context.deps);

    for (const email of [owner.user.email, secondary]) {
      const reply = await call(accessToken, '/send-email-otp/', { email });
      expect(reply.statusCode).toBe(409);
      expect(reply.json()).toMatchObject({ message: server.emailTakenElsewhere, code: 'email_taken' });
      expect(reply.body).not.toContain(owner.user.username);
      expect(reply.body).not.toContain('Owner Person');
    }
    // the account's own addresses get their own answers
    const own = await call(secondaryOwner.accessToken, '/send-email-otp/', { email: secondary });
    expect(own.json().message).toBe(server.emailAlreadyYours);
    const primary = await call(owner.accessToken, '/send-email-otp/', { email: owner.user.email });
    expect(primary.json().message).toBe(server.primaryAlreadyVerified);
  });

  it('two accounts verifying one address at once: exactly one wins', async () => {
    const a = await createUser(mailing.context.deps);
    const b = await createUser(mailing.context.deps);
    const email = uniqueEmail('contested');
    await call(a.accessToken, '/send-email-otp/', { email });
    const codeA = await mailedCode(email);
    pastResend();
    expect((await call(b.accessToken, '/send-email-otp/', { email })).statusCode).toBe(200);
    const codeB = await mailedCode(email);

    const replies = await Promise.all([
      call(a.accessToken, '/verify-email-otp/', { email, otp: codeA }),
      call(b.accessToken, '/verify-email-otp/', { email, otp: codeB }),
    ]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409]);
    const lists = [await list(a.accessToken), await list(b.accessToken)];
    const owners = lists.filter((entries) =>
      entries.some((entry: { email: string; verified: boolean }) => entry.email === email && entry.verified),
    );
    expect(owners).toHaveLength(1);
  });

  it('the database itself holds a verified address on one account only, in any case', async () => {
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => createUser(mailing.context.deps)));
    const email = uniqueEmail('index');
    const { db } = mailing.context.deps;
    const now = mailing.clock.now();
    await db.insert(userEmails).values({ userId: a!.user.id, email, verifiedAt: now });
    // claims still waiting for their code may coexist; a second verified one may not
    await db.insert(userEmails).values({ userId: b!.user.id, email: email.toUpperCase() });
    const error = await db
      .insert(userEmails)
      .values({ userId: c!.user.id, email: email.toUpperCase(), verifiedAt: now })
      .then(
        () => null,
        (failure: unknown) => failure,
      );
    expect(uniqueViolation(error)).toBe('user_emails_verified_unique');
  });

  it('a registration for an address verified on another account is refused', async () => {
    const { accessToken } = await createUser(mailing.context.deps);
    const email = uniqueEmail('taken-first');
    await addAddress(accessToken, email);
    const reply = await call(undefined, '/send_email_otp/', { email });
    expect(reply.statusCode).toBe(409);
    const status = await call(undefined, '/check_email_status/', { email });
    expect(status.json().user_exists).toBe(true);
  });

  it('removes an address with the password; never the primary; never another account’s', async () => {
    const { accessToken, user, password } = await createUser(mailing.context.deps);
    const email = uniqueEmail('removable');
    await addAddress(accessToken, email);
    const other = await createUser(mailing.context.deps);

    const primary = await call(accessToken, '/remove-email/', { email: user.email, password });
    expect(primary.statusCode).toBe(400);
    expect(primary.json().message).toBe(server.primaryCannotBeRemoved);

    const wrong = await call(accessToken, '/remove-email/', { email, password: 'Wrong#Pass1' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(server.invalidPassword);

    const foreign = await call(other.accessToken, '/remove-email/', { email, password: other.password });
    expect(foreign.statusCode).toBe(404);

    const removed = await call(accessToken, '/remove-email/', { email, password });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await list(accessToken)).toHaveLength(1);
    expect((await loginRequest(app(), email, password)).statusCode).toBe(401);
  });

  it('makes a verified address primary: other sessions end, the old primary is told, both sign in', async () => {
    const { accessToken, refreshToken, user, password } = await createUser(mailing.context.deps);
    const phone = await issueTokenPair(mailing.context.deps, user.id);
    const pending = uniqueEmail('pending');
    await call(accessToken, '/send-email-otp/', { email: pending });
    const notYet = await call(accessToken, '/set-primary-email/', { email: pending, password });
    expect(notYet.statusCode).toBe(400);
    expect(notYet.json().message).toBe(server.primaryNeedsVerifiedEmail);

    // listed in the order added: a later time, so the order below does not rest on random ids
    mailing.clock.advance(1000);
    const email = uniqueEmail('new-primary');
    await addAddress(accessToken, email);
    const wrong = await call(accessToken, '/set-primary-email/', { email, password: 'Wrong#Pass1' });
    expect(wrong.statusCode).toBe(401);
    const other = await createUser(mailing.context.deps);
    expect((await call(other.accessToken, '/set-primary-email/', { email, password: other.password })).statusCode).toBe(
      404,
    );

    const changed = await call(accessToken, '/set-primary-email/', { email, password });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await list(accessToken)).toEqual([
      { email, is_primary: true, verified: true },
      { email: pending, is_primary: false, verified: false },
      { email: user.email, is_primary: false, verified: true },
    ]);
    expect((await call(phone.access, '/extract-user-data/', {}, 'GET')).statusCode).toBe(401);
    const phoneRefresh = await app().inject({
      method: 'POST',
      url: '/api/token/refresh/',
      payload: { refresh: phone.refresh },
    });
    expect(phoneRefresh.statusCode).toBe(401);
    expect((await call(accessToken, '/extract-user-data/', {}, 'GET')).json().user_data.email).toBe(email);
    const ownRefresh = await app().inject({
      method: 'POST',
      url: '/api/token/refresh/',
      payload: { refresh: refreshToken },
    });
    expect(ownRefresh.statusCode).toBe(200);

    await mailing.context.deps.emailDelivery.deliverDueEmails({ recipients: [user.email] });
    const notice = mailing.smtp.latestTo(user.email);
    expect(notice.subject).toContain('primary email was changed');
    expect(notice.text).toContain(email);

    expect((await loginRequest(app(), email, password)).statusCode).toBe(200);
    expect((await loginRequest(app(), user.email, password)).statusCode).toBe(200);
  });

  it('/otpverify: the account verifies its own unverified primary with a verify-email code', async () => {
    const { accessToken, user } = await createUser(mailing.context.deps, { emailVerified: false });
    const sent = await call(accessToken, '/send-email-otp/', { email: user.email });
    expect(sent.statusCode, sent.body).toBe(200);
    const otp = await mailedCode(user.email);
    expect(mailing.smtp.latestTo(user.email).subject).toContain('email verification code');
    // another account cannot use it
    const other = await createUser(mailing.context.deps);
    expect((await call(other.accessToken, '/verify-email-otp/', { email: user.email, otp })).statusCode).toBe(400);

    const verified = await call(accessToken, '/verify-email-otp/', { email: user.email, otp });
    expect(verified.statusCode, verified.body).toBe(200);
    const [row] = await mailing.context.deps.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.emailVerified).toBe(true);
    expect((await call(accessToken, '/extract-user-data/', {}, 'GET')).json().user_data.email_verified).toBe(true);
  });

  it('a verified address resets the password too; one still waiting for its code does not', async () => {
    const { accessToken, user } = await createUser(mailing.context.deps);
    const email = uniqueEmail('reset-by-secondary');
    await addAddress(accessToken, email);
    const waiting = uniqueEmail('waiting');
    await call(accessToken, '/send-email-otp/', { email: waiting });
    await mailedCode(waiting);
    const mailedBefore = mailing.smtp.messages.filter((message) => message.to.includes(waiting)).length;

    pastResend();
    expect((await call(undefined, '/forgot-password-send-otp/', { email: waiting })).statusCode).toBe(200);
    await mailing.context.deps.emailDelivery.deliverDueEmails({ recipients: [waiting] });
    expect(mailing.smtp.messages.filter((message) => message.to.includes(waiting)).length).toBe(mailedBefore);

    expect((await call(undefined, '/forgot-password-send-otp/', { email })).statusCode).toBe(200);
    const otp = await mailedCode(email);
    expect((await call(undefined, '/verify-otp/', { email, otp })).statusCode).toBe(200);
    const reset = await call(undefined, '/reset-password/', { email, new_password: 'Brand#New4321' });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await loginRequest(app(), user.email, 'Brand#New4321')).statusCode).toBe(200);
  });

  it('a registered account adds an address end to end', async () => {
    const primary = uniqueEmail('registered');
    const { tokens } = await registerThroughApi(mailing.context, mailing.smtp, primary);
    const email = uniqueEmail('work');
    await addAddress(tokens.access, email);
    expect((await loginRequest(app(), email, sturdyPassword)).statusCode).toBe(200);
  });
});
