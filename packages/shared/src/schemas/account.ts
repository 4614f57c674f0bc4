import { z } from 'zod';
import { profileCountries } from '../content/profile-countries.ts';
import { usernameColors, usernameObjects } from '../content/usernames.ts';
import {
  accountFormMessages as form,
  accountServerMessages as server,
  usernamePartMessages,
} from '../messages/account.ts';
import { authFormMessages } from '../messages/auth.ts';
import {
  fullNameSchema,
  hasPasswordComposition,
  isCommonPassword,
  passwordMaxLength,
  passwordMinLength,
  phoneNumberSchema,
  websiteSchema,
} from './auth.ts';
import { text } from './text.ts';
import { userDataSchema } from './user.ts';

/*
 * The settings screens' contract (member-area sections 3, 5 and 7): the server's request and reply
 * schemas, and the rules the web forms validate with.
 */

const missing = (input: unknown) => input === undefined || input === null;

/** A required text field: absent or empty reads as `requiredMessage`. */
const requiredText = (requiredMessage: string) =>
  text({ error: (issue) => (missing(issue.input) ? requiredMessage : 'Expected text') }).min(1, requiredMessage);

/** A password typed to confirm who is asking: any text up to the longest password we accept. */
export const confirmPasswordField = (requiredMessage: string) =>
  requiredText(requiredMessage).max(passwordMaxLength, server.invalidPassword);

// ---------------------------------------------------------------- profile

/** PUT /profile/: the five fields, and the password that confirms the change. */
export const profileUpdateRequestSchema = z.object({
  full_name: fullNameSchema,
  phone_number: phoneNumberSchema,
  website_name: websiteSchema,
  company_name: requiredText(server.companyNameRequired)
    .trim()
    .min(1, server.companyNameRequired)
    .max(200, server.companyNameTooLong),
  country: z.enum(profileCountries, { error: server.countryInvalid }),
  password: confirmPasswordField(form.passwordRequired),
});
export type ProfileUpdateRequest = z.infer<typeof profileUpdateRequestSchema>;

export const profileUpdateResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  user_data: userDataSchema,
});
export type ProfileUpdateResponse = z.infer<typeof profileUpdateResponseSchema>;

// ---------------------------------------------------------------- username

export const usernameColorSchema = z.enum(usernameColors, {
  error: (issue) =>
    missing(issue.input) || issue.input === '' ? form.colorRequired : usernamePartMessages.colorInvalid,
});
export const usernameObjectSchema = z.enum(usernameObjects, {
  error: (issue) =>
    missing(issue.input) || issue.input === '' ? form.objectRequired : usernamePartMessages.objectInvalid,
});

/** 0-999 as a number or 1-3 digits as text; comes out padded to 3 digits ("7" → "007"). */
export const usernameNumberSchema = z
  .union([text(), z.number()], {
    error: (issue) => (missing(issue.input) ? form.numberRequired : form.numberInvalid),
  })
  .transform((value, context) => {
    const digits = String(value).trim();
    if (digits === '') {
      context.addIssue({ code: 'custom', message: form.numberRequired });
      return z.NEVER;
    }
    if (typeof value === 'number' && Number.isInteger(value) && (value < 0 || value > 999)) {
      context.addIssue({ code: 'custom', message: form.numberOutOfRange });
      return z.NEVER;
    }
    if (!/^\d{1,3}$/.test(digits)) {
      context.addIssue({ code: 'custom', message: form.numberInvalid });
      return z.NEVER;
    }
    return digits.padStart(3, '0');
  });

/** Username = color + object + 3-digit number, e.g. "IndigoCastle042". */
export function composeUsername(color: string, object: string, number: string): string {
  return `${color}${object}${number.padStart(3, '0')}`;
}

/** POST /check-username/ */
export const checkUsernameRequestSchema = z.object({
  username: requiredText(server.usernameRequired)
    .trim()
    .min(1, server.usernameRequired)
    .max(64, server.usernameTooLong),
});
export type CheckUsernameRequest = z.infer<typeof checkUsernameRequestSchema>;

export const checkUsernameResponseSchema = z.object({ exists: z.boolean(), message: z.string() });
export type CheckUsernameResponse = z.infer<typeof checkUsernameResponseSchema>;

/** POST /change-username/ */
export const changeUsernameRequestSchema = z.object({
  username_color: usernameColorSchema,
  username_object: usernameObjectSchema,
  username_num: usernameNumberSchema,
  password: confirmPasswordField(form.verificationPasswordRequired),
});
export type ChangeUsernameRequest = z.input<typeof changeUsernameRequestSchema>;

export const changeUsernameResponseSchema = z.object({ message: z.string(), access_token: z.string() });
export type ChangeUsernameResponse = z.infer<typeof changeUsernameResponseSchema>;

// ---------------------------------------------------------------- password

/** The new password: section 5's change-password messages over the same rules as registration. */
export const newPasswordSchema = requiredText(form.newPasswordRequired)
  .min(passwordMinLength, form.newPasswordTooShort)
  .max(passwordMaxLength, authFormMessages.passwordTooLong)
  .refine(hasPasswordComposition, authFormMessages.passwordComposition)
  .refine((password) => !isCommonPassword(password), authFormMessages.passwordTooCommon);

/** POST /change-password/ */
export const changePasswordRequestSchema = z.object({
  current_password: confirmPasswordField(form.currentPasswordRequired),
  new_password: newPasswordSchema,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** The Change Password page: the request plus the retyped password. */
export const changePasswordFormSchema = z
  .object({
    current_password: requiredText(form.currentPasswordRequired),
    new_password: newPasswordSchema,
    confirm_password: requiredText(form.confirmNewPasswordRequired),
  })
  .refine((values) => values.new_password === values.confirm_password, {
    path: ['confirm_password'],
    message: form.passwordsDoNotMatch,
  });
export type ChangePasswordFormValues = z.infer<typeof changePasswordFormSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
