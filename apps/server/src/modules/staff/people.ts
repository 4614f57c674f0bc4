import type {
  StaffMembershipRequest,
  StaffMembershipResponse,
  StaffPeopleFilter,
  StaffPeopleQuery,
  StaffPeopleResponse,
  StaffPerson,
  StaffPersonDetail,
} from '@exitcraft/shared/schemas/staff';
import { and, countDistinct, desc, eq, gt, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AppDeps } from '../../core/deps.ts';
import type { Db } from '../../db/client.ts';
import { assessmentSubmissions, payments, refreshTokens, users } from '../../db/schema.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { revokeAllForUser } from '../auth/index.ts';
import { onboardingState } from '../onboarding/index.ts';
import { setMembership as writeMembership } from '../users/index.ts';
import { type Actor, audited } from './audit.ts';

export const personNotFoundMessage = 'No person with that id.';
const pageSize = 50;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `%`, `_` and `\` typed in the search box are matched as themselves. */
function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * The People filters as SQL: one search over email, name, alias and company; member (paid),
 * guest (not paid, not staff), staff; verified or not.
 */
export function peopleWhere(filter: StaffPeopleFilter): SQL[] {
  const where: SQL[] = [];
  const term = filter.q?.trim();
  if (term) {
    const pattern = likePattern(term);
    const anyField = or(
      ilike(users.email, pattern),
      ilike(users.fullName, pattern),
      ilike(users.username, pattern),
      ilike(users.companyName, pattern),
    );
    if (anyField) where.push(anyField);
  }
  if (filter.kind === 'member') where.push(eq(users.paid, true));
  if (filter.kind === 'guest') where.push(and(eq(users.paid, false), eq(users.isStaff, false)) as SQL);
  if (filter.kind === 'staff') where.push(eq(users.isStaff, true));
  if (filter.verified) where.push(eq(users.emailVerified, filter.verified === 'true'));
  return where;
}

/**
 * Newest first. The cursor is the id of the last person of the previous page; the next page
 * starts strictly after that person's (created_at, id), compared in the database at full precision.
 */
export function afterPerson(cursor: string | undefined): SQL | null {
  if (cursor === undefined || cursor === '') return null;
  if (!uuidPattern.test(cursor)) throw badRequest('The cursor is not valid.');
  return sql`(${users.createdAt}, ${users.id}) < (SELECT "created_at", "id" FROM "users" WHERE "id" = ${cursor})`;
}

export function toStaffPerson(row: typeof users.$inferSelect): StaffPerson {
  return {
    id: row.id,
    email: row.email,
    full_name: row.fullName,
    username: row.username,
    company_name: row.companyName,
    paid: row.paid,
    is_staff: row.isStaff,
    email_verified: row.emailVerified,
    created_at: row.createdAt.toISOString(),
  };
}

export async function listPeople(db: Db, query: StaffPeopleQuery): Promise<StaffPeopleResponse> {
  const limit = query.limit ?? pageSize;
  const where = peopleWhere(query);
  const after = afterPerson(query.cursor);
  if (after) where.push(after);
  const rows = await db
    .select()
    .from(users)
    .where(and(...where))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { people: page.map(toStaffPerson), next_cursor: rows.length > limit && last ? last.id : null };
}

export async function personDetail(db: Db, id: string, now: Date): Promise<StaffPersonDetail> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!user) throw notFound(personNotFoundMessage);
  const [onboarding, submissions, paymentRows, [sessions]] = await Promise.all([
    onboardingState(db, id),
    db
      .select({
        kind: assessmentSubmissions.kind,
        scores: assessmentSubmissions.scores,
        submittedAt: assessmentSubmissions.submittedAt,
      })
      .from(assessmentSubmissions)
      .where(eq(assessmentSubmissions.userId, id))
      .orderBy(desc(assessmentSubmissions.submittedAt)),
    db.select().from(payments).where(eq(payments.userId, id)).orderBy(desc(payments.createdAt)),
    db
      .select({ live: countDistinct(refreshTokens.familyId) })
      .from(refreshTokens)
      .where(and(eq(refreshTokens.userId, id), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, now))),
  ]);
  const byKind = new Map<string, StaffPersonDetail['submissions'][number]>();
  for (const row of submissions) {
    const seen = byKind.get(row.kind);
    if (seen) seen.count += 1;
    else
      byKind.set(row.kind, {
        kind: row.kind,
        count: 1,
        latest_scores: row.scores,
        latest_at: row.submittedAt.toISOString(),
      });
  }
  return {
    person: {
      ...toStaffPerson(user),
      phone_number: user.phoneNumber,
      website_name: user.websiteName,
      country: user.country,
      role: user.role,
    },
    onboarding_step: onboarding.step,
    submissions: [...byKind.values()],
    payments: paymentRows.map(toPaymentSummary),
    active_sessions: sessions?.live ?? 0,
  };
}

export function toPaymentSummary(row: typeof payments.$inferSelect) {
  return {
    id: row.id,
    status: row.status,
    provider: row.provider,
    amount: row.amount,
    currency: row.currency,
    coupon_code: row.couponCode,
    invoice_number: row.invoiceNumber,
    paid_at: row.paidAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/** Locks the person's row for the change that follows in the same transaction. */
async function lockPerson(tx: Db, id: string) {
  const [user] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  if (!user) throw notFound(personNotFoundMessage);
  return user;
}

/**
 * Grant or revoke a membership by hand (a comp, a chargeback settled outside Stripe): `paid` and
 * the role change together, as fulfilment and refunds change them, so /extract-user-data/ follows.
 */
export async function setMembership(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: Actor,
  id: string,
  request: StaffMembershipRequest,
): Promise<StaffMembershipResponse> {
  return audited(deps, actor, async (tx, now) => {
    const before = await lockPerson(tx, id);
    const paid = request.action === 'grant';
    const changed = before.paid !== paid;
    if (changed) {
      await writeMembership(tx, id, paid, now);
    }
    return {
      result: { id, paid, changed },
      audit: {
        action: `membership.${request.action}`,
        targetType: 'person',
        targetId: id,
        detail: {
          before: { paid: before.paid, role: before.role },
          after: changed ? { paid, role: paid ? 'paid_user' : 'guest' } : { paid: before.paid, role: before.role },
          reason: request.reason,
        },
      },
    };
  });
}

/** Ends every session of the person: their refresh tokens, and with them their access tokens, die now. */
export async function signOutEverywhere(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: Actor,
  id: string,
): Promise<{ revoked_sessions: number }> {
  return audited(deps, actor, async (tx, now) => {
    await lockPerson(tx, id);
    const [live] = await tx
      .select({ sessions: countDistinct(refreshTokens.familyId) })
      .from(refreshTokens)
      .where(and(eq(refreshTokens.userId, id), isNull(refreshTokens.revokedAt)));
    await revokeAllForUser(tx, id, now);
    const revoked = live?.sessions ?? 0;
    return {
      result: { revoked_sessions: revoked },
      audit: {
        action: 'person.sign_out',
        targetType: 'person',
        targetId: id,
        detail: { after: { revoked_sessions: revoked } },
      },
    };
  });
}
