import type { AddressInfo } from 'node:net';
import type { StaffReportedMessage } from '@exitcraft/shared/schemas/staff';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestContext } from '../../../test/helper.ts';
import { SseClient } from '../../../test/sse-client.ts';
import { staffAuditLog } from '../../db/schema.ts';
import { manualClock } from '../../lib/clock.ts';

// every report a second after the one before, so "newest report first" never rests on a tie
const clock = manualClock(new Date('2026-11-20T09:00:00Z'));
let ctx: TestContext;
let baseUrl: string;
const streams: SseClient[] = [];

beforeAll(async () => {
  ctx = await createTestApp({
    overrides: { clock },
    env: { USER_RATE_LIMIT_PER_MINUTE: '100000', COMMUNITY_POSTS_PER_MINUTE: '1000' },
  });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});
afterEach(() => {
  for (const stream of streams.splice(0)) stream.close();
});
afterAll(() => ctx.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function post(token: string, text: string, channel = 'general'): Promise<string> {
  const reply = await ctx.app.inject({
    method: 'POST',
    url: `/community/channels/${channel}/messages/`,
    headers: bearer(token),
    payload: { text },
  });
  expect(reply.statusCode, reply.body).toBe(201);
  return reply.json().id as string;
}

async function report(token: string, id: string, reason?: string) {
  clock.advance(1000);
  const reply = await ctx.app.inject({
    method: 'POST',
    url: `/community/messages/${id}/report/`,
    headers: bearer(token),
    payload: reason === undefined ? {} : { reason },
  });
  expect(reply.statusCode, reply.body).toBe(200);
}

async function openStream(token: string): Promise<SseClient> {
  const ticket = await ctx.app.inject({ method: 'POST', url: '/community/stream-tickets/', headers: bearer(token) });
  const stream = await SseClient.open(baseUrl, ticket.json().ticket as string);
  streams.push(stream);
  return stream;
}

/** Every page of the moderation list (other test files may report messages in the same database). */
async function allReported(token: string, limit = 2): Promise<StaffReportedMessage[]> {
  const all: StaffReportedMessage[] = [];
  let cursor: string | null = '';
  while (cursor !== null) {
    const reply = await ctx.app.inject({
      method: 'GET',
      url: `/staff/moderation/?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`,
      headers: bearer(token),
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const body = reply.json() as { messages: StaffReportedMessage[]; next_cursor: string | null };
    expect(body.messages.length).toBeLessThanOrEqual(limit);
    all.push(...body.messages);
    cursor = body.next_cursor;
  }
  return all;
}

function act(token: string, id: string, action: 'hide' | 'restore') {
  return ctx.app.inject({ method: 'POST', url: `/staff/moderation/${id}/${action}/`, headers: bearer(token) });
}

async function history(token: string, channel = 'general'): Promise<string[]> {
  const reply = await ctx.app.inject({
    method: 'GET',
    url: `/community/channels/${channel}/messages/?limit=100`,
    headers: bearer(token),
  });
  return (reply.json().messages as { id: string }[]).map((m) => m.id);
}

async function auditFor(id: string) {
  return ctx.deps.db
    .select()
    .from(staffAuditLog)
    .where(and(eq(staffAuditLog.targetType, 'community_message'), eq(staffAuditLog.targetId, id)));
}

describe('moderation', () => {
  it('lists reported messages newest report first, with their counts, reasons and state, page by page', async () => {
    const staff = await createUser(ctx.deps, { isStaff: true });
    const author = await createUser(ctx.deps, { paid: true, role: 'paid_user' });
    const readers = await Promise.all([1, 2, 3].map(() => createUser(ctx.deps)));
    const [a, b, c, d] = [
      await post(author.accessToken, 'first, reported twice'),
      await post(author.accessToken, 'second, reported once', 'valuation-and-deals'),
      await post(author.accessToken, 'third, never reported'),
      await post(author.accessToken, 'fourth, reported then deleted'),
    ] as [string, string, string, string];
    await report(readers[0]!.accessToken, a, 'Spam, a link to a loan shark');
    await report(readers[0]!.accessToken, b);
    await report(readers[0]!.accessToken, d, 'rude');
    await report(readers[1]!.accessToken, a, 'Selling something');
    // reported again later: a moves above b
    await report(readers[2]!.accessToken, a);
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/community/messages/${d}/`,
      headers: bearer(author.accessToken),
    });
    expect(deleted.statusCode).toBe(204);

    const listed = await allReported(staff.accessToken);
    const mine = listed.filter((m) => [a, b, c, d].includes(m.id));
    expect(mine.map((m) => m.id)).toEqual([a, b]);
    expect(new Set(listed.map((m) => m.id)).size).toBe(listed.length);
    const reportTimes = listed.map((m) => m.last_reported_at);
    expect([...reportTimes].sort().reverse()).toEqual(reportTimes);
    expect(mine[0]).toMatchObject({
      channel: 'general',
      alias: author.user.username,
      text: 'first, reported twice',
      hidden: false,
      hidden_at: null,
      report_count: 3,
      reasons: ['Selling something', 'Spam, a link to a loan shark'],
    });
    expect(mine[1]).toMatchObject({ channel: 'valuation-and-deals', report_count: 1, reasons: [] });
  });

  it('hides a message: gone from the history and from open streams at once, one audit row', async () => {
    const staff = await createUser(ctx.deps, { isStaff: true });
    const author = await createUser(ctx.deps, { paid: true, role: 'paid_user' });
    const reader = await createUser(ctx.deps);
    const id = await post(author.accessToken, 'Buy my course');
    await report(reader.accessToken, id, 'Spam');
    const stream = await openStream(reader.accessToken);

    const hidden = await act(staff.accessToken, id, 'hide');
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json()).toEqual({ id, hidden: true, changed: true });
    await stream.until(() => stream.removes().some((r) => r.id === id));
    expect(await history(reader.accessToken)).not.toContain(id);
    const listed = (await allReported(staff.accessToken, 100)).find((m) => m.id === id);
    expect(listed).toMatchObject({ hidden: true });
    expect(listed?.hidden_at).toEqual(expect.any(String));

    const rows = await auditFor(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'community.hide',
      actorId: staff.user.id,
      actorEmail: staff.user.email,
      detail: { before: { hidden: false }, after: { hidden: true }, channel: 'general' },
    });

    // hiding it again changes nothing, tells no stream, and is still one action on record
    const again = await act(staff.accessToken, id, 'hide');
    expect(again.json()).toEqual({ id, hidden: true, changed: false });
    expect(await auditFor(id)).toHaveLength(2);
    expect((await auditFor(id))[1]?.detail).toMatchObject({ unchanged: true });
  });

  it('restores a hidden message: back in the history and, live, in open streams without moving their position', async () => {
    const staff = await createUser(ctx.deps, { isStaff: true });
    const author = await createUser(ctx.deps, { paid: true, role: 'paid_user' });
    const reader = await createUser(ctx.deps);
    const id = await post(author.accessToken, 'A fair point after all');
    await report(reader.accessToken, id, 'Off topic');
    expect((await act(staff.accessToken, id, 'hide')).statusCode).toBe(200);
    expect(await history(reader.accessToken)).not.toContain(id);

    const stream = await openStream(reader.accessToken);
    const restored = await act(staff.accessToken, id, 'restore');
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toEqual({ id, hidden: false, changed: true });
    await stream.until(() => stream.restores().some((m) => m.id === id));
    const event = stream.restores().find((m) => m.id === id);
    expect(event).toMatchObject({ text: 'A fair point after all', sseId: undefined });
    // not sent as a new message: a client would otherwise move its resume point back
    expect(stream.messages().some((m) => m.id === id)).toBe(false);
    expect(await history(reader.accessToken)).toContain(id);

    const rows = await auditFor(id);
    expect(rows.map((row) => row.action)).toEqual(['community.hide', 'community.restore']);
    expect(rows[1]?.detail).toMatchObject({ before: { hidden: true }, after: { hidden: false } });
    expect((await allReported(staff.accessToken, 100)).find((m) => m.id === id)).toMatchObject({ hidden: false });
  });

  it('answers 404 for a message that does not exist or its author deleted, and writes no audit row', async () => {
    const staff = await createUser(ctx.deps, { isStaff: true });
    const author = await createUser(ctx.deps, { paid: true, role: 'paid_user' });
    const id = await post(author.accessToken, 'soon gone');
    await ctx.app.inject({ method: 'DELETE', url: `/community/messages/${id}/`, headers: bearer(author.accessToken) });
    for (const target of [id, '999999999999']) {
      for (const action of ['hide', 'restore'] as const) {
        const reply = await act(staff.accessToken, target, action);
        expect(reply.statusCode).toBe(404);
        expect(reply.json()).toMatchObject({
          code: 'not_found',
          message: 'This message does not exist or was removed.',
        });
      }
      expect(await auditFor(target)).toHaveLength(0);
    }
    const bad = await act(staff.accessToken, 'abc', 'hide');
    expect(bad.statusCode).toBe(400);
    const badCursor = await ctx.app.inject({
      method: 'GET',
      url: '/staff/moderation/?cursor=nope',
      headers: bearer(staff.accessToken),
    });
    expect(badCursor.statusCode).toBe(400);
    expect(badCursor.json().message).toBe('The cursor is not valid.');
  });

  it('is not for members: 404, the message stays', async () => {
    const author = await createUser(ctx.deps, { paid: true, role: 'paid_user' });
    const id = await post(author.accessToken, 'members cannot hide this');
    const reply = await act(author.accessToken, id, 'hide');
    expect(reply.statusCode).toBe(404);
    expect(await history(author.accessToken)).toContain(id);
  });
});
