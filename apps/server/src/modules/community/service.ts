import { createHash, randomBytes } from 'node:crypto';
import { communityChannels, type CommunityChannelId } from '@exitcraft/shared/content/community';
import {
  communityMessages as messages,
  type CommunityChannelsResponse,
  type CommunityHistoryResponse,
  type CommunityMessage,
} from '@exitcraft/shared/schemas/community';
import { errorCodes } from '@exitcraft/shared/errors';
import { and, asc, desc, eq, gt, gte, isNull, lt, sql } from 'drizzle-orm';
import type { UserRow } from '../../core/caller.ts';
import type { Db } from '../../db/client.ts';
import {
  communityMessages,
  communityReadMarkers,
  communityReports,
  communityStreamTickets,
  users,
} from '../../db/schema.ts';
import { AppError, forbidden, notFound, unauthorized } from '../../lib/errors.ts';

type Caller = Pick<UserRow, 'id' | 'paid' | 'role' | 'isStaff'>;

/** The lifetime membership, as the rest of the server reads it: the `paid` flag or the `paid_user` role. */
export function isMember(user: Pick<Caller, 'paid' | 'role'>): boolean {
  return user.paid || user.role === 'paid_user';
}

/** A channel id from a path: one of the typed channels, else 404. */
export function channelOf(id: string): CommunityChannelId {
  const channel = communityChannels.find((candidate) => candidate.id === id);
  if (!channel) throw notFound(messages.unknownChannel);
  return channel.id;
}

/** A message id from a path or body: a positive whole number, else 404 (no such message). */
export function messageIdOf(id: string): bigint {
  if (!/^[1-9]\d{0,17}$/.test(id)) throw notFound(messages.notFound);
  return BigInt(id);
}

const visible = and(isNull(communityMessages.deletedAt), isNull(communityMessages.hiddenAt));

/** A stored message with its author, before it is shown to one person. */
export interface MessageRow {
  id: bigint;
  channel: string;
  authorId: string;
  alias: string;
  text: string;
  createdAt: Date;
}

export const formerMember = 'a former member';

const messageColumns = {
  id: communityMessages.id,
  channel: communityMessages.channel,
  authorId: communityMessages.authorId,
  // an erased account's kept messages show as "a former member" (decision 042)
  alias: sql<string>`case when ${users.erasedAt} is null then ${users.username} else ${formerMember} end`,
  text: communityMessages.text,
  createdAt: communityMessages.createdAt,
};

/**
 * What the channel list reads, in one statement prepared once per database (decision 044): the
 * caller's unread count in each channel (visible messages of others after the caller's read
 * marker) as a JSON array, and the newest message id of all (the stream's starting point).
 * Columns are table-qualified by hand: drizzle writes a column in a selection without its table.
 */
function prepareChannels(db: Db) {
  const userId = sql.placeholder('userId');
  return db
    .select({
      unread: sql<{ channel: string; unread: number }[]>`(
        select coalesce(json_agg(json_build_object('channel', counted.channel, 'unread', counted.unread)), '[]'::json)
        from (
          select m.channel, count(*) as unread
          from ${communityMessages} m
          left join ${communityReadMarkers} r on r.user_id = ${userId} and r.channel = m.channel
          where m.deleted_at is null and m.hidden_at is null and m.author_id <> ${userId}
            and m.id > coalesce(r.last_read_id, 0)
          group by m.channel
        ) counted)`,
      latestId: sql<string | null>`(select max(m.id)::text from ${communityMessages} m)`,
    })
    .from(users)
    .where(eq(users.id, userId))
    .prepare('community_channels');
}

const channelsQueries = new WeakMap<Db, ReturnType<typeof prepareChannels>>();

/** The message as one viewer sees it: the alias and never the author's id. */
export function present(row: MessageRow, viewerId: string): CommunityMessage {
  return {
    id: row.id.toString(),
    channel: row.channel,
    alias: row.alias,
    text: row.text,
    created_at: row.createdAt.toISOString(),
    mine: row.authorId === viewerId,
  };
}

