import { z } from 'zod';
import { confirmPasswordField } from './account.ts';
import { secondFactorProofSchema } from './second-factor.ts';

/*
 * Settings → "Your data" (issue 31, decision 041): the export of everything the product holds
 * about the person, and the deletion of their account after a cooling-off period.
 */

export const yourDataMessages = {
  passwordRequired: 'Enter your password to delete your account.',
  staffCannotDelete:
    'A staff account cannot be deleted here. Ask another staff member to remove your staff access first.',
  alreadyErased: 'This account has already been erased.',
  exportNotFound: 'No export was found.',
  exportNotReady: 'Your export is still being prepared. We will email you when it is ready.',
  exportExpired: 'This export has expired. Request a new one from Settings → Your data.',
  exportFailed: 'This export could not be prepared. Request a new one from Settings → Your data.',
} as const;

/** Days between the request and the erasure; a sign-in before then cancels it. */
export const deletionCoolingOffDays = 7;
/** Days a finished export can be downloaded. */
export const exportValidDays = 7;

/** POST /account/export/ → 202 */
export const exportRequestedResponseSchema = z.object({ id: z.uuid() });
export type ExportRequestedResponse = z.infer<typeof exportRequestedResponseSchema>;

/** GET /account/export/{id}/ while it is being built → 202, with Retry-After */
export const exportPendingResponseSchema = z.object({
  id: z.uuid(),
  status: z.literal('pending'),
  message: z.string(),
  retry_after: z.number().int().positive(),
});
export type ExportPendingResponse = z.infer<typeof exportPendingResponseSchema>;

export const exportParamsSchema = z.object({ id: z.string() });

/** GET /account/export/ : the caller's exports, newest first (the screen's list and its polling). */
export const exportSummarySchema = z.object({
  id: z.uuid(),
  status: z.enum(['pending', 'ready', 'failed', 'expired']),
  requested_at: z.iso.datetime({ offset: true }),
  ready_at: z.iso.datetime({ offset: true }).nullable(),
  expires_at: z.iso.datetime({ offset: true }).nullable(),
  bytes: z.number().int().nullable(),
});
export type ExportSummary = z.infer<typeof exportSummarySchema>;
export const exportListResponseSchema = z.object({ exports: z.array(exportSummarySchema) });
export type ExportListResponse = z.infer<typeof exportListResponseSchema>;

export const communityMessagesChoices = ['keep', 'delete'] as const;

/** POST /account/delete/ */
export const deleteAccountRequestSchema = z.object({
  password: confirmPasswordField(yourDataMessages.passwordRequired),
  /** keep: shown as "a former member"; delete: removed. Kept when absent. */
  community_messages: z.enum(communityMessagesChoices).default('keep'),
  /** a passkey (or authenticator-app) proof, required where the person has enrolled one (decision 033) */
  second_factor: secondFactorProofSchema.optional(),
});
export type DeleteAccountRequest = z.input<typeof deleteAccountRequestSchema>;

export const deleteAccountResponseSchema = z.object({ delete_after: z.iso.datetime({ offset: true }) });
export type DeleteAccountResponse = z.infer<typeof deleteAccountResponseSchema>;

/** The delete dialog's form: the same password rule, the choice always made. */
export const deleteAccountFormSchema = z.object({
  password: confirmPasswordField(yourDataMessages.passwordRequired),
  community_messages: z.enum(communityMessagesChoices),
});
export type DeleteAccountForm = z.infer<typeof deleteAccountFormSchema>;
