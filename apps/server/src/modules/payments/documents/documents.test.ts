import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, signIn, type TestContext } from '../../../../test/helper.ts';
import { pdfText } from '../../../../../../scripts/pdf-text.mjs';
import type { Db } from '../../../db/client.ts';
import { payments } from '../../../db/schema.ts';
import { manualClock } from '../../../lib/clock.ts';
import { fulfilPayment, refundPayment } from '../fulfilment.ts';
import { bearer, testEnv } from '../../../../test/payments.ts';
import { execFile } from 'node:child_process';
import { newPdfDocument, pdfText as drawableText } from '../../../lib/pdf-document.ts';
import { writeSiteSettings } from '../../site-config/index.ts';

/** Issue 13: receipts and invoices as PDFs, numbered once at fulfilment (EXC-<year>-<6 digits>). */
// a year of its own: on PostgreSQL every file of a run shares the invoice counters; and a database
// of its own, as the tests of the seller change the site settings (one row)
const clock = manualClock(new Date('2091-04-15T12:00:00Z'));
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: testEnv, overrides: { clock }, isolated: true });
});
afterAll(() => ctx.close());

async function pendingPayment(userId: string, fields: Partial<typeof payments.$inferInsert> = {}) {
  const [row] = await ctx.deps.db
    .insert(payments)
    .values({
      userId,
      provider: 'local',
      stripeSessionId: `cs_local_${randomUUID()}`,
      productName: 'Exitcraft Lifetime Membership',
      amount: 143_760,
      listAmount: 179_700,
      currency: 'usd',
      couponCode: 'SPRING20',
      customerName: 'Ada Lovelace',
      companyName: 'Analytical Engines Ltd',
      email: 'ada@analytical.example',
      // the checkout held its coupon's redemption, as a real checkout with a coupon does
      couponReserved: fields.couponCode !== null,
      ...fields,
    })
    .returning();
  if (!row) throw new Error('payment insert returned nothing');
  return row;
}

async function paidPayment(userId: string, fields: Partial<typeof payments.$inferInsert> = {}) {
  const payment = await pendingPayment(userId, fields);
  expect(
    await fulfilPayment(ctx.deps, { sessionId: payment.stripeSessionId, paymentIntentId: `pi_${randomUUID()}` }),
  ).toBe('fulfilled');
  const [row] = await ctx.deps.db.select().from(payments).where(eq(payments.id, payment.id));
  if (!row) throw new Error('payment vanished');
  return row;
}

const download = (access: string, id: string, kind: 'receipt' | 'invoice') =>
  ctx.app.inject({ method: 'GET', url: `/user-payments/${id}/${kind}.pdf`, headers: bearer(access) });

const sequence = (invoiceNumber: string | null) => Number(invoiceNumber?.split('-')[2]);

describe('invoice numbers', () => {
  it('are given at fulfilment, per year, and never twice, even to payments fulfilled at once', async () => {
    const { user } = await createUser(ctx.deps);
    const pending = await Promise.all(Array.from({ length: 6 }, () => pendingPayment(user.id)));
    await Promise.all(pending.map((payment) => fulfilPayment(ctx.deps, { sessionId: payment.stripeSessionId })));
    const rows = await ctx.deps.db.select().from(payments).where(eq(payments.userId, user.id));
    const numbers = rows.map((row) => row.invoiceNumber);
    for (const number of numbers) expect(number).toMatch(/^EXC-2091-\d{6}$/);
    const sequences = numbers.map(sequence).sort((a, b) => a - b);
    expect(new Set(sequences).size).toBe(6);
    expect(sequences.at(-1)! - sequences[0]!).toBe(5);
  });

  it('a payment fulfilled twice at once keeps one number', async () => {
    const { user } = await createUser(ctx.deps);
    const payment = await pendingPayment(user.id);
    const outcomes = await Promise.all(
      Array.from({ length: 4 }, () => fulfilPayment(ctx.deps, { sessionId: payment.stripeSessionId })),
    );
    expect(outcomes.filter((outcome) => outcome === 'fulfilled')).toHaveLength(1);
    const [row] = await ctx.deps.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(row?.invoiceNumber).toMatch(/^EXC-2091-\d{6}$/);
  });
});

