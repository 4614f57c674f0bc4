import { z } from 'zod';
import { commonPasswords } from '../content/common-passwords.ts';
import { authFormMessages as form, authServerMessages as server } from '../messages/auth.ts';
import { fullPhoneNumberIssue, phoneLengthIssue } from './phone.ts';
import { text } from './text.ts';
import { tokenPairSchema, userDataSchema } from './user.ts';

/*
 * The accounts contract, used three ways: the server's request/response schemas, the web forms
 * (zodResolver) and both sides' types. Form rules carry public-site section 5's exact messages.
 */

/** A string field whose absence reads as the spec's "required" message, and a wrong type says so. */
const requiredText = (requiredMessage: string) =>
  text({
    error: (issue) => (issue.input === undefined || issue.input === null ? requiredMessage : 'Expected text'),
  });

// ---------------------------------------------------------------- field rules

export const passwordSpecialCharacters = '!@#$%^&*';
export const passwordMinLength = 6;
export const passwordMaxLength = 128;
export const otpLength = 6;

const commonPasswordSet = new Set(commonPasswords);

export function isCommonPassword(password: string): boolean {
  return commonPasswordSet.has(password.toLowerCase());
}

export function hasPasswordComposition(password: string): boolean {
  return /\p{L}/u.test(password) && /\d/.test(password) && /[!@#$%^&*]/.test(password);
}

/**
 * A website as the spec reads it: parses as a URL (https:// assumed when no scheme is given) whose
 * hostname contains a dot. Empty labels ("example..com") are refused too.
 */
export function isValidWebsite(value: string): boolean {
  const trimmed = value.trim();
  if (!trimmed || /\s/.test(trimmed)) return false;
  const withScheme = /^[a-z][a-z\d+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
    const labels = url.hostname.split('.');
    return labels.length >= 2 && labels.every((label) => label.length > 0);
  } catch {
    return false;
  }
}

export const emailSchema = requiredText(form.emailRequired)
  .trim()
  .min(1, form.emailRequired)
  .max(254, server.emailTooLong)
  .regex(z.regexes.email, form.emailInvalid);

/** The full rule for a new password: registration, reset and (later) a password change. */
export const passwordSchema = requiredText(form.passwordRequired)
  .min(1, form.passwordRequired)
  .min(passwordMinLength, form.passwordTooShort)
  .max(passwordMaxLength, form.passwordTooLong)
  .refine(hasPasswordComposition, form.passwordComposition)
  .refine((password) => !isCommonPassword(password), form.passwordTooCommon);

export const fullNameSchema = requiredText(form.fullNameRequired)
  .trim()
  .min(1, form.fullNameRequired)
  .max(150, server.fullNameTooLong);

export const websiteSchema = requiredText(form.websiteRequired)
  .trim()
  .min(1, form.websiteRequired)
  .max(253, server.websiteTooLong)
  .refine(isValidWebsite, form.websiteInvalid);

/**
 * A phone number's shape: "+" then the dial code and the number, 7 to 15 digits in all (E.164).
 * Registration adds the per-country length (`registerRequestSchema`, schemas/phone.ts).
 */
export const phoneNumberSchema = requiredText(form.phoneRequired)
  .trim()
  .min(1, form.phoneRequired)
  .regex(/^\+\d{7,15}$/, server.phoneInvalid);

export const otpSchema = requiredText(form.otpIncomplete)
  .trim()
  .regex(/^\d{6}$/, form.otpIncomplete);

// ---------------------------------------------------------------- forms (web, zodResolver)

/** Register view. `phone_number` here is the local digits; the dial code comes from the picker. */
export const registerFormSchema = z
  .object({
    full_name: fullNameSchema,
    email: emailSchema,
    password: passwordSchema,
    confirm_password: requiredText(form.confirmPasswordRequired).min(1, form.confirmPasswordRequired),
    phone_number: requiredText(form.phoneRequired)
      .trim()
      .min(1, form.phoneRequired)
      .regex(/^\d+$/, form.phoneDigitsOnly),
    website_name: websiteSchema,
  })
  .refine((values) => !values.confirm_password || values.password === values.confirm_password, {
    path: ['confirm_password'],
    message: form.passwordsDoNotMatch,
  });
export type RegisterFormValues = z.infer<typeof registerFormSchema>;

/** The register form with the picked country's length rule; call with the current country. */
export function createRegisterFormSchema(country: { name: string; phone_length: number } | undefined) {
  return registerFormSchema.superRefine((values, context) => {
    if (!country || !/^\d+$/.test(values.phone_number)) return;
    const issue = phoneLengthIssue(values.phone_number, country);
    if (issue) context.addIssue({ code: 'custom', path: ['phone_number'], message: issue });
  });
}

export const loginFormSchema = z.object({
  identifier: requiredText(form.loginFieldsRequired).trim().min(1, form.loginFieldsRequired),
  password: requiredText(form.loginFieldsRequired).min(1, form.loginFieldsRequired),
});
export type LoginFormValues = z.infer<typeof loginFormSchema>;

export const otpFormSchema = z.object({ otp: otpSchema });
export type OtpFormValues = z.infer<typeof otpFormSchema>;

export const forgotPasswordEmailFormSchema = z.object({ email: emailSchema });
export type ForgotPasswordEmailFormValues = z.infer<typeof forgotPasswordEmailFormSchema>;

export const forgotPasswordOtpFormSchema = z.object({
  otp: requiredText(form.otpRequired)
    .trim()
    .min(1, form.otpRequired)
    .regex(/^\d{1,6}$/, form.otpIncomplete),
});
export type ForgotPasswordOtpFormValues = z.infer<typeof forgotPasswordOtpFormSchema>;

export const resetPasswordFormSchema = z
  .object({
    new_password: requiredText(form.resetPasswordsRequired)
      .min(1, form.resetPasswordsRequired)
      .min(passwordMinLength, form.resetPasswordTooShort)
      .max(passwordMaxLength, form.passwordTooLong)
      .refine(hasPasswordComposition, form.passwordComposition)
      .refine((password) => !isCommonPassword(password), form.passwordTooCommon),
    confirm_password: requiredText(form.resetPasswordsRequired).min(1, form.resetPasswordsRequired),
  })
  .refine((values) => !values.confirm_password || values.new_password === values.confirm_password, {
    path: ['confirm_password'],
    message: form.passwordsDoNotMatch,
  });
export type ResetPasswordFormValues = z.infer<typeof resetPasswordFormSchema>;

// ---------------------------------------------------------------- HTTP requests

export const emailRequestSchema = z.object({ email: emailSchema });
export type EmailRequest = z.infer<typeof emailRequestSchema>;

/** POST /check_email_status/, /send_email_otp/, /forgot-password-send-otp/ */
export const checkEmailStatusRequestSchema = emailRequestSchema;
export const sendEmailOtpRequestSchema = emailRequestSchema;
export const forgotPasswordSendOtpRequestSchema = emailRequestSchema;

/** POST /verify_email_otp/ and /verify-otp/ */
export const verifyOtpRequestSchema = z.object({
  email: emailSchema,
  otp: requiredText(form.otpRequired)
    .trim()
    .min(1, form.otpRequired)
    .regex(/^\d{6}$/, form.otpIncomplete),
});
export type VerifyOtpRequest = z.infer<typeof verifyOtpRequestSchema>;

/**
 * POST /register/: the registration payload of public-site section 3, plus `phone_country`, the
 * ISO code the form's picker chose (decision 026), so the server checks the number's length for
 * that country and refuses it with the form's own sentence.
 */
export const registerRequestSchema = z
  .object({
    email: emailSchema,
    password: passwordSchema,
    full_name: fullNameSchema,
    phone_number: phoneNumberSchema,
    phone_country: text({ error: 'phone_country must be text.' }).trim().max(2, server.phoneInvalid).optional(),
    website_name: websiteSchema,
    no_linkedin: z.boolean().default(true),
    came_from_plan: z.boolean().default(false),
  })
  .superRefine((values, context) => {
    const issue = fullPhoneNumberIssue(values.phone_number, values.phone_country);
    if (issue) context.addIssue({ code: 'custom', path: ['phone_number'], message: issue });
  });
export type RegisterRequest = z.input<typeof registerRequestSchema>;

/** POST /login/ (with the X-CSRFToken header). Identifier: email or alias, any case. */
export const loginRequestSchema = z.object({
  identifier: requiredText(form.loginFieldsRequired)
    .trim()
    .min(1, form.loginFieldsRequired)
    .max(254, server.identifierTooLong),
  password: requiredText(form.loginFieldsRequired)
    .min(1, form.loginFieldsRequired)
    .max(passwordMaxLength, server.invalidCredentials),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** Refresh tokens are opaque base64url strings; anything else is refused before a lookup. */
const refreshTokenField = requiredText(server.tokenInvalid)
  .max(200, server.tokenInvalid)
  .regex(/^[\w-]+$/, server.tokenInvalid);

/** POST /api/token/refresh/ */
export const refreshRequestSchema = z.object({ refresh: refreshTokenField });
export type RefreshRequest = z.infer<typeof refreshRequestSchema>;

/** POST /logout/ */
export const logoutRequestSchema = z.object({ refresh: refreshTokenField });
export type LogoutRequest = z.infer<typeof logoutRequestSchema>;

/** POST /reset-password/ */
export const resetPasswordRequestSchema = z.object({
  email: emailSchema,
  new_password: passwordSchema,
  /** the account's passkeys stay only when the person says so (issue 29, decision 033) */
  keep_passkeys: z.boolean({ error: 'keep_passkeys must be true or false.' }).optional(),
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

// ---------------------------------------------------------------- HTTP responses

export const statusMessageResponseSchema = z.object({ status: z.literal('success'), message: z.string() });
export type StatusMessageResponse = z.infer<typeof statusMessageResponseSchema>;

export const checkEmailStatusResponseSchema = z.object({ user_exists: z.boolean(), paid: z.boolean() });
export type CheckEmailStatusResponse = z.infer<typeof checkEmailStatusResponseSchema>;

export const registerResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  tokens: tokenPairSchema,
  user_data: userDataSchema,
});
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

export const loginResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  tokens: tokenPairSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const csrfResponseSchema = z.object({ csrfToken: z.string() });
export type CsrfResponse = z.infer<typeof csrfResponseSchema>;

/** Rotation: the answer carries a new refresh token; the one sent is spent. */
export const refreshResponseSchema = tokenPairSchema;
export type RefreshResponse = z.infer<typeof refreshResponseSchema>;

export const geoipResponseSchema = z.object({ country_code: z.string().regex(/^[a-z]{2}$/) });
export type GeoipResponse = z.infer<typeof geoipResponseSchema>;

export const devMailboxMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  created_at: z.string(),
});
export const devMailboxResponseSchema = z.object({ messages: z.array(devMailboxMessageSchema) });
export type DevMailboxResponse = z.infer<typeof devMailboxResponseSchema>;

/** Every failed accounts call: `{ code, message, error, status: 'error' }` with a 4xx status. */
export const authErrorResponseSchema = z.object({
  code: z.string(),
  message: z.string(),
  error: z.string(),
  status: z.literal('error'),
});
export type AuthErrorResponse = z.infer<typeof authErrorResponseSchema>;
