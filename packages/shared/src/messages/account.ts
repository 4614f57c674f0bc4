/**
 * The settings screens' sentences. Form messages are member-area section 5 word for word, the
 * error texts section 8's; the server's own sentences are written for a person to read.
 */
export const accountFormMessages = {
  colorRequired: 'Color is required',
  objectRequired: 'Object is required',
  numberRequired: 'Number is required',
  numberInvalid: 'Must be a valid number (0-999)',
  numberOutOfRange: 'Number must be between 000 and 999',
  usernameSame: 'New username must be different from current username',
  usernameTaken: 'Username is already taken. Please choose a different combination.',
  verificationPasswordRequired: 'Password is required for verification',
  currentPasswordRequired: 'Current password is required',
  newPasswordRequired: 'New password is required',
  newPasswordTooShort: 'New password must be at least 6 characters long',
  confirmNewPasswordRequired: 'Please confirm your new password',
  passwordsDoNotMatch: 'Passwords do not match',
  emailRequired: 'Please enter an email address',
  otpRequired: 'Please enter the OTP',
  passwordRequired: 'Please enter your password',
} as const;

export const accountServerMessages = {
  invalidPassword: 'Invalid password. Please try again.',
  currentPasswordIncorrect: 'The current password is incorrect. Please try again.',
  newPasswordSameAsCurrent: 'The new password must be different from the current password.',
  profileUpdated: 'Profile updated successfully!',
  profileFailed: 'Failed to update profile',
  usernameAvailable: 'Username is available.',
  usernameChanged: 'Username changed successfully!',
  usernameRequired: 'Username is required',
  usernameTooLong: 'Username must be at most 64 characters',
  passwordChanged: 'Password changed successfully!',
  companyNameRequired: 'Company name is required',
  companyNameTooLong: 'Company name must be at most 200 characters',
  countryInvalid: 'Please choose a country from the list',
  emailAlreadyYours: 'This email is already on your account.',
  emailTakenElsewhere: 'This email is already registered to another account.',
  emailNotOnAccount: 'This email is not on your account.',
  primaryCannotBeRemoved: 'The primary email cannot be removed. Make another email primary first.',
  primaryAlreadyVerified: 'This email is your primary email and is already verified.',
  primaryNeedsVerifiedEmail: 'Only a verified email can be made primary. Please verify it first.',
  alreadyPrimary: 'This email is already your primary email.',
  tooManyEmails: 'You can add at most 5 emails. Please remove one first.',
  emailVerified: 'Email verified successfully.',
  emailRemoved: 'Email removed successfully.',
  primaryChanged: 'Primary email changed successfully.',
} as const;

export function passwordBackoffMessage(seconds: number): string {
  return `Too many incorrect passwords. Please wait ${seconds} seconds and try again.`;
}

export const usernamePartMessages = {
  colorInvalid: 'Please choose a color from the list',
  objectInvalid: 'Please choose an object from the list',
} as const;
