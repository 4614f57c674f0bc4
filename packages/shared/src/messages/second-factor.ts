/**
 * The second factor's codes, sentences and limits, without zod: the screens that only show or
 * compare them (the back office's shell, the settings' passkey list) load no schema library for
 * them. `schemas/second-factor.ts` checks with them.
 */

export const secondFactorRequiredCode = 'second_factor_required';
export const secondFactorRequiredMessage = 'Confirm with your passkey or authenticator code to continue.';
export const secondFactorWrongCode = 'second_factor_invalid';
export const secondFactorWrongMessage = 'That passkey or code did not confirm it is you. Try again.';
export const enrolSecondFactorCode = 'second_factor_enrolment_required';
export const enrolSecondFactorMessage =
  'Add a passkey or an authenticator app in Settings before you change anything in the back office.';
export const passkeySignInFailedMessage = 'That passkey could not sign you in. Try again or use your password.';
export const challengeExpiredMessage = 'The request expired. Try again.';
export const passkeyNotFoundMessage = 'Passkey not found.';
export const totpCodeWrongMessage = 'That code is not right. Enter the 6 digits your app shows now.';

export const passkeyNameMaxLength = 60;
export const recoveryCodeCount = 10;
