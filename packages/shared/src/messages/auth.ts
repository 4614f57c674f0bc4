/**
 * Every sentence the accounts area shows or answers with. Form messages are public-site section 5
 * word for word; server messages are ours, written for a person to read.
 */
export const authFormMessages = {
  fullNameRequired: 'Full name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters',
  passwordComposition: 'Password must contain at least 1 letter, 1 number, and 1 special character',
  passwordTooLong: 'Password must be at most 128 characters',
  passwordTooCommon: 'This password is too common. Please choose one that is harder to guess.',
  confirmPasswordRequired: 'Please confirm your password',
  passwordsDoNotMatch: 'Passwords do not match',
  phoneRequired: 'Phone number is required',
  phoneDigitsOnly: 'Phone number should contain digits only',
  websiteRequired: 'Company website is required',
  websiteInvalid: 'Please enter a valid website URL (ending with .com, .org, .io, .co, etc.)',
  otpIncomplete: 'Please enter the complete 6-digit OTP',
  loginFieldsRequired: 'Please fill in all required fields',
  otpRequired: 'OTP is required',
  resetPasswordsRequired: 'Both password fields are required',
  resetPasswordTooShort: 'Password must be at least 6 characters long',
  passwordHint: 'Minimum 6 characters | At least 1 special character | At least 1 letter and 1 number',
} as const;

/** "Phone number should be N digits for {country}. Currently M digits." */
export function phoneLengthMessage(expected: number, countryName: string, actual: number): string {
  return `Phone number should be ${expected} digits for ${countryName}. Currently ${actual} digits.`;
}

export const authServerMessages = {
  emailRegisteredMember: 'Email already registered as a Member in the product. Please log in.',
  emailRegisteredGuest: 'Email already registered as a Guest in the product. Please log in.',
  phoneInvalid: 'Please enter a valid phone number: the country dial code followed by the digits.',
  fullNameTooLong: 'Full name must be at most 150 characters',
  websiteTooLong: 'Company website must be at most 253 characters',
  emailTooLong: 'Email must be at most 254 characters',
  otpInvalid: 'Invalid OTP',
  otpExpired: 'This code has expired. Please request a new one.',
  otpUsed: 'This code has already been used. Please request a new one.',
  otpMissing: 'No code was requested for this email. Please request a new one.',
  otpTooManyFailures: 'Too many incorrect codes for this email. Please try again later.',
  otpHourlyLimit: 'Too many codes were requested for this email. Please try again later.',
  emailVerified: 'Email verified successfully.',
  registerNotVerified: 'Please verify your email with the code we sent before registering.',
  registered: 'Registration successful.',
  loginSucceeded: 'Login successful.',
  invalidCredentials: 'Invalid email/username or password.',
  csrfFailed: 'Security check failed. Please reload the page and try again.',
  sessionExpired: 'Your session has expired. Please log in again.',
  loggedOut: 'You have been logged out.',
  resetCodeSent: 'If an account exists for this email, a code has been sent to it.',
  resetCodeVerified: 'OTP verified successfully.',
  resetNotVerified: 'Please verify the code we emailed you before choosing a new password.',
  passwordReset: 'Password reset successfully!',
  identifierTooLong: 'Email or username must be at most 254 characters',
  tokenInvalid: 'The token is missing or malformed.',
} as const;

export function otpSentMessage(email: string): string {
  return `OTP sent to ${email}`;
}

export function otpResendWaitMessage(seconds: number): string {
  return `Please wait ${seconds} seconds before requesting a new code.`;
}

export function loginBackoffMessage(seconds: number): string {
  return `Too many failed login attempts. Please wait ${seconds} seconds and try again.`;
}
