import { z } from 'zod';
import type { StripePaymentProvider } from '../../adapters/payments/types.ts';
import { badRequest } from '../../lib/errors.ts';
import type { App } from '../../lib/http.ts';
import { handleStripeEvent } from './webhook.ts';

/**
 * POST /stripe/webhook/. Registered as its own plugin so that the raw-body JSON parser (the
 * signature covers the exact bytes) applies to this route only.
 */
export async function stripeWebhookRoutes(app: App, options: { provider: StripePaymentProvider }) {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '/stripe/webhook/',
    {
      schema: {
        tags: ['payments'],
        summary: 'Stripe events (signed): completes, fails and refunds payments',
        response: {
          200: z.object({ received: z.literal(true), outcome: z.enum(['processed', 'held', 'duplicate', 'ignored']) }),
        },
      },
    },
    async (request) => {
      const { meters } = app.deps;
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || signature.length === 0) {
        meters.webhookEvent('unverified', 'rejected');
        throw badRequest('The Stripe-Signature header is missing.', 'invalid_signature');
      }
      if (!Buffer.isBuffer(request.body)) {
        meters.webhookEvent('unverified', 'rejected');
        throw badRequest('Send the event as application/json.', 'invalid_signature');
      }
      let event;
      try {
        event = await options.provider.verifyWebhook(request.body, signature, app.deps.clock.now().getTime());
      } catch {
        // an unsigned body's type is anyone's text: it is never a label
        meters.webhookEvent('unverified', 'rejected');
        throw badRequest('The webhook signature could not be verified.', 'invalid_signature');
      }
      // a signed event still has to have the shape every handler reads
      const object: unknown = event.data?.object;
      if (typeof object !== 'object' || object === null || Array.isArray(object)) {
        meters.webhookEvent(event.type, 'rejected');
        throw badRequest('The webhook event has no data object.', 'invalid_event');
      }
      const outcome = await handleStripeEvent(app.deps, event).catch((error: unknown) => {
        meters.webhookEvent(event.type, 'failed');
        throw error;
      });
      meters.webhookEvent(event.type, outcome);
      if (outcome === 'held') {
        request.log.warn({ eventId: event.id, type: event.type }, 'paid checkout held: its coupon had run out');
      } else {
        request.log.info({ eventId: event.id, type: event.type, outcome }, 'stripe webhook');
      }
      return { received: true as const, outcome };
    },
  );
}
