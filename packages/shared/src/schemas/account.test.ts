import { describe, expect, it } from 'vitest';
import { accountFormMessages as form } from '../messages/account.ts';
import { changePasswordFormSchema, composeUsername, usernameNumberSchema } from './account.ts';

describe('the username number', () => {
  it('takes 0-999 as a number or 1-3 digits as text, padded to 3 digits', () => {
    expect(usernameNumberSchema.parse(7)).toBe('007');
    expect(usernameNumberSchema.parse('42')).toBe('042');
    expect(usernameNumberSchema.parse('999')).toBe('999');
    expect(usernameNumberSchema.parse(0)).toBe('000');
  });

  it('answers section 5’s messages', () => {
    const message = (value: unknown) => usernameNumberSchema.safeParse(value).error?.issues[0]?.message;
    expect(message(undefined)).toBe(form.numberRequired);
    expect(message('')).toBe(form.numberRequired);
    expect(message('12a')).toBe(form.numberInvalid);
    expect(message('1000')).toBe(form.numberInvalid);
    expect(message(1000)).toBe(form.numberOutOfRange);
    expect(message(-1)).toBe(form.numberOutOfRange);
    expect(message(1.5)).toBe(form.numberInvalid);
  });

  it('composes color + object + 3 digits', () => {
    expect(composeUsername('Indigo', 'Castle', '7')).toBe('IndigoCastle007');
  });
});

describe('the change-password form', () => {
  it('wants the retyped password to match', () => {
    const result = changePasswordFormSchema.safeParse({
      current_password: 'Old#Pass1',
      new_password: 'Fresh#Harbor77',
      confirm_password: 'Fresh#Harbor78',
    });
    expect(result.error?.issues[0]).toMatchObject({ path: ['confirm_password'], message: form.passwordsDoNotMatch });
  });
});
