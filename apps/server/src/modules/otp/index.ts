// The otp module's public face: the only file another module may import.
export {
  consumeVerifiedCode,
  hasVerifiedCode,
  issueCode,
  otpLifetimeSeconds,
  type OtpPurpose,
  verifyCode,
} from './service.ts';
