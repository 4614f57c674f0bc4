import type Stripe from 'stripe';
import { idOf } from '../../adapters/payments/stripe.ts';
import type { Db } from '../../db/client.ts';
import { processedEvents } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import {
  type FulfilOutcome,
  fulfilPaymentIn,
  markPaymentExpired,
  markPaymentFailed,
  markPaymentProcessing,
  refundPayment,
} from './fulfilment.ts';

/** held: the payment arrived but its coupon had run out; it waits for staff with no membership. */
export type WebhookOutcome = 'processed' | 'held' | 'duplicate' | 'ignored';

/**
 * Applies one verified Stripe event. The event id is recorded in the same transaction as its
 * effect: of two deliveries racing, the second waits on the primary key, finds the id taken and
 * does nothing; and a failure rolls the record back, so Stripe's retry is processed again.
 */
export async function handleStripeEvent(deps: { db: Db; clock: Clock }, event: Stripe.Event): Promise<WebhookOutcome> {
  return deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const claimed = await tx
      .insert(processedEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: processedEvents.id });
    if (claimed.length === 0) return 'duplicate';

    const now = deps.clock.now();
    switch (event.type) {
      case 'checkout.session.completed': {
        const session = event.data.object;
        if (session.payment_status !== 'paid') {
          // e.g. a bank debit: the money arrives later with async_payment_succeeded
          await markPaymentProcessing(tx, now, session.id);
          return 'processed';
        }
        return fulfilled(
          await fulfilPaymentIn(tx, now, { sessionId: session.id, paymentIntentId: idOf(session.payment_intent) }),
        );
      }
      case 'checkout.session.async_payment_succeeded': {
        const session = event.data.object;
        return fulfilled(
          await fulfilPaymentIn(tx, now, { sessionId: session.id, paymentIntentId: idOf(session.payment_intent) }),
        );
      }
      case 'checkout.session.async_payment_failed':
        await markPaymentFailed(tx, now, event.data.object.id);
        return 'processed';
      case 'checkout.session.expired':
        await markPaymentExpired(tx, now, event.data.object.id);
        return 'processed';
      case 'charge.refunded': {
        const charge = event.data.object;
        const paymentIntentId = idOf(charge.payment_intent);
        // a partial refund leaves the purchase standing; only the full amount back ends it
        if (charge.refunded && paymentIntentId) await refundPayment(tx, now, paymentIntentId);
        return 'processed';
      }
      default:
        return 'ignored';
    }
  });
}

const fulfilled = (outcome: FulfilOutcome): WebhookOutcome => (outcome === 'held' ? 'held' : 'processed');
