import { communityMessages as communityTexts } from '@exitcraft/shared/schemas/community';
import type {
  StaffModerationActionResponse,
  StaffModerationQuery,
  StaffModerationResponse,
} from '@exitcraft/shared/schemas/staff';
import { desc, eq, isNull, sql } from 'drizzle-orm';
import type { AppDeps } from '../../core/deps.ts';
import type { Db } from '../../db/client.ts';
import { communityMessages, communityReports, users } from '../../db/schema.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { CommunityHub, setMessageHidden } from '../community/index.ts';
import { type Actor, audited } from './audit.ts';

const pageSize = 50;
/** A message reported by many people shows this many of their reasons. */
const maxReasons = 20;
const messageIdPattern = /^[1-9]\d{0,17}$/;

const lastReportedAt = sql<Date>`max(${communityReports.createdAt})`;

/**
 * Reported messages, newest report first (a message reported again moves back to the top). The
 * cursor is the id of the previous page's last message: the next page starts strictly after its
 * (latest report, id), compared in the database at full precision. Messages their author deleted
 * are left out: there is nothing left to moderate.
 */
export async function listReported(db: Db, query: StaffModerationQuery): Promise<StaffModerationResponse> {
  const limit = query.limit ?? pageSize;
  const cursor = query.cursor;
  if (cursor !== undefined && cursor !== '' && !messageIdPattern.test(cursor)) {
    throw badRequest('The cursor is not valid.');
  }
  const after =
    cursor !== undefined && cursor !== ''
      ? sql`(${lastReportedAt}, ${communityMessages.id}) < (SELECT max("created_at"), ${BigInt(cursor)}::bigint FROM "community_reports" WHERE "message_id" = ${BigInt(cursor)})`
      : undefined;
  const rows = await db
    .select({
      id: communityMessages.id,
      channel: communityMessages.channel,
      alias: users.username,
      text: communityMessages.text,
      createdAt: communityMessages.createdAt,
      hiddenAt: communityMessages.hiddenAt,
      reports: sql<number>`count(*)::int`,
      lastReportedAt: sql<string>`to_char(${lastReportedAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
      reasons: sql<
        string[] | null
      >`json_agg(${communityReports.reason} ORDER BY ${communityReports.createdAt} DESC) FILTER (WHERE ${communityReports.reason} <> '')`,
    })
    .from(communityReports)
    .innerJoin(communityMessages, eq(communityMessages.id, communityReports.messageId))
    .innerJoin(users, eq(users.id, communityMessages.authorId))
    .where(isNull(communityMessages.deletedAt))
    .groupBy(communityMessages.id, users.username)
    .having(after)
    .orderBy(desc(lastReportedAt), desc(communityMessages.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    messages: page.map((row) => ({
      id: row.id.toString(),
      channel: row.channel,
      alias: row.alias,
      text: row.text,
      created_at: row.createdAt.toISOString(),
      hidden: row.hiddenAt !== null,
      hidden_at: row.hiddenAt?.toISOString() ?? null,
      report_count: Number(row.reports),
      last_reported_at: row.lastReportedAt,
      reasons: (row.reasons ?? []).slice(0, maxReasons),
    })),
    next_cursor: rows.length > limit && last ? last.id.toString() : null,
  };
}

/**
 * Hide a reported message for everyone, or restore it (undo a hide). The change and its audit row
 * share one transaction; once committed, the community's NOTIFY fan-out tells every open stream:
 * a hide removes the message at once, a restore puts it back in its place (decision 018).
 */
export async function moderate(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: Actor,
  messageId: string,
  hidden: boolean,
): Promise<StaffModerationActionResponse> {
  if (!messageIdPattern.test(messageId)) throw notFound(communityTexts.notFound);
  const id = BigInt(messageId);
  const { result, channel } = await audited(deps, actor, async (tx, now) => {
    const outcome = await setMessageHidden(tx, id, hidden, actor.id, now);
    if (!outcome) throw notFound(communityTexts.notFound);
    return {
      result: { result: { id: messageId, hidden, changed: outcome.changed }, channel: outcome.channel },
      audit: {
        action: hidden ? 'community.hide' : 'community.restore',
        targetType: 'community_message',
        targetId: messageId,
        detail: {
          before: { hidden: outcome.changed ? !hidden : hidden },
          after: { hidden },
          channel: outcome.channel,
          ...(outcome.changed ? {} : { unchanged: true }),
        },
      },
    };
  });
  if (result.changed) {
    await CommunityHub.announce(deps.db, { kind: hidden ? 'removed' : 'restored', id: messageId, channel });
  }
  return result;
}
