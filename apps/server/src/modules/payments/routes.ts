import {
  checkoutRequestSchema,
  checkoutResponseSchema,
  paymentStatusQuerySchema,
  paymentDocumentParamsSchema,
  paymentStatusResponseSchema,
  userPaymentsResponseSchema,
} from '@exitcraft/shared/schemas/payments';
import type { App } from '../../lib/http.ts';
import { perUserRateLimit } from '../../plugins/route-policies.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import { couponRoutes } from '../coupons/index.ts';
import { createCheckout } from './checkout.ts';
import { paymentDocument } from './documents/service.ts';
import { localCheckoutRoutes } from './local-checkout/routes.ts';
import { paymentStatus, userPayments } from './status.ts';
import { stripeWebhookRoutes } from './stripe-webhook-routes.ts';

export async function paymentRoutes(app: App) {
  await app.register(couponRoutes);

  app.post(
    '/api/create-checkout-session/',
    {
      preHandler: app.authenticate,
      config: perUserRateLimit(app.deps.config.RATE_LIMIT_PER_MINUTE),
      schema: {
        tags: ['payments'],
        summary: 'Open a checkout for the member plan at the server’s price',
        security: [{ bearer: [] }],
        body: checkoutRequestSchema,
        response: { 200: checkoutResponseSchema },
      },
    },
    async (request) => createCheckout(app.deps, currentUser(request), request.body, request.log),
  );

  app.get(
    '/payment-status/',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['payments'],
        summary: 'The state of one of the caller’s own checkouts (amount in dollars)',
        security: [{ bearer: [] }],
        querystring: paymentStatusQuerySchema,
        response: { 200: paymentStatusResponseSchema },
      },
    },
    async (request) => paymentStatus(app.deps, currentUser(request), request.query.session_id, request.log),
  );

  app.get(
    '/user-payments/',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['payments'],
        summary: 'The caller’s purchase history, newest first (amounts in dollars)',
        security: [{ bearer: [] }],
        response: { 200: userPaymentsResponseSchema },
      },
    },
    async (request) => userPayments(app.deps, currentUser(request)),
  );

  for (const kind of ['receipt', 'invoice'] as const) {
    app.get(
      `/user-payments/:id/${kind}.pdf`,
      {
        preHandler: app.authenticate,
        schema: {
          tags: ['payments'],
          summary: `The ${kind} of one of the caller’s paid payments, as a PDF (404 for anyone else’s)`,
          security: [{ bearer: [] }],
          params: paymentDocumentParamsSchema,
        },
      },
      async (request, reply) => {
        const { filename, pdf } = await paymentDocument(app.deps, currentUser(request), request.params.id, kind);
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${filename}"`)
          .send(pdf);
      },
    );
  }

  // Only the configured provider's entry points exist: with Stripe there is no free local
  // checkout to pay at, and without Stripe there is no webhook to forge.
  const provider = app.deps.payments;
  if (provider.kind === 'stripe') await app.register(stripeWebhookRoutes, { provider });
  else if (provider.kind === 'local') await app.register(localCheckoutRoutes);
}
