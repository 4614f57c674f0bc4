// The mail module's public face: the only file another module may import.
export { createEmailDelivery } from './delivery.ts';
export { emailLifecycle } from './lifecycle.ts';
export { enqueueEmail, type OutgoingEmail } from './outbox.ts';
export { otpEmail } from './templates/otp-email.ts';
export { primaryEmailChangedEmail } from './templates/primary-email-changed.ts';
export { secondFactorChangedEmail, type SecondFactorEvent } from './templates/second-factor-changed.ts';
export {
  accountErasedEmail,
  deletionCancelledEmail,
  deletionScheduledEmail,
  exportReadyEmail,
} from './templates/your-data.ts';
export { emailLayout, textSignature } from './templates/layout.ts';
