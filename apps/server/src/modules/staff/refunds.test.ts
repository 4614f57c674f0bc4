import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestContext } from '../../../test/helper.ts';
import { startStripeDouble, type StripeDouble } from '../../../test/stripe-double.ts';
import { payments, staffAuditLog, users } from '../../db/schema.ts';

const secretKey = 'sk_test_staff_refunds';

describe.each([
  ['Stripe', true],
  ['the local checkout', false],
])('staff refunds with %s', (_label, withStripe) => {
  let ctx: TestContext;
  let double: StripeDouble | undefined;

  beforeAll(async () => {
    double = withStripe ? await startStripeDouble(secretKey) : undefined;
    ctx = await createTestApp({
      env: {
        USER_RATE_LIMIT_PER_MINUTE: '100000',
        ...(double
          ? { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: 'whsec_staff_refunds', STRIPE_API_BASE: double.url }
          : {}),
      },
    });
  });
  afterAll(async () => {
    await ctx.close();
    await double?.close();
  });

  const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });

  async function steppedUpStaff() {
    const staff = await createUser(ctx.deps, { isStaff: true });
    expect((await call('POST', '/staff/step-up/', staff.accessToken, { password: staff.password })).statusCode).toBe(
      200,
    );
    return staff;
  }

  /** A member with one completed payment, as fulfilment leaves them. */
  async function paidMember() {
    const member = await createUser(ctx.deps, { paid: true, role: 'paid_user' });
    const tag = randomBytes(6).toString('hex');
    const [payment] = await ctx.deps.db
      .insert(payments)
      .values({
        userId: member.user.id,
        provider: withStripe ? 'stripe' : 'local',
        stripeSessionId: withStripe ? `cs_test_${tag}` : `cs_local_${tag}`,
        stripePaymentIntentId: withStripe ? `pi_test_${tag}` : `pi_local_${tag}`,
        productName: 'Exitcraft Membership',
        amount: 179_700,
        listAmount: 179_700,
        status: 'completed',
        customerName: 'Paying Founder',
        paidAt: new Date(),
      })
      .returning();
    if (!payment) throw new Error('no payment');
    return { member, payment };
  }

  const paidOf = async (userId: string) =>
    (await ctx.deps.db.select({ paid: users.paid }).from(users).where(eq(users.id, userId)))[0]?.paid;
  const statusOf = async (paymentId: string) =>
    (await ctx.deps.db.select({ status: payments.status }).from(payments).where(eq(payments.id, paymentId)))[0]?.status;
  const auditOf = (paymentId: string) =>
    ctx.deps.db.select().from(staffAuditLog).where(eq(staffAuditLog.targetId, paymentId));

  it('refunds through the provider, ends the membership, and a second refund changes nothing', async () => {
    const staff = await steppedUpStaff();
    const { member, payment } = await paidMember();

    const listed = await call('GET', '/staff/payments/?status=paid&limit=100', staff.accessToken);
    expect(listed.statusCode).toBe(200);
    expect((listed.json() as { payments: { id: string; user_email: string }[] }).payments).toContainEqual(
      expect.objectContaining({ id: payment.id, user_email: member.user.email }),
    );

    const first = await call('POST', `/staff/payments/${payment.id}/refund/`, staff.accessToken, {
      reason: 'Asked within 30 days',
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ id: payment.id, status: 'refunded', changed: true });
    expect(await statusOf(payment.id)).toBe('refunded');
    expect(await paidOf(member.user.id)).toBe(false);
    if (double)
      expect(double.refunds.filter((r) => r.payment_intent === payment.stripePaymentIntentId)).toHaveLength(1);

    const second = await call('POST', `/staff/payments/${payment.id}/refund/`, staff.accessToken, { reason: 'Again' });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ changed: false, refund_id: null });
    if (double)
      expect(double.refunds.filter((r) => r.payment_intent === payment.stripePaymentIntentId)).toHaveLength(1);

    const rows = await auditOf(payment.id);
    expect(rows).toHaveLength(2);
    expect(rows.map((row) => row.detail.reason).sort()).toEqual(['Again', 'Asked within 30 days']);

    const refundedList = await call('GET', '/staff/payments/?status=refunded&limit=100', staff.accessToken);
    expect((refundedList.json() as { payments: { id: string }[] }).payments.map((p) => p.id)).toContain(payment.id);
  });

  it('of two refunds at once, exactly one refunds', async () => {
    const staff = await steppedUpStaff();
    const { payment } = await paidMember();
    const replies = await Promise.all(
      [1, 2].map(() => call('POST', `/staff/payments/${payment.id}/refund/`, staff.accessToken, { reason: 'race' })),
    );
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200]);
    expect(replies.map((reply) => (reply.json() as { changed: boolean }).changed).sort()).toEqual([false, true]);
    if (double)
      expect(double.refunds.filter((r) => r.payment_intent === payment.stripePaymentIntentId)).toHaveLength(1);
  });

  it('keeps a member with another completed payment', async () => {
    const staff = await steppedUpStaff();
    const { member, payment } = await paidMember();
    await ctx.deps.db.insert(payments).values({
      userId: member.user.id,
      provider: 'local',
      stripeSessionId: `cs_local_${randomBytes(6).toString('hex')}`,
      productName: 'Exitcraft Membership',
      amount: 0,
      listAmount: 179_700,
      status: 'completed',
      customerName: 'Paying Founder',
    });
    expect(
      (await call('POST', `/staff/payments/${payment.id}/refund/`, staff.accessToken, { reason: 'r' })).statusCode,
    ).toBe(200);
    expect(await paidOf(member.user.id)).toBe(true);
  });

  it('refuses without step-up, for a payment that is not completed, and for an unknown id', async () => {
    const plain = await createUser(ctx.deps, { isStaff: true });
    const { payment } = await paidMember();
    const noStepUp = await call('POST', `/staff/payments/${payment.id}/refund/`, plain.accessToken, { reason: 'r' });
    expect(noStepUp.statusCode).toBe(403);
    expect(noStepUp.json()).toMatchObject({ code: 'step_up_required' });

    const staff = await steppedUpStaff();
    await ctx.deps.db.update(payments).set({ status: 'pending' }).where(eq(payments.id, payment.id));
    const pending = await call('POST', `/staff/payments/${payment.id}/refund/`, staff.accessToken, { reason: 'r' });
    expect(pending.statusCode).toBe(409);
    expect(await auditOf(payment.id)).toHaveLength(0);
    const unknown = await call(
      'POST',
      '/staff/payments/00000000-0000-4000-8000-000000000000/refund/',
      staff.accessToken,
      {
        reason: 'r',
      },
    );
    expect(unknown.statusCode).toBe(404);
    const noReason = await call('POST', `/staff/payments/${payment.id}/refund/`, staff.accessToken, { reason: '' });
    expect(noReason.statusCode).toBe(400);
  });

  it.runIf(withStripe)('when Stripe refuses, changes nothing and writes no audit row', async () => {
    const staff = await steppedUpStaff();
    const { member, payment } = await paidMember();
    double?.failNextRefund();
    const reply = await call('POST', `/staff/payments/${payment.id}/refund/`, staff.accessToken, { reason: 'r' });
    expect(reply.statusCode).toBe(502);
    expect(reply.json()).toMatchObject({ code: 'refund_failed' });
    expect(await statusOf(payment.id)).toBe('completed');
    expect(await paidOf(member.user.id)).toBe(true);
    expect(await auditOf(payment.id)).toHaveLength(0);
  });
});
