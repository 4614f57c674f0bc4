import { z } from 'zod';
import { text } from './text.ts';
import { tokenPairSchema } from './user.ts';
import { passkeyNotFoundMessage, passkeyNameMaxLength } from '../messages/second-factor.ts';

/**
 * Passkeys (WebAuthn) for everyone, an authenticator app (TOTP) with recovery codes for staff
 * (issue 29, decision 033): the settings calls, the passkey sign-in and the second factor a
 * dangerous action sends beside the password.
 */

const passkeyName = text({ error: 'Give the passkey a name.' })
  .trim()
  .min(1, 'Give the passkey a name.')
  .max(passkeyNameMaxLength, `A passkey name has at most ${passkeyNameMaxLength} characters.`);

const password = text({ error: 'Enter your password.' })
  .min(1, 'Enter your password.')
  .max(256, 'The password is too long.');

const totpCode = text({ error: 'Enter the 6-digit code.' })
  .trim()
  .regex(/^\d{6}$/, 'Enter the 6-digit code.');

const recoveryCode = text({ error: 'Enter a recovery code.' })
  .trim()
  .min(1, 'Enter a recovery code.')
  .max(40, 'That is not a recovery code.');

const challengeId = z.uuid({ error: 'The request expired. Try again.' });

/** What the browser's `navigator.credentials` answered, as @simplewebauthn/browser serialises it. */
export const webauthnResponseSchema = z.looseObject({
  id: z.string().min(1).max(2048),
  rawId: z.string().min(1).max(2048),
  type: z.literal('public-key'),
  response: z.looseObject({ clientDataJSON: z.string().max(16_384) }),
  clientExtensionResults: z.looseObject({}).optional().default({}),
});
export type WebauthnResponse = z.infer<typeof webauthnResponseSchema>;

/** The options the browser passes to `startRegistration` / `startAuthentication`, with the challenge's id. */
export const webauthnOptionsResponseSchema = z.object({
  challenge_id: z.uuid(),
  options: z.looseObject({ challenge: z.string() }),
});
export type WebauthnOptionsResponse = z.infer<typeof webauthnOptionsResponseSchema>;

export const passkeySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type Passkey = z.infer<typeof passkeySchema>;

/** GET /second-factor/ */
export const secondFactorStatusSchema = z.object({
  passkeys: z.array(passkeySchema),
  totp: z.boolean(),
  recovery_codes_left: z.number().int(),
  /** staff only: whether the back office refuses changes until a factor is added */
  staff_must_enrol: z.boolean(),
});
export type SecondFactorStatus = z.infer<typeof secondFactorStatusSchema>;

/** POST /passkeys/ */
export const addPasskeyRequestSchema = z.object({
  challenge_id: challengeId,
  name: passkeyName,
  response: webauthnResponseSchema,
});
export type AddPasskeyRequest = z.infer<typeof addPasskeyRequestSchema>;

/** PATCH /passkeys/:id/ */
export const renamePasskeyRequestSchema = z.object({ name: passkeyName });
export type RenamePasskeyRequest = z.infer<typeof renamePasskeyRequestSchema>;

export const passkeyParamsSchema = z.object({ id: z.uuid({ error: passkeyNotFoundMessage }) });

/** DELETE /passkeys/:id/ and DELETE /totp/: the password (and the second factor, where one is left) */
export const passwordOnlyRequestSchema = z.object({ password });
export type PasswordOnlyRequest = z.infer<typeof passwordOnlyRequestSchema>;

/** POST /totp/setup/ */
export const totpSetupResponseSchema = z.object({ secret: z.string(), otpauth_uri: z.string() });
export type TotpSetupResponse = z.infer<typeof totpSetupResponseSchema>;

/** POST /totp/confirm/ */
export const totpConfirmRequestSchema = z.object({ code: totpCode });
export type TotpConfirmRequest = z.infer<typeof totpConfirmRequestSchema>;
export const recoveryCodesResponseSchema = z.object({ recovery_codes: z.array(z.string()) });
export type RecoveryCodesResponse = z.infer<typeof recoveryCodesResponseSchema>;

/** POST /passkeys/sign-in/ */
export const passkeySignInRequestSchema = z.object({ challenge_id: challengeId, response: webauthnResponseSchema });
export type PasskeySignInRequest = z.infer<typeof passkeySignInRequestSchema>;
export const passkeySignInResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  tokens: tokenPairSchema,
});

/** The second factor a dangerous action sends beside the password. */
export const secondFactorProofSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('passkey'), challenge_id: challengeId, response: webauthnResponseSchema }),
  z.object({ kind: z.literal('totp'), code: totpCode }),
  z.object({ kind: z.literal('recovery'), code: recoveryCode }),
]);
export type SecondFactorProof = z.infer<typeof secondFactorProofSchema>;
export type SecondFactorKind = SecondFactorProof['kind'];
