import type { StaffAuditEntry, StaffAuditQuery, StaffAuditResponse } from '@exitcraft/shared/schemas/staff';
import { and, desc, eq, gte, lt, lte, type SQL } from 'drizzle-orm';
import type { AppDeps } from '../../core/deps.ts';
import type { Db } from '../../db/client.ts';
import { type StaffAuditDetail, staffAuditLog } from '../../db/schema.ts';
import { badRequest } from '../../lib/errors.ts';

/** Who acts, from where: the staff caller of the request. */
export interface Actor {
  id: string;
  email: string;
  ip: string;
}

export interface AuditRecord {
  action: string;
  targetType: string;
  targetId: string;
  detail?: StaffAuditDetail;
}

/** Appends one audit row inside the caller's transaction. */
export async function appendAudit(tx: Db, actor: Actor, at: Date, record: AuditRecord): Promise<void> {
  await tx.insert(staffAuditLog).values({
    at,
    actorId: actor.id,
    actorEmail: actor.email,
    action: record.action,
    targetType: record.targetType,
    targetId: record.targetId,
    ip: actor.ip,
    detail: record.detail ?? {},
  });
}

/**
 * Runs a staff change and its audit row in one transaction: the change returns what it did and the
 * record to keep; when it throws (or the audit insert fails) neither is kept.
 */
export async function audited<T>(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: Actor,
  change: (tx: Db, now: Date) => Promise<{ result: T; audit: AuditRecord }>,
): Promise<T> {
  return deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const now = deps.clock.now();
    const { result, audit } = await change(tx, now);
    await appendAudit(tx, actor, now, audit);
    return result;
  });
}

const pageSize = 50;

function parseIdCursor(cursor: string | undefined): number | null {
  if (cursor === undefined || cursor === '') return null;
  if (!/^\d{1,10}$/.test(cursor)) throw badRequest('The cursor is not valid.');
  return Number(cursor);
}

/** The log, newest first, filtered by actor, action and time, paged by id. */
export async function listAudit(db: Db, query: StaffAuditQuery): Promise<StaffAuditResponse> {
  const limit = query.limit ?? pageSize;
  const before = parseIdCursor(query.cursor);
  const where: SQL[] = [];
  if (query.actor) where.push(eq(staffAuditLog.actorId, query.actor));
  if (query.action) where.push(eq(staffAuditLog.action, query.action));
  if (query.from) where.push(gte(staffAuditLog.at, new Date(query.from)));
  if (query.to) where.push(lte(staffAuditLog.at, new Date(query.to)));
  if (before !== null) where.push(lt(staffAuditLog.id, before));
  const rows = await db
    .select()
    .from(staffAuditLog)
    .where(and(...where))
    .orderBy(desc(staffAuditLog.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const entries: StaffAuditEntry[] = page.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    actor_id: row.actorId,
    actor_email: row.actorEmail,
    action: row.action,
    target_type: row.targetType,
    target_id: row.targetId,
    ip: row.ip,
    detail: row.detail,
  }));
  const last = page.at(-1);
  return { entries, next_cursor: rows.length > limit && last ? String(last.id) : null };
}