export async function listChannels(db: Db, caller: Caller): Promise<CommunityChannelsResponse> {
  let query = channelsQueries.get(db);
  if (!query) {
    query = prepareChannels(db);
    channelsQueries.set(db, query);
  }
  const [row] = await query.execute({ userId: caller.id });
  const unread = row?.unread ?? [];
  const latest = { id: row?.latestId ?? null };
  const byChannel = new Map(unread.map((entry) => [entry.channel, Number(entry.unread)]));
  return {
    channels: communityChannels.map((channel) => ({ ...channel, unread: byChannel.get(channel.id) ?? 0 })),
    can_post: isMember(caller),
    is_staff: caller.isStaff,
    latest_id: latest.id ?? '0',
  };
}

/** One page of a channel's visible history, newest first, older than `before`. */
export async function history(
  db: Db,
  viewerId: string,
  channel: CommunityChannelId,
  page: { before?: string | undefined; limit: number },
): Promise<CommunityHistoryResponse> {
  const rows = await db
    .select(messageColumns)
    .from(communityMessages)
    .innerJoin(users, eq(users.id, communityMessages.authorId))
    .where(
      and(
        eq(communityMessages.channel, channel),
        visible,
        page.before ? lt(communityMessages.id, BigInt(page.before)) : undefined,
      ),
    )
    .orderBy(desc(communityMessages.id))
    .limit(page.limit + 1);
  const pageRows = rows.slice(0, page.limit);
  const last = pageRows.at(-1);
  return {
    messages: pageRows.map((row) => present(row, viewerId)),
    next_cursor: rows.length > page.limit && last ? last.id.toString() : null,
  };
}

/** The visible messages after `afterId` in every channel, oldest first: a stream's backlog. */
export async function messagesAfter(db: Db, afterId: bigint, limit: number): Promise<MessageRow[]> {
  return db
    .select(messageColumns)
    .from(communityMessages)
    .innerJoin(users, eq(users.id, communityMessages.authorId))
    .where(and(gt(communityMessages.id, afterId), visible))
    .orderBy(asc(communityMessages.id))
    .limit(limit);
}

/** One visible message with its author, or null once it is gone. */
export async function visibleMessage(db: Db, id: bigint): Promise<MessageRow | null> {
  const [row] = await db
    .select(messageColumns)
    .from(communityMessages)
    .innerJoin(users, eq(users.id, communityMessages.authorId))
    .where(and(eq(communityMessages.id, id), visible))
    .limit(1);
  return row ?? null;
}

export interface PostLimits {
  perMinute: number;
}

/**
 * A member's new message. Guests are refused (403). At most `perMinute` posts in any 60 seconds:
 * the caller's row is locked while counting, so two posts at once cannot both slip under it.
 * Returns the row; the caller announces it once the transaction has committed.
 */
export async function postMessage(
  db: Db,
  caller: Caller,
  channel: CommunityChannelId,
  text: string,
  now: Date,
  limits: PostLimits,
): Promise<MessageRow> {
  if (!isMember(caller)) throw forbidden(messages.guestCannotPost);
  return db.transaction(async (tx) => {
    const [author] = await tx
      .select({ username: users.username })
      .from(users)
      .where(eq(users.id, caller.id))
      .for('update');
    if (!author) throw unauthorized();
    const windowStart = new Date(now.getTime() - 60_000);
    const recent = await tx
      .select({ createdAt: communityMessages.createdAt })
      .from(communityMessages)
      .where(and(eq(communityMessages.authorId, caller.id), gte(communityMessages.createdAt, windowStart)))
      .orderBy(desc(communityMessages.createdAt))
      .limit(limits.perMinute);
    const oldest = recent.at(-1);
    if (recent.length >= limits.perMinute && oldest) {
      const seconds = Math.max(1, Math.ceil((oldest.createdAt.getTime() + 60_000 - now.getTime()) / 1000));
      throw new AppError(429, errorCodes.rateLimited, messages.rateLimited(limits.perMinute, seconds), {
        'retry-after': String(seconds),
      });
    }
    const [row] = await tx
      .insert(communityMessages)
      .values({ channel, authorId: caller.id, text, createdAt: now })
      .returning();
    if (!row) throw new Error('message insert returned nothing');
    return { ...row, alias: author.username };
  });
}

/** The caller has read `channel` up to `messageId` (never moves backwards). */
export async function markRead(db: Db, userId: string, channel: CommunityChannelId, messageId: bigint, now: Date) {
  await db
    .insert(communityReadMarkers)
    .values({ userId, channel, lastReadId: messageId, updatedAt: now })
    .onConflictDoUpdate({
      target: [communityReadMarkers.userId, communityReadMarkers.channel],
      set: {
        lastReadId: sql`greatest(${communityReadMarkers.lastReadId}, excluded.last_read_id)`,
        updatedAt: now,
      },
    });
}

