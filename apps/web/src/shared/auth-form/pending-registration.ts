import { otpLifetimeSeconds } from '../../components/ui/otp-modal.tsx';
import type { RegistrationPayload } from './auth-api.ts';

/** A registration waiting for its emailed code. */
export interface PendingRegistration {
  payload: RegistrationPayload;
  /** When the code went out (ms): its countdown runs from here. */
  sentAt: number;
  /** The code was accepted already (codes are single use): only the registration is left. */
  verified: boolean;
}

// Kept outside the form, which unmounts when its host closes (the pricing page's modal) or the
// view switches to login and back: the code sent must stay reachable, as the server will not send
// another to the address for a while.
let kept: PendingRegistration | null = null;

/** A registration whose code has just gone out. */
export function codeJustSent(payload: RegistrationPayload): PendingRegistration {
  return { payload, sentAt: Date.now(), verified: false };
}

export function keepPendingRegistration(pending: PendingRegistration | null): void {
  kept = pending;
}

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The registration pending for `email` whose code is still live, or null. */
export function livePendingRegistration(email: string, now = Date.now()): PendingRegistration | null {
  if (!kept || !sameAddress(kept.payload.email, email)) return null;
  return now < kept.sentAt + otpLifetimeSeconds * 1000 ? kept : null;
}
