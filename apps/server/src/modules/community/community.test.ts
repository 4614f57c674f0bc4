import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestContext } from '../../../test/helper.ts';
import { sampleOf } from '../../../test/metrics.ts';
import { SseClient } from '../../../test/sse-client.ts';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function listen(context: TestContext): Promise<string> {
  await context.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = context.app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

async function ticketFor(context: TestContext, token: string): Promise<string> {
  const response = await context.app.inject({
    method: 'POST',
    url: '/community/stream-tickets/',
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return response.json().ticket as string;
}

async function post(context: TestContext, token: string, text: string, channel = 'general') {
  return context.app.inject({
    method: 'POST',
    url: `/community/channels/${channel}/messages/`,
    headers: bearer(token),
    payload: { text },
  });
}

describe('community', () => {
  let context: TestContext;
  let baseUrl: string;
  const streams: SseClient[] = [];
  const openStream = async (token: string, lastEventId?: string) => {
    const stream = await SseClient.open(baseUrl, await ticketFor(context, token), lastEventId);
    streams.push(stream);
    return stream;
  };

  beforeAll(async () => {
    context = await createTestApp({ env: { COMMUNITY_POSTS_PER_MINUTE: '5' } });
    baseUrl = await listen(context);
  });
  afterEach(() => {
    for (const stream of streams.splice(0)) stream.close();
  });
  afterAll(async () => {
    await context.close();
  });

  it('lets a member post and refuses a guest with 403, by the server', async () => {
    const member = await createUser(context.deps, { paid: true, role: 'paid_user' });
    const guest = await createUser(context.deps);
    const posted = await post(context, member.accessToken, 'Hello founders');
    expect(posted.statusCode).toBe(201);
    expect(posted.json()).toMatchObject({
      channel: 'general',
      text: 'Hello founders',
      alias: member.user.username,
      mine: true,
    });
    // the alias only: nothing else about the author
    expect(Object.keys(posted.json()).sort()).toEqual(['alias', 'channel', 'created_at', 'id', 'mine', 'text']);

    const refused = await post(context, guest.accessToken, 'Can I post?');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'forbidden', message: expect.stringContaining('Only members') });

    const unauthenticated = await context.app.inject({
      method: 'POST',
      url: '/community/channels/general/messages/',
      payload: { text: 'x' },
    });
    expect(unauthenticated.statusCode).toBe(401);
  });

  it('refuses an empty or too long message and an unknown channel with 4xx', async () => {
    const member = await createUser(context.deps, { paid: true });
    const tooLong = await post(context, member.accessToken, 'a'.repeat(2001), 'life-after-exit');
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toContain('at most 2,000 characters');
    expect((await post(context, member.accessToken, '   ', 'life-after-exit')).statusCode).toBe(400);
    expect((await post(context, member.accessToken, 'a'.repeat(2000), 'life-after-exit')).statusCode).toBe(201);
    const unknown = await post(context, member.accessToken, 'hello', 'no-such-channel');
    expect(unknown.statusCode).toBe(404);
  });

  it('limits posts per member per minute with a clear message', async () => {
    const member = await createUser(context.deps, { paid: true });
    const other = await createUser(context.deps, { paid: true });
    for (let i = 0; i < 5; i++)
      expect((await post(context, member.accessToken, `post ${i}`, 'valuation-and-deals')).statusCode).toBe(201);
    const limited = await post(context, member.accessToken, 'one too many', 'valuation-and-deals');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      code: 'rate_limited',
      message: expect.stringMatching(/up to 5 messages a minute/),
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // the limit is the member's own
    expect((await post(context, other.accessToken, 'mine still goes', 'valuation-and-deals')).statusCode).toBe(201);
  });

  it('pages the history newest first with a cursor', async () => {
    const member = await createUser(context.deps, { paid: true });
    const texts = ['one', 'two', 'three', 'four', 'five'];
    for (const text of texts)
      expect((await post(context, member.accessToken, text, 'preparing-to-sell')).statusCode).toBe(201);
    const first = await context.app.inject({
      url: '/community/channels/preparing-to-sell/messages/?limit=2',
      headers: bearer(member.accessToken),
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().messages.map((m: { text: string }) => m.text)).toEqual(['five', 'four']);
    const cursor = first.json().next_cursor as string;
    const second = await context.app.inject({
      url: `/community/channels/preparing-to-sell/messages/?limit=2&before=${cursor}`,
      headers: bearer(member.accessToken),
    });
    expect(second.json().messages.map((m: { text: string }) => m.text)).toEqual(['three', 'two']);
    const third = await context.app.inject({
      url: `/community/channels/preparing-to-sell/messages/?limit=2&before=${second.json().next_cursor}`,
      headers: bearer(member.accessToken),
    });
    expect(third.json()).toMatchObject({ messages: [{ text: 'one' }], next_cursor: null });
    const bad = await context.app.inject({
      url: '/community/channels/preparing-to-sell/messages/?before=abc',
      headers: bearer(member.accessToken),
    });
    expect(bad.statusCode).toBe(400);
  });

  it('counts unread messages per channel per person until they are read', async () => {
    const author = await createUser(context.deps, { paid: true });
    const reader = await createUser(context.deps);
    const channels = async (token: string) =>
      (await context.app.inject({ url: '/community/channels/', headers: bearer(token) })).json();
    const before = (await channels(reader.accessToken)).channels.find((c: { id: string }) => c.id === 'general')
      .unread as number;
    const posted = await post(context, author.accessToken, 'news');
    await post(context, author.accessToken, 'more news');
    const after = await channels(reader.accessToken);
    expect(after.channels.map((c: { name: string }) => c.name)).toEqual([
      'General',
      'Preparing to Sell',
      'Valuation & Deals',
      'Life After Exit',
    ]);
    expect(after.channels[0].unread).toBe(before + 2);
    expect(after).toMatchObject({ can_post: false, is_staff: false });
    const marked = await context.app.inject({
      method: 'POST',
      url: '/community/channels/general/read/',
      headers: bearer(reader.accessToken),
      payload: { message_id: posted.json().id },
    });
    expect(marked.statusCode).toBe(204);
    expect((await channels(reader.accessToken)).channels[0].unread).toBe(1);
    // the author's own messages are never unread for them
    expect((await channels(author.accessToken)).channels[0].unread).toBe(0);
  });

  it('delivers a member’s message live to another subscriber’s stream', async () => {
    const member = await createUser(context.deps, { paid: true });
    const guest = await createUser(context.deps);
    const stream = await openStream(guest.accessToken);
    expect(stream.status).toBe(200);
    expect(stream.contentType).toContain('text/event-stream');
    expect(stream.headers.get('cache-control')).toBe('no-store');
    expect(stream.headers.get('content-encoding')).toBeNull();
    const posted = await post(context, member.accessToken, 'live to you');
    await stream.until(() => stream.messages().some((m) => m.id === posted.json().id));
    const received = stream.messages().find((m) => m.id === posted.json().id);
    expect(received).toMatchObject({
      sseId: posted.json().id,
      text: 'live to you',
      alias: member.user.username,
      mine: false,
    });
  });

  it('counts the streams open on this instance in /metrics', async () => {
    const open = () => sampleOf(context.deps.meters.registry, 'exitcraft_community_open_streams');
    const reader = await createUser(context.deps);
    const before = await open();
    const stream = await openStream(reader.accessToken);
    await expect.poll(open).toBe(before + 1);
    stream.close();
    await expect.poll(open).toBe(before);
  });

  it('holds five streams per person: 20 tickets give five live streams and fifteen 429s, /health answering throughout (issue 29)', async () => {
    const member = await createUser(context.deps, { paid: true });
    const poster = await createUser(context.deps, { paid: true });
    const tickets = await Promise.all(Array.from({ length: 20 }, () => ticketFor(context, member.accessToken)));
    const opened: SseClient[] = [];
    const healthAnswers: number[] = [];
    for (const ticket of tickets) {
      const stream = await SseClient.open(baseUrl, ticket);
      streams.push(stream);
      opened.push(stream);
      healthAnswers.push((await fetch(`${baseUrl}/health`)).status);
    }
    expect(opened.map((stream) => stream.status)).toEqual([...Array(5).fill(200), ...Array(15).fill(429)]);
    expect(JSON.parse(opened[5]!.body)).toMatchObject({
      code: 'rate_limited',
      message: expect.stringContaining('5 live'),
    });
    expect(healthAnswers.every((status) => status === 200)).toBe(true);
    // the first five keep working
    const posted = await post(context, poster.accessToken, 'still live for all five');
    for (const stream of opened.slice(0, 5)) {
      await stream.until(() => stream.messages().some((m) => m.id === posted.json().id));
    }
    // a closed stream gives its slot back
    opened[0]!.close();
    await expect
      .poll(async () => {
        const next = await SseClient.open(baseUrl, await ticketFor(context, member.accessToken));
        streams.push(next);
        return next.status;
      })
      .toBe(200);
  });

  it('rate-limits stream tickets per person', async () => {
    const member = await createUser(context.deps);
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      const reply = await context.app.inject({
        method: 'POST',
        url: '/community/stream-tickets/',
        headers: bearer(member.accessToken),
      });
      statuses.push(reply.statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
    // another person is not affected
    expect(
      (
        await context.app.inject({
          method: 'POST',
          url: '/community/stream-tickets/',
          headers: bearer((await createUser(context.deps)).accessToken),
        })
      ).statusCode,
    ).toBe(200);
  });

  it('opens a stream only with a fresh single-use ticket', async () => {
    const member = await createUser(context.deps, { paid: true });
    const ticket = await ticketFor(context, member.accessToken);
    const first = await SseClient.open(baseUrl, ticket);
    streams.push(first);
    expect(first.status).toBe(200);
    const again = await SseClient.open(baseUrl, ticket);
    expect(again.status).toBe(401);
    expect(JSON.parse(again.body)).toMatchObject({ code: 'unauthorized' });
    expect((await SseClient.open(baseUrl, 'made-up')).status).toBe(401);
    const noBearer = await context.app.inject({ method: 'POST', url: '/community/stream-tickets/' });
    expect(noBearer.statusCode).toBe(401);
  });

  it('replays exactly the missed messages on a reconnect with the last seen id', async () => {
    const member = await createUser(context.deps, { paid: true });
    const poster = await createUser(context.deps, { paid: true });
    const stream = await openStream(member.accessToken);
    const seen = await post(context, poster.accessToken, 'seen live', 'life-after-exit');
    await stream.until(() => stream.messages().some((m) => m.id === seen.json().id));
    stream.close();

    const missed = [];
    for (const text of ['missed one', 'missed two'])
      missed.push((await post(context, poster.accessToken, text, 'life-after-exit')).json().id);
    const resumed = await openStream(member.accessToken, seen.json().id);
    await resumed.until(() => resumed.messages().length >= 2);
    const live = await post(context, poster.accessToken, 'after the reconnect', 'life-after-exit');
    await resumed.until(() => resumed.messages().some((m) => m.id === live.json().id));
    expect(resumed.messages().map((m) => m.id)).toEqual([...missed, live.json().id]);
  });

  it('lets staff hide a message for everyone: gone from history and from open streams', async () => {
    const author = await createUser(context.deps, { paid: true });
    const staff = await createUser(context.deps, { paid: true, isStaff: true });
    const reader = await createUser(context.deps);
    const stream = await openStream(reader.accessToken);
    const posted = await post(context, author.accessToken, 'something to hide');
    const id = posted.json().id as string;
    await stream.until(() => stream.messages().some((m) => m.id === id));

    const notStaff = await context.app.inject({
      method: 'POST',
      url: `/community/messages/${id}/hide/`,
      headers: bearer(author.accessToken),
    });
    expect(notStaff.statusCode).toBe(403);
    const hidden = await context.app.inject({
      method: 'POST',
      url: `/community/messages/${id}/hide/`,
      headers: bearer(staff.accessToken),
    });
    expect(hidden.statusCode).toBe(204);
    await stream.until(() => stream.removes().some((r) => r.id === id));
    const history = await context.app.inject({
      url: '/community/channels/general/messages/?limit=100',
      headers: bearer(reader.accessToken),
    });
    expect(history.json().messages.map((m: { id: string }) => m.id)).not.toContain(id);
    const staffView = await context.app.inject({ url: '/community/channels/', headers: bearer(staff.accessToken) });
    expect(staffView.json().is_staff).toBe(true);
    // a reconnect does not bring it back
    const resumed = await openStream(reader.accessToken, String(BigInt(id) - 1n));
    await post(context, author.accessToken, 'marker');
    await resumed.until(() => resumed.messages().some((m) => m.text === 'marker'));
    expect(resumed.messages().map((m) => m.id)).not.toContain(id);
  });

  it('lets an author delete their own message, and nobody else’s', async () => {
    const author = await createUser(context.deps, { paid: true });
    const other = await createUser(context.deps, { paid: true });
    const stream = await openStream(other.accessToken);
    const id = (await post(context, author.accessToken, 'I regret this')).json().id as string;
    await stream.until(() => stream.messages().some((m) => m.id === id));
    const refused = await context.app.inject({
      method: 'DELETE',
      url: `/community/messages/${id}/`,
      headers: bearer(other.accessToken),
    });
    expect(refused.statusCode).toBe(403);
    const deleted = await context.app.inject({
      method: 'DELETE',
      url: `/community/messages/${id}/`,
      headers: bearer(author.accessToken),
    });
    expect(deleted.statusCode).toBe(204);
    await stream.until(() => stream.removes().some((r) => r.id === id));
    const again = await context.app.inject({
      method: 'DELETE',
      url: `/community/messages/${id}/`,
      headers: bearer(author.accessToken),
    });
    expect(again.statusCode).toBe(404);
  });

  it('lists every community endpoint in the OpenAPI document', async () => {
    const { paths } = (await context.app.inject({ url: '/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(paths['/community/channels/']?.get).toBeDefined();
    expect(paths['/community/channels/{channel}/messages/']?.get).toBeDefined();
    expect(paths['/community/channels/{channel}/messages/']?.post).toBeDefined();
    expect(paths['/community/channels/{channel}/read/']?.post).toBeDefined();
    expect(paths['/community/messages/{id}/report/']?.post).toBeDefined();
    expect(paths['/community/messages/{id}/']?.delete).toBeDefined();
    expect(paths['/community/messages/{id}/hide/']?.post).toBeDefined();
    expect(paths['/community/stream-tickets/']?.post).toBeDefined();
    expect(paths['/community/stream/']?.get).toBeDefined();
  });

  it('takes reports of a message, once per person', async () => {
    const author = await createUser(context.deps, { paid: true });
    const reporter = await createUser(context.deps);
    const id = (await post(context, author.accessToken, 'questionable')).json().id as string;
    for (let i = 0; i < 2; i++) {
      const reported = await context.app.inject({
        method: 'POST',
        url: `/community/messages/${id}/report/`,
        headers: bearer(reporter.accessToken),
        payload: { reason: 'spam' },
      });
      expect(reported.statusCode).toBe(200);
    }
    const missing = await context.app.inject({
      method: 'POST',
      url: '/community/messages/999999999/report/',
      headers: bearer(reporter.accessToken),
      payload: {},
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('community streams and the server’s life', () => {
  it('ends open streams when the server closes, so closing does not hang', async () => {
    const context = await createTestApp();
    const baseUrl = await listen(context);
    const { accessToken } = await createUser(context.deps);
    const stream = await SseClient.open(baseUrl, await ticketFor(context, accessToken));
    expect(stream.status).toBe(200);
    const started = Date.now();
    await context.close();
    expect(Date.now() - started).toBeLessThan(5000);
    await stream.until(() => stream.ended, 2000).catch(() => {});
    expect(stream.ended).toBe(true);
  });
});

describe.runIf(process.env.TEST_DB_DRIVER === 'postgres')('community when the LISTEN connection drops', () => {
  it('ends the open streams (they resume from their last id) and listens again', async () => {
    const context = await createTestApp({ env: { COMMUNITY_POSTS_PER_MINUTE: '100' } });
    try {
      const baseUrl = await listen(context);
      const member = await createUser(context.deps, { paid: true });
      const stream = await SseClient.open(baseUrl, await ticketFor(context, member.accessToken));
      const before = (await post(context, member.accessToken, 'before the drop')).json().id as string;
      await stream.until(() => stream.messages().some((m) => m.id === before));
      await context.deps.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'LISTEN%'`,
      );
      await stream.until(() => stream.ended, 5000).catch(() => {});
      expect(stream.ended).toBe(true);
      // the page reconnects with its last id; a message posted once the listener is back arrives live
      const resumed = await SseClient.open(baseUrl, await ticketFor(context, member.accessToken), before);
      try {
        const deadline = Date.now() + 10_000;
        let delivered = false;
        while (!delivered && Date.now() < deadline) {
          const id = (await post(context, member.accessToken, 'after the drop')).json().id as string;
          delivered = await resumed
            .until(() => resumed.messages().some((m) => m.id === id), 1000)
            .then(
              () => true,
              () => false,
            );
        }
        expect(delivered).toBe(true);
      } finally {
        resumed.close();
      }
    } finally {
      await context.close();
    }
  });
});

describe.runIf(process.env.TEST_DB_DRIVER === 'postgres')(
  'community across two instances on one PostgreSQL database',
  () => {
    let first: TestContext;
    let second: TestContext;
    beforeAll(async () => {
      first = await createTestApp();
      second = await createTestApp();
    });
    afterAll(async () => {
      await first?.close();
      await second?.close();
    });

    it('shows each instance’s messages live on the other’s streams', async () => {
      const firstUrl = await listen(first);
      const secondUrl = await listen(second);
      const alice = await createUser(first.deps, { paid: true });
      const bob = await createUser(first.deps, { paid: true });
      const aliceStream = await SseClient.open(firstUrl, await ticketFor(first, alice.accessToken));
      // a ticket from one instance opens a stream on the other: both read the same table
      const bobStream = await SseClient.open(secondUrl, await ticketFor(first, bob.accessToken));
      try {
        const fromFirst = (await post(first, alice.accessToken, 'from instance one')).json().id as string;
        await bobStream.until(() => bobStream.messages().some((m) => m.id === fromFirst));
        const fromSecond = (await post(second, bob.accessToken, 'from instance two')).json().id as string;
        await aliceStream.until(() => aliceStream.messages().some((m) => m.id === fromSecond));
        expect(aliceStream.messages().find((m) => m.id === fromSecond)).toMatchObject({
          text: 'from instance two',
          mine: false,
        });
      } finally {
        aliceStream.close();
        bobStream.close();
      }
    });
  },
);

describe('an instance full of community streams (issue 29)', () => {
  let context: TestContext;
  let baseUrl: string;
  const streams: SseClient[] = [];
  beforeAll(async () => {
    context = await createTestApp({ env: { COMMUNITY_STREAMS_MAX: '3' } });
    baseUrl = await listen(context);
  });
  afterAll(async () => {
    for (const stream of streams.splice(0)) stream.close();
    await context.close();
  });

  it('refuses one more with 503, keeps the open ones and answers /health; a closed one frees a place', async () => {
    const people = await Promise.all(Array.from({ length: 4 }, () => createUser(context.deps)));
    const opened: SseClient[] = [];
    for (const person of people) {
      const stream = await SseClient.open(baseUrl, await ticketFor(context, person.accessToken));
      streams.push(stream);
      opened.push(stream);
    }
    expect(opened.map((stream) => stream.status)).toEqual([200, 200, 200, 503]);
    expect(JSON.parse(opened[3]!.body)).toMatchObject({ code: 'service_unavailable' });
    expect((await fetch(`${baseUrl}/health`)).status).toBe(200);
    opened[0]!.close();
    await expect
      .poll(async () => {
        const next = await SseClient.open(baseUrl, await ticketFor(context, people[3]!.accessToken));
        streams.push(next);
        return next.status;
      })
      .toBe(200);
  });
});
