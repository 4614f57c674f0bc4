import { describe, expect, it } from 'vitest';
import { authFormMessages as m, authServerMessages } from '../messages/auth.ts';
import {
  createRegisterFormSchema,
  isValidWebsite,
  loginFormSchema,
  passwordSchema,
  registerRequestSchema,
  resetPasswordFormSchema,
} from './auth.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('password rule', () => {
  it.each([
    ['', m.passwordRequired],
    ['a1!', m.passwordTooShort],
    ['abcdef1', m.passwordComposition],
    ['abcdef!', m.passwordComposition],
    ['123456!', m.passwordComposition],
    ['P@ssw0rd', m.passwordTooCommon],
    [`a1!${'x'.repeat(130)}`, m.passwordTooLong],
  ])('refuses %j with the spec message', (password, message) => {
    expect(firstMessage(passwordSchema.safeParse(password))).toBe(message);
  });

  it('accepts a sturdy password', () => {
    expect(passwordSchema.safeParse('Harbor#Lights42').success).toBe(true);
  });
});

describe('website rule', () => {
  it.each(['example.com', 'https://www.acme.io/about', 'http://acme.co.uk'])('accepts %s', (value) => {
    expect(isValidWebsite(value)).toBe(true);
  });
  it.each(['', 'localhost', 'acme', 'ftp://acme.com', 'acme..com', 'ac me.com'])('refuses %j', (value) => {
    expect(isValidWebsite(value)).toBe(false);
  });
});

describe('register form', () => {
  const valid = {
    full_name: 'Ada Founder',
    email: 'ada@acme.com',
    password: 'Harbor#Lights42',
    confirm_password: 'Harbor#Lights42',
    phone_number: '4165550148',
    website_name: 'acme.com',
  };
  const schema = createRegisterFormSchema({ name: 'Canada', phone_length: 10 });

  it('accepts a complete form', () => {
    expect(schema.safeParse(valid).success).toBe(true);
  });

  it('reports each empty field with the spec message', () => {
    const result = schema.safeParse({
      full_name: '',
      email: '',
      password: '',
      confirm_password: '',
      phone_number: '',
      website_name: '',
    });
    const messages = Object.fromEntries(result.error?.issues.map((i) => [i.path[0], i.message]).reverse() ?? []);
    expect(messages).toEqual({
      full_name: m.fullNameRequired,
      email: m.emailRequired,
      password: m.passwordRequired,
      confirm_password: m.confirmPasswordRequired,
      phone_number: m.phoneRequired,
      website_name: m.websiteRequired,
    });
  });

  it('checks the email, the match, the country length and the website', () => {
    const issues = (values: object) => schema.safeParse({ ...valid, ...values }).error?.issues.map((i) => i.message);
    expect(issues({ email: 'not-an-email' })).toEqual([m.emailInvalid]);
    expect(issues({ confirm_password: 'Other#Pass1' })).toEqual([m.passwordsDoNotMatch]);
    expect(issues({ phone_number: '41655' })).toEqual([
      'Phone number should be 10 digits for Canada. Currently 5 digits.',
    ]);
    expect(issues({ website_name: 'acme' })).toEqual([m.websiteInvalid]);
  });
});

describe('login and reset forms', () => {
  it('asks for both login fields', () => {
    expect(firstMessage(loginFormSchema.safeParse({ identifier: ' ', password: 'x' }))).toBe(m.loginFieldsRequired);
  });
  it('uses the forgot-password wording', () => {
    expect(firstMessage(resetPasswordFormSchema.safeParse({ new_password: '', confirm_password: '' }))).toBe(
      m.resetPasswordsRequired,
    );
    expect(firstMessage(resetPasswordFormSchema.safeParse({ new_password: 'a1!', confirm_password: 'a1!' }))).toBe(
      m.resetPasswordTooShort,
    );
  });
});

describe('register request', () => {
  it('wants the phone as + dial code and digits', () => {
    const base = {
      email: 'ada@acme.com',
      password: 'Harbor#Lights42',
      full_name: 'Ada',
      website_name: 'acme.com',
      no_linkedin: true,
      came_from_plan: false,
    };
    expect(registerRequestSchema.safeParse({ ...base, phone_number: '+14165550148' }).success).toBe(true);
    expect(registerRequestSchema.safeParse({ ...base, phone_number: '4165550148' }).success).toBe(false);
    expect(registerRequestSchema.safeParse({ ...base, phone_number: '+1 416 555' }).success).toBe(false);
  });

  it('checks the length for the chosen country, in the form’s words', () => {
    const base = { email: 'ada@acme.com', password: 'Harbor#Lights42', full_name: 'Ada', website_name: 'acme.com' };
    const messages = (values: object) =>
      registerRequestSchema.safeParse({ ...base, ...values }).error?.issues.map((issue) => issue.message);
    expect(messages({ phone_number: '+6791234567', phone_country: 'fj' })).toBeUndefined();
    expect(messages({ phone_number: '+67912345', phone_country: 'fj' })).toEqual([
      'Phone number should be 7 digits for Fiji. Currently 5 digits.',
    ]);
    // without the picker's choice, the dial code names the country
    expect(messages({ phone_number: '+4915112345678' })).toBeUndefined();
    expect(messages({ phone_number: '+491511234567' })).toEqual([
      'Phone number should be 11 digits for Germany. Currently 10 digits.',
    ]);
    expect(messages({ phone_number: '+9991234567' })).toEqual([authServerMessages.phoneInvalid]);
  });
});
