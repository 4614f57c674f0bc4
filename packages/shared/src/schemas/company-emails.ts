import { z } from 'zod';
import { accountFormMessages as form } from '../messages/account.ts';
import { authFormMessages, authServerMessages } from '../messages/auth.ts';
import { confirmPasswordField } from './account.ts';
import { text } from './text.ts';

/*
 * The Company Email page's contract (member-area sections 5 and 7): add an address with a code,
 * remove one, make one primary.
 */

const addressSchema = text({
  error: (issue) => (issue.input === undefined || issue.input === null ? form.emailRequired : 'Expected text'),
})
  .trim()
  .min(1, form.emailRequired)
  .max(254, authServerMessages.emailTooLong)
  .regex(z.regexes.email, authFormMessages.emailInvalid);

/** POST /send-email-otp/ (and, with a bearer, the resend on /send_email_otp/) */
export const addEmailRequestSchema = z.object({ email: addressSchema });
export type AddEmailRequest = z.infer<typeof addEmailRequestSchema>;

/** POST /verify-email-otp/ */
export const verifyEmailOtpRequestSchema = z.object({
  email: addressSchema,
  otp: text({ error: (issue) => (issue.input == null ? form.otpRequired : 'Expected text') })
    .trim()
    .min(1, form.otpRequired)
    .regex(/^\d{6}$/, authFormMessages.otpIncomplete),
});
export type VerifyEmailOtpRequest = z.infer<typeof verifyEmailOtpRequestSchema>;

/** POST /remove-email/ and /set-primary-email/ */
export const emailPasswordRequestSchema = z.object({
  email: addressSchema,
  password: confirmPasswordField(form.passwordRequired),
});
export type EmailPasswordRequest = z.infer<typeof emailPasswordRequestSchema>;

/** One address of the account: the primary (the sign-in and mail address) or a secondary one. */
export const companyEmailSchema = z.object({
  email: z.string(),
  is_primary: z.boolean(),
  /** false while its code has not been entered yet */
  verified: z.boolean(),
});
export type CompanyEmail = z.infer<typeof companyEmailSchema>;

/** GET /list-company-emails/: the primary first, then the others in the order they were added. */
export const listCompanyEmailsResponseSchema = z.array(companyEmailSchema);
export type ListCompanyEmailsResponse = z.infer<typeof listCompanyEmailsResponseSchema>;
