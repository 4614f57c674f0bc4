import { authServerMessages as messages } from '@exitcraft/shared/messages/auth';
import { usernameColors, usernameObjects } from '@exitcraft/shared/content/usernames';
import { userDataSchema } from '@exitcraft/shared/schemas/user';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { emailedCode, registerThroughApi, sturdyPassword, useMailingApp } from '../../../test/accounts.ts';
import { createUser, uniqueEmail } from '../../../test/helper.ts';

const aliasPattern = new RegExp(`^(${usernameColors.join('|')})(${usernameObjects.join('|')})\\d{3}$`);

describe('registration with an emailed code', () => {
  const mailing = useMailingApp();

  const post = (url: string, payload: unknown) =>
    mailing.context.app.inject({ method: 'POST', url, payload: payload as object });

  it('takes a new visitor from email check to a signed-in guest', async () => {
    const email = uniqueEmail('founder');
    const status = await post('/check_email_status/', { email });
    expect(status.json()).toEqual({ user_exists: false, paid: false });

    const sent = await post('/send_email_otp/', { email: email.toUpperCase() });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ status: 'success', message: `OTP sent to ${email}` });

    await mailing.context.deps.emailDelivery.deliverDueEmails({ recipients: [email] });
    const mail = mailing.smtp.latestTo(email);
    expect(mail.subject).toBe('Your Exitcraft verification code');
    expect(mail.from).toBe('no-reply@exitcraft.local');
    const otp = mailing.smtp.codeFor(email);
    expect(mail.text).toContain('Exitcraft');
    expect(mail.text).toContain('expires in 5 minutes');
    expect(mail.html).toContain(otp);
    expect(mail.html).toContain('Exitcraft');
    expect(mail.html).toContain('expires in 5 minutes');

    const verified = await post('/verify_email_otp/', { email, otp });
    expect(verified.json()).toEqual({ status: 'success', message: messages.emailVerified });

    const registered = await post('/register/', {
      email,
      password: sturdyPassword,
      full_name: '  Ada Founder ',
      phone_number: '+447700900123',
      website_name: 'acme-industries.co.uk',
      no_linkedin: true,
      came_from_plan: true,
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const body = registered.json();
    expect(body.status).toBe('success');
    expect(body.message).toBe(messages.registered);
    expect(body.user_data).toMatchObject({
      full_name: 'Ada Founder',
      email,
      phone_number: '+447700900123',
      website_name: 'acme-industries.co.uk',
      role: 'guest',
      paid: false,
      email_verified: true,
    });
    expect(body.user_data.username).toMatch(aliasPattern);
    expect(body.tokens.access).toEqual(expect.any(String));
    expect(body.tokens.refresh.length).toBeGreaterThanOrEqual(22);

    const [row] = await mailing.context.deps.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ noLinkedin: true, cameFromPlan: true });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);

    const me = await mailing.context.app.inject({
      method: 'GET',
      url: '/extract-user-data/',
      headers: { authorization: `Bearer ${body.tokens.access}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
    const userData = userDataSchema.strict().parse(me.json().user_data);
    expect(userData).toEqual(body.user_data);

    expect((await post('/check_email_status/', { email })).json()).toEqual({ user_exists: true, paid: false });
  });

  it('answers a registered email with the guest or member message', async () => {
    const guest = await createUser(mailing.context.deps, { email: uniqueEmail('guest') });
    const member = await createUser(mailing.context.deps, {
      email: uniqueEmail('member'),
      paid: true,
      role: 'paid_user',
    });
    const forGuest = await post('/send_email_otp/', { email: guest.user.email });
    expect(forGuest.statusCode).toBe(409);
    expect(forGuest.json()).toMatchObject({ status: 'error', message: messages.emailRegisteredGuest });
    const forMember = await post('/send_email_otp/', { email: member.user.email });
    expect(forMember.json()).toMatchObject({ message: messages.emailRegisteredMember });
    expect((await post('/check_email_status/', { email: member.user.email })).json()).toEqual({
      user_exists: true,
      paid: true,
    });
  });

  it('refuses to register an email that was not verified', async () => {
    const email = uniqueEmail('unverified');
    await emailedCode(mailing.context, mailing.smtp, '/send_email_otp/', email);
    const response = await post('/register/', {
      email,
      password: sturdyPassword,
      full_name: 'Ada',
      phone_number: '+14165550148',
      website_name: 'acme.com',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 'error', message: messages.registerNotVerified });
  });

  it('refuses a verification older than 30 minutes, and spends a verification once', async () => {
    const email = uniqueEmail('late');
    const otp = await emailedCode(mailing.context, mailing.smtp, '/send_email_otp/', email);
    expect((await post('/verify_email_otp/', { email, otp })).statusCode).toBe(200);
    mailing.clock.advance(31 * 60_000);
    const payload = {
      email,
      password: sturdyPassword,
      full_name: 'Ada',
      phone_number: '+14165550148',
      website_name: 'acme.com',
    };
    expect((await post('/register/', payload)).json().message).toBe(messages.registerNotVerified);

    const second = uniqueEmail('once');
    await registerThroughApi(mailing.context, mailing.smtp, second);
    const again = await post('/register/', { ...payload, email: second });
    expect(again.statusCode).toBe(409);
  });

  it('checks the phone number’s length for the chosen country, with the form’s sentence', async () => {
    const email = uniqueEmail('phone');
    const otp = await emailedCode(mailing.context, mailing.smtp, '/send_email_otp/', email);
    expect((await post('/verify_email_otp/', { email, otp })).statusCode).toBe(200);
    const base = { email, password: sturdyPassword, full_name: 'Ada', website_name: 'acme.com' };

    const short = await post('/register/', { ...base, phone_number: '+1416555014', phone_country: 'ca' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Phone number should be 10 digits for Canada. Currently 9 digits.');
    // without the picker's choice, the dial code names the country
    const long = await post('/register/', { ...base, phone_number: '+4477009001234' });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('Phone number should be 10 digits for United Kingdom. Currently 11 digits.');
    // a country whose dial code is not the number's
    const mismatched = await post('/register/', { ...base, phone_number: '+14165550148', phone_country: 'gb' });
    expect(mismatched.statusCode).toBe(400);
    expect(mismatched.json().message).toBe(messages.phoneInvalid);

    const fits = await post('/register/', { ...base, phone_number: '+14165550148', phone_country: 'ca' });
    expect(fits.statusCode, fits.body).toBe(201);
  });

  it('applies the password rules and the common-password list', async () => {
    const email = uniqueEmail('weak');
    const base = { email, full_name: 'Ada', phone_number: '+14165550148', website_name: 'acme.com' };
    const weak = await post('/register/', { ...base, password: 'abcdef' });
    expect(weak.json().message).toBe('Password must contain at least 1 letter, 1 number, and 1 special character');
    const common = await post('/register/', { ...base, password: 'P@ssw0rd' });
    expect(common.statusCode).toBe(400);
    expect(common.json().message).toMatch(/too common/);
  });

  it('gives every account its own alias', async () => {
    const accounts = await Promise.all(
      [1, 2, 3].map((n) => registerThroughApi(mailing.context, mailing.smtp, uniqueEmail(`alias${n}`))),
    );
    const aliases = accounts.map((account) => account.user_data.username);
    expect(new Set(aliases).size).toBe(3);
    for (const alias of aliases) expect(alias).toMatch(aliasPattern);
  });
});
