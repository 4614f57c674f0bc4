import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { localSessionPrefix } from '../../../adapters/payments/local.ts';
import { successUrlFor } from '../../../adapters/payments/types.ts';
import type { AppDeps } from '../../../core/deps.ts';
import { payments, users } from '../../../db/schema.ts';
import { cancelUrl, successUrlTemplate } from '../checkout.ts';
import { fulfilPayment } from '../fulfilment.ts';
import { type CardForm, type CardOutcome, checkCard } from './card.ts';

export type LocalPayment = typeof payments.$inferSelect;

/** The local checkout's session: a payment row opened by the local provider, else nothing. */
export async function findLocalSession(deps: AppDeps, sessionId: string): Promise<LocalPayment | undefined> {
  if (!sessionId.startsWith(localSessionPrefix)) return undefined;
  const [payment] = await deps.db
    .select()
    .from(payments)
    .where(and(eq(payments.stripeSessionId, sessionId), eq(payments.provider, 'local')))
    .limit(1);
  return payment;
}

export type PayOutcome =
  { kind: 'paid'; redirectTo: string } | { kind: 'already-member' } | Exclude<CardOutcome, { kind: 'approved' }>;

/**
 * Charges the test card for this session's own payment row (never another), then fulfils through
 * the same function as Stripe's webhook. A declined card changes nothing.
 */
export async function payLocalSession(deps: AppDeps, payment: LocalPayment, form: CardForm): Promise<PayOutcome> {
  const [owner] = await deps.db.select({ paid: users.paid }).from(users).where(eq(users.id, payment.userId)).limit(1);
  // bought meanwhile in another tab: a second payment would charge twice for the same lifetime plan
  if (owner?.paid) return { kind: 'already-member' };

  const outcome = checkCard(form, deps.clock.now());
  if (outcome.kind !== 'approved') return outcome;

  await fulfilPayment(deps, {
    sessionId: payment.stripeSessionId,
    paymentIntentId: `pi_local_${randomBytes(12).toString('base64url')}`,
  });
  return { kind: 'paid', redirectTo: successUrl(deps, payment.stripeSessionId) };
}

export function successUrl(deps: AppDeps, sessionId: string): string {
  return successUrlFor(successUrlTemplate(deps.config.APP_URL), sessionId);
}

export function cancelUrlOf(deps: AppDeps): string {
  return cancelUrl(deps.config.APP_URL);
}
