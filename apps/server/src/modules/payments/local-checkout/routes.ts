import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { App } from '../../../lib/http.ts';
import type { CardForm } from './card.ts';
import { checkoutTokenCookie, createCheckoutToken, isValidCheckoutToken, tokensMatch } from './form-token.ts';
import { type CheckoutPageView, checkoutScriptPath, renderCheckoutPage, renderMessagePage } from './page.ts';
import { checkoutScript } from './script.ts';
import { cancelUrlOf, findLocalSession, type LocalPayment, payLocalSession, successUrl } from './service.ts';

const paramsSchema = z.object({ sessionId: z.string().max(200) });

/** The posted fields as bounded strings; anything else is treated as left empty. */
function readForm(body: unknown): CardForm & { token: string } {
  const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const text = (name: string, max: number) => {
    const value = fields[name];
    return typeof value === 'string' ? value.slice(0, max) : '';
  };
  return {
    token: text('token', 200),
    cardNumber: text('cardNumber', 64),
    expiry: text('expiry', 16),
    cvc: text('cvc', 8),
    cardholderName: text('cardholderName', 200),
  };
}

/**
 * The built-in checkout (payments without Stripe): a card page at /checkout/local/<session id> that
 * behaves like Stripe's test mode. The session id is the capability, as a Stripe Checkout URL is;
 * the form carries a per-session token matched against a SameSite=Strict cookie.
 */
export async function localCheckoutRoutes(app: App) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => {
      const fields: Record<string, string> = {};
      for (const [key, value] of new URLSearchParams(body as string)) fields[key] = value;
      done(null, fields);
    },
  );

  app.get(checkoutScriptPath, { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=3600').send(checkoutScript),
  );

  app.get('/checkout/local/:sessionId', { schema: { hide: true, params: paramsSchema } }, async (request, reply) => {
    const { sessionId } = request.params;
    const payment = await findLocalSession(app.deps, sessionId);
    if (!payment) return sendNotFound(reply);
    if (payment.status === 'completed') return reply.redirect(successUrl(app.deps, sessionId), 303);
    if (payment.status !== 'pending') return sendExpired(reply);
    const token = reuseOrCreateToken(request, sessionId);
    setTokenCookie(reply, token);
    return sendHtml(reply, 200, renderCheckoutPage(pageView(payment, token)));
  });

  app.post(
    '/checkout/local/:sessionId',
    {
      schema: { hide: true, params: paramsSchema },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { sessionId } = request.params;
      const payment = await findLocalSession(app.deps, sessionId);
      if (!payment) return sendNotFound(reply);
      if (payment.status === 'completed') return reply.redirect(successUrl(app.deps, sessionId), 303);
      if (payment.status !== 'pending') return sendExpired(reply);

      const form = readForm(request.body);
      const values = { cardNumber: form.cardNumber, expiry: form.expiry, cardholderName: form.cardholderName };

      const cookieToken = request.cookies[checkoutTokenCookie];
      const secret = app.deps.config.JWT_SECRET;
      if (!tokensMatch(form.token, cookieToken) || !isValidCheckoutToken(secret, sessionId, form.token)) {
        // a post that did not come from this page: nothing is charged, and a fresh page is offered
        const token = createCheckoutToken(secret, sessionId);
        setTokenCookie(reply, token);
        const error = { message: 'This page had expired. Check the details and press Pay again.' };
        return sendHtml(reply, 403, renderCheckoutPage({ ...pageView(payment, token), error, values }));
      }

      const outcome = await payLocalSession(app.deps, payment, form);
      if (outcome.kind === 'paid') return reply.redirect(outcome.redirectTo, 303);
      if (outcome.kind === 'already-member') {
        return sendHtml(
          reply,
          409,
          renderMessagePage({
            title: 'You are already a member',
            message: 'Your lifetime membership is active, so this checkout was not charged.',
            link: { href: `${app.deps.config.APP_URL}/dashboard`, label: 'Go to your dashboard' },
          }),
        );
      }
      // declined or mistyped: the same page again with the reason, as Stripe does; nothing is marked paid
      // a decline is about the card, so the card number is the field to look at again
      const field = outcome.kind === 'invalid' ? outcome.field : 'cardNumber';
      const view = {
        ...pageView(payment, form.token),
        error: { field, message: outcome.message },
        values,
        declinedReturnUrl: outcome.kind === 'declined' ? `${app.deps.config.APP_URL}/payment?declined=1` : undefined,
      };
      return sendHtml(reply, 200, renderCheckoutPage(view));
    },
  );

  function pageView(payment: LocalPayment, token: string): CheckoutPageView {
    return {
      sessionId: payment.stripeSessionId,
      token,
      email: payment.email ?? '',
      productName: payment.productName,
      amountCents: payment.amount,
      listAmountCents: payment.listAmount,
      currency: payment.currency,
      couponCode: payment.couponCode,
      cancelUrl: cancelUrlOf(app.deps),
    };
  }

  function reuseOrCreateToken(request: FastifyRequest, sessionId: string): string {
    const existing = request.cookies[checkoutTokenCookie];
    // a second tab on the same session keeps the first tab's form valid
    if (existing && isValidCheckoutToken(app.deps.config.JWT_SECRET, sessionId, existing)) return existing;
    return createCheckoutToken(app.deps.config.JWT_SECRET, sessionId);
  }

  function setTokenCookie(reply: FastifyReply, token: string) {
    reply.setCookie(checkoutTokenCookie, token, {
      path: '/checkout/local/',
      httpOnly: true,
      sameSite: 'strict',
      secure: app.deps.config.APP_URL.startsWith('https://'),
      maxAge: 60 * 60 * 24,
    });
  }

  function sendExpired(reply: FastifyReply) {
    return sendHtml(
      reply,
      410,
      renderMessagePage({
        title: 'This checkout has expired',
        message: 'Nothing was charged. Start the payment again from the payment page.',
        link: { href: `${app.deps.config.APP_URL}/payment`, label: 'Return to payment' },
      }),
    );
  }

  function sendNotFound(reply: FastifyReply) {
    return sendHtml(
      reply,
      404,
      renderMessagePage({
        title: 'Checkout not found',
        message: 'This checkout link is not valid. Start the payment again from the payment page.',
        link: { href: `${app.deps.config.APP_URL}/payment`, label: 'Return to payment' },
      }),
    );
  }
}

function sendHtml(reply: FastifyReply, status: number, html: string) {
  return reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}