describe('GET /user-payments/:id/receipt.pdf and invoice.pdf', () => {
  it('is a PDF with the brand, buyer, item, amounts, coupon, date, reference and invoice number', async () => {
    const { user, accessToken } = await createUser(ctx.deps);
    const payment = await paidPayment(user.id);
    for (const kind of ['receipt', 'invoice'] as const) {
      const reply = await download(accessToken, payment.id, kind);
      expect(reply.statusCode, reply.body.slice(0, 200)).toBe(200);
      expect(reply.headers['content-type']).toBe('application/pdf');
      expect(reply.headers['content-disposition']).toBe(
        `attachment; filename="exitcraft-${kind}-${payment.invoiceNumber}.pdf"`,
      );
      expect(reply.headers['cache-control']).toBe('no-store');
      expect(reply.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

      const text = await pdfText(reply.rawPayload);
      expect(text).toContain(kind === 'receipt' ? 'RECEIPT' : 'INVOICE');
      expect(text).toContain('Exitcraft');
      expect(text).toContain(payment.invoiceNumber!);
      expect(text).toContain('$1,437.60 USD');
      expect(text).toContain('$1,797.00 USD');
      expect(text).toContain('-$359.40 USD');
      expect(text).toContain('SPRING20');
      expect(text).toContain('Exitcraft Lifetime Membership');
      expect(text).toContain('Ada Lovelace');
      expect(text).toContain('Analytical Engines Ltd');
      expect(text).toContain('ada@analytical.example');
      expect(text).toContain('April 15, 2091');
      expect(text).toContain(payment.stripePaymentIntentId!);
      expect(text).not.toContain('REFUNDED');
    }
  });

  it('names the seller as staff set it now, and leaves out what is not set (issue 28)', async () => {
    const { user, accessToken } = await createUser(ctx.deps);
    const payment = await paidPayment(user.id);
    const seller = {
      company_name: 'Northwind Advisory Ltd.',
      address: '1 Harbour Street\nHalifax NS B3J 1A1',
      contact_email: 'billing@northwind.example',
      support_phone: '+1 902 000 0000',
      social_links: [],
      scheduling_url: null,
      proof_video_url: null,
    };
    await writeSiteSettings(ctx.deps.db, seller, clock.now());
    const set = await pdfText((await download(accessToken, payment.id, 'receipt')).rawPayload);
    for (const line of ['Northwind Advisory Ltd.', '1 Harbour Street', 'Halifax NS B3J 1A1', '+1 902 000 0000']) {
      expect(set).toContain(line);
    }
    expect(set).toContain('Write to billing@northwind.example.');

    const unset = { company_name: null, address: null, contact_email: null, support_phone: null };
    await writeSiteSettings(ctx.deps.db, { ...seller, ...unset }, clock.now());
    const bare = await pdfText((await download(accessToken, payment.id, 'invoice')).rawPayload);
    expect(bare).toContain('INVOICE');
    for (const gone of ['Northwind', 'Harbour', '+1', 'Write to', 'Toronto', '555']) expect(bare).not.toContain(gone);
  });

  it('says so on a refunded payment, with the same invoice number', async () => {
    const { user } = await createUser(ctx.deps);
    const payment = await paidPayment(user.id, { couponCode: null, amount: 179_700 });
    clock.advance(3 * 24 * 60 * 60_000);
    const accessToken = await signIn(ctx.deps, user.id);
    await ctx.deps.db.transaction((tx) =>
      refundPayment(tx as unknown as Db, clock.now(), payment.stripePaymentIntentId!),
    );
    const reply = await download(accessToken, payment.id, 'invoice');
    expect(reply.statusCode, reply.body.slice(0, 300)).toBe(200);
    const text = await pdfText(reply.rawPayload);
    expect(text).toContain('REFUNDED');
    expect(text).toContain('April 18, 2091');
    expect(text).toContain(payment.invoiceNumber!);
    expect(text).toContain('$1,797.00 USD');
    expect(text).not.toContain('Coupon');
  });

  it('is the owner’s only: another account, an unpaid checkout, a made-up id and no bearer get nothing', async () => {
    const owner = await createUser(ctx.deps);
    const stranger = await createUser(ctx.deps);
    const payment = await paidPayment(owner.user.id);
    const unpaid = await pendingPayment(owner.user.id);
    for (const kind of ['receipt', 'invoice'] as const) {
      expect((await download(stranger.accessToken, payment.id, kind)).statusCode).toBe(404);
      expect((await download(owner.accessToken, unpaid.id, kind)).statusCode).toBe(404);
      expect((await download(owner.accessToken, randomUUID(), kind)).statusCode).toBe(404);
      expect((await download(owner.accessToken, 'not-an-id', kind)).statusCode).toBe(404);
      const anonymous = await ctx.app.inject({ method: 'GET', url: `/user-payments/${payment.id}/${kind}.pdf` });
      expect(anonymous.statusCode).toBe(401);
    }
  });

  it('numbers a payment paid before numbers existed once, on its first download', async () => {
    const { user, accessToken } = await createUser(ctx.deps);
    const payment = await paidPayment(user.id);
    await ctx.deps.db.update(payments).set({ invoiceNumber: null }).where(eq(payments.id, payment.id));
    const first = await pdfText((await download(accessToken, payment.id, 'receipt')).rawPayload);
    const [row] = await ctx.deps.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(row?.invoiceNumber).toMatch(/^EXC-2091-\d{6}$/);
    expect(row?.invoiceNumber).not.toBe(payment.invoiceNumber);
    expect(first).toContain(row!.invoiceNumber!);
    const again = await pdfText((await download(accessToken, payment.id, 'invoice')).rawPayload);
    expect(again).toContain(row!.invoiceNumber!);
  });

  it('prints every Latin, Vietnamese, Greek and Cyrillic name exactly, selectable in pdftotext and pdf.js (issue 29)', async () => {
    const { user, accessToken } = await createUser(ctx.deps);
    const names = ['Łukasz Żółć', 'Nguyễn Thị Minh Khai', 'Σοφία Παπαδοπούλου', 'Юлия Кузнецова'];
    for (const name of names) {
      const payment = await paidPayment(user.id, { customerName: name, companyName: `${name} & Co` });
      for (const kind of ['receipt', 'invoice'] as const) {
        const pdf = (await download(accessToken, payment.id, kind)).rawPayload;
        expect(await pdfText(pdf)).toContain(name);
        expect(await popplerText(pdf)).toContain(name);
      }
    }
  });

  it('draws what the house fonts cover and marks the rest instead of an empty box', async () => {
    await newPdfDocument({});
    expect(drawableText('Zoë Dvořák Ørsted Łukasz Nguyễn Σοφία Юлия')).toBe('Zoë Dvořák Ørsted Łukasz Nguyễn Σοφία Юлия');
    // decomposed input is composed first
    expect(drawableText('Nguye\u0302\u0303n')).toBe('Nguyễn');
    expect(drawableText('山田 太郎')).toBe('?? ??');
  });
});

/** The text of a PDF as poppler's pdftotext reads it (the acceptance's reader; CI installs poppler-utils). */
function popplerText(pdf: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile('pdftotext', ['-q', '-enc', 'UTF-8', '-', '-'], { encoding: 'utf8' }, (error, stdout) =>
      error ? reject(error) : resolve(stdout),
    );
    child.stdin?.end(pdf);
  });
}
