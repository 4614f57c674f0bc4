// The accounts module's public face: the only file another module may import.
export { confirmPassword } from './confirm-password.ts';
export type { AuditStaff } from './factor-notices.ts';
export { accountRoutes } from './routes.ts';
export {
  confirmPasswordAndSecondFactor,
  enrolledFactors,
  hasSecondFactor,
  removeAllSecondFactors,
  removePasskeysAfterReset,
  resetSecondFactorsByEmail,
} from './second-factor.ts';
