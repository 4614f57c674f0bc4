import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A tiny stand-in for the part of the Stripe API the app calls (create, retrieve and expire a
 * Checkout Session), so that the real `stripe` SDK runs end to end against it via STRIPE_API_BASE.
 * Webhooks are not its business: tests sign those with `stripe.webhooks.generateTestHeaderString`.
 */
export interface StripeDouble {
  url: string;
  /** the form-encoded bodies of every create call, decoded into flat key/value pairs */
  createRequests: Record<string, string>[];
  sessions: Map<string, DoubleSession>;
  /** what the customer does on Stripe's page: pays, and Stripe records a payment intent */
  markPaid(sessionId: string): DoubleSession;
  /** the next create call fails like Stripe does when it is down */
  failNextCreate(): void;
  /** every refund created, once per idempotency key as Stripe keeps them */
  refunds: DoubleRefund[];
  /** the next refund call fails like Stripe does for a charge it cannot refund */
  failNextRefund(): void;
  /**
   * every invoice Stripe made: one per paid session opened with `invoice_creation[enabled]`, as
   * Checkout does after payment, and any created through /v1/invoices
   */
  invoices: DoubleInvoice[];
  close(): Promise<void>;
}

export interface DoubleSession {
  id: string;
  object: 'checkout.session';
  mode: 'payment';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid';
  payment_intent: string | null;
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  url: string;
}

export interface DoubleRefund {
  id: string;
  object: 'refund';
  payment_intent: string;
  status: 'succeeded';
  idempotencyKey: string | null;
}

export interface DoubleInvoice {
  id: string;
  object: 'invoice';
  /** the Checkout Session it was made for, when Checkout made it */
  checkoutSession: string | null;
}

export async function startStripeDouble(expectedKey: string): Promise<StripeDouble> {
  const sessions = new Map<string, DoubleSession>();
  const createRequests: Record<string, string>[] = [];
  let failCreate = false;
  const refunds: DoubleRefund[] = [];
  let failRefund = false;
  const invoices: DoubleInvoice[] = [];
  const invoiceAfterPayment = new Set<string>();

  const server: Server = createServer(async (request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${randomId()}` });
      response.end(JSON.stringify(body));
    };
    if (request.headers.authorization !== `Bearer ${expectedKey}`) {
      return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } });
    }
    const path = (request.url ?? '').split('?')[0] ?? '';
    const fields = Object.fromEntries(new URLSearchParams(await readBody(request)));

    if (request.method === 'POST' && path === '/v1/checkout/sessions') {
      if (failCreate) {
        failCreate = false;
        return send(400, { error: { type: 'invalid_request_error', message: 'The double was told to fail.' } });
      }
      createRequests.push(fields);
      const id = `cs_test_${randomId()}`;
      const metadata: Record<string, string> = {};
      for (const [key, value] of Object.entries(fields)) {
        const match = /^metadata\[(.+)\]$/.exec(key);
        if (match?.[1]) metadata[match[1]] = value;
      }
      const session: DoubleSession = {
        id,
        object: 'checkout.session',
        mode: 'payment',
        status: 'open',
        payment_status: 'unpaid',
        payment_intent: null,
        amount_total: Number(fields['line_items[0][price_data][unit_amount]'] ?? 0),
        currency: fields['line_items[0][price_data][currency]'] ?? 'usd',
        client_reference_id: fields.client_reference_id ?? null,
        customer_email: fields.customer_email ?? null,
        metadata,
        success_url: fields.success_url ?? '',
        cancel_url: fields.cancel_url ?? '',
        url: `https://checkout.stripe.test/c/pay/${id}`,
      };
      sessions.set(id, session);
      if (fields['invoice_creation[enabled]'] === 'true') invoiceAfterPayment.add(id);
      return send(200, session);
    }

    const retrieve = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (request.method === 'GET' && retrieve?.[1]) {
      const session = sessions.get(decodeURIComponent(retrieve[1]));
      if (!session) return send(404, { error: { type: 'invalid_request_error', message: 'No such checkout.session' } });
      return send(200, session);
    }

    const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path);
    if (request.method === 'POST' && expire?.[1]) {
      const session = sessions.get(decodeURIComponent(expire[1]));
      if (!session) return send(404, { error: { type: 'invalid_request_error', message: 'No such checkout.session' } });
      session.status = 'expired';
      return send(200, session);
    }

    if (request.method === 'POST' && path === '/v1/refunds') {
      if (failRefund) {
        failRefund = false;
        return send(400, { error: { type: 'invalid_request_error', message: 'The double was told to fail.' } });
      }
      const idempotencyKey = (request.headers['idempotency-key'] as string | undefined) ?? null;
      const earlier = idempotencyKey ? refunds.find((refund) => refund.idempotencyKey === idempotencyKey) : undefined;
      if (earlier) return send(200, earlier);
      const paymentIntent = fields.payment_intent;
      if (!paymentIntent)
        return send(400, { error: { type: 'invalid_request_error', message: 'Missing payment_intent.' } });
      if (refunds.some((refund) => refund.payment_intent === paymentIntent)) {
        return send(400, {
          error: {
            type: 'invalid_request_error',
            code: 'charge_already_refunded',
            message: 'Charge has already been refunded.',
          },
        });
      }
      const refund: DoubleRefund = {
        id: `re_test_${randomId()}`,
        object: 'refund',
        payment_intent: paymentIntent,
        status: 'succeeded',
        idempotencyKey,
      };
      refunds.push(refund);
      return send(200, refund);
    }

    if (request.method === 'POST' && path === '/v1/invoices') {
      const invoice: DoubleInvoice = { id: `in_test_${randomId()}`, object: 'invoice', checkoutSession: null };
      invoices.push(invoice);
      return send(200, invoice);
    }

    return send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${path}).` } });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    createRequests,
    sessions,
    markPaid(sessionId) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`the double has no session ${sessionId}`);
      session.status = 'complete';
      session.payment_status = 'paid';
      session.payment_intent = `pi_test_${randomId()}`;
      if (invoiceAfterPayment.delete(sessionId)) {
        invoices.push({ id: `in_test_${randomId()}`, object: 'invoice', checkoutSession: sessionId });
      }
      return session;
    },
    failNextCreate() {
      failCreate = true;
    },
    refunds,
    invoices,
    failNextRefund() {
      failRefund = true;
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

function randomId(): string {
  return randomBytes(12).toString('hex');
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