/** Anyone signed in who can see a message may report it, once; a second report changes nothing. */
export async function reportMessage(db: Db, reporterId: string, id: bigint, reason: string, now: Date) {
  const row = await visibleMessage(db, id);
  if (!row) throw notFound(messages.notFound);
  await db.insert(communityReports).values({ messageId: id, reporterId, reason, createdAt: now }).onConflictDoNothing();
}

/** The author removes their own message (its text is dropped); returns its channel. */
export async function deleteOwnMessage(db: Db, callerId: string, id: bigint, now: Date): Promise<string> {
  const row = await visibleMessage(db, id);
  if (!row) throw notFound(messages.notFound);
  if (row.authorId !== callerId) throw forbidden('You can only delete your own messages.');
  const [deleted] = await db
    .update(communityMessages)
    .set({ deletedAt: now, text: '' })
    .where(and(eq(communityMessages.id, id), eq(communityMessages.authorId, callerId), visible))
    .returning({ channel: communityMessages.channel });
  if (!deleted) throw notFound(messages.notFound);
  return deleted.channel;
}

/** Staff hide a message for everyone; returns its channel. */
export async function hideMessage(db: Db, caller: Caller, id: bigint, now: Date): Promise<string> {
  if (!caller.isStaff) throw forbidden(messages.notStaff);
  const [hidden] = await db
    .update(communityMessages)
    .set({ hiddenAt: now, hiddenBy: caller.id })
    .where(and(eq(communityMessages.id, id), visible))
    .returning({ channel: communityMessages.channel });
  if (!hidden) throw notFound(messages.notFound);
  return hidden.channel;
}

/**
 * Staff moderation (the back office): hide or restore a message that the author has not deleted,
 * inside the caller's transaction, the row locked. Null when there is no such message; `changed`
 * is false when it already was in that state. Announce the change once the transaction commits.
 */
export async function setMessageHidden(
  tx: Db,
  id: bigint,
  hidden: boolean,
  staffId: string,
  now: Date,
): Promise<{ channel: string; changed: boolean; hiddenAt: Date | null } | null> {
  const [row] = await tx
    .select({ channel: communityMessages.channel, hiddenAt: communityMessages.hiddenAt })
    .from(communityMessages)
    .where(and(eq(communityMessages.id, id), isNull(communityMessages.deletedAt)))
    .for('update');
  if (!row) return null;
  if ((row.hiddenAt !== null) === hidden) return { channel: row.channel, changed: false, hiddenAt: row.hiddenAt };
  await tx
    .update(communityMessages)
    .set(hidden ? { hiddenAt: now, hiddenBy: staffId } : { hiddenAt: null, hiddenBy: null })
    .where(eq(communityMessages.id, id));
  return { channel: row.channel, changed: true, hiddenAt: hidden ? now : null };
}

export const ticketLifetimeSeconds = 30;

const hashTicket = (ticket: string) => createHash('sha256').update(ticket).digest('base64url');

/** A short-lived single-use ticket that opens the caller's stream (so no token goes into a URL). */
export async function issueTicket(db: Db, userId: string, now: Date): Promise<string> {
  const ticket = randomBytes(32).toString('base64url');
  await db.delete(communityStreamTickets).where(lt(communityStreamTickets.expiresAt, now));
  await db.insert(communityStreamTickets).values({
    tokenHash: hashTicket(ticket),
    userId,
    expiresAt: new Date(now.getTime() + ticketLifetimeSeconds * 1000),
  });
  return ticket;
}

/** Spends a ticket: its user's id, once, before it expires; else 401. */
export async function redeemTicket(db: Db, ticket: string, now: Date): Promise<string> {
  const [row] = await db
    .delete(communityStreamTickets)
    .where(eq(communityStreamTickets.tokenHash, hashTicket(ticket)))
    .returning({ userId: communityStreamTickets.userId, expiresAt: communityStreamTickets.expiresAt });
  if (!row || row.expiresAt.getTime() <= now.getTime()) throw unauthorized(messages.ticketInvalid);
  return row.userId;
}
