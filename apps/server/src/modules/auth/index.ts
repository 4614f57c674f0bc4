// The auth module's public face: the only file another module may import.
export { toUserData } from './user-data.ts';
export { addressOwner, lockAddress } from './address-owner.ts';
export {
  clearAccountFailures,
  loginFailuresBeforeBackoff,
  recordFailure,
  secondsBlocked,
  type ThrottleKey,
} from './login-throttle.ts';
export { cancelPendingDeletion } from './login.ts';
export { issueTokenPair, revokeAllForUser, revokeOtherSessions } from './refresh-tokens.ts';
export { authRoutes } from './routes.ts';
export { otpDeps, sendCode } from './send-code.ts';
