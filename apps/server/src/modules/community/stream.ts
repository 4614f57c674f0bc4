import { communityMessageSchema, communityStreamRemoveSchema } from '@exitcraft/shared/schemas/community';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { CommunityHub } from './hub.ts';
import { type MessageRow, messagesAfter, present } from './service.ts';

export const heartbeatMs = 15_000;
/** A reconnect replays at most this many messages; the client reloads history for anything older. */
const backlogLimit = 1000;
/** A client that stops reading is cut off rather than buffered without end; it resumes with Last-Event-ID. */
const maxBufferedBytes = 1024 * 1024;

/**
 * One Server-Sent Events stream. The response is taken over from Fastify (hijack), so no onSend
 * hook or compression can buffer it; the headers the app set so far (security headers) are kept.
 * Live events are subscribed before the backlog is read and held until it is written, so a message
 * posted meanwhile is neither missed nor sent twice.
 */
export function openStream(options: {
  request: FastifyRequest;
  reply: FastifyReply;
  hub: CommunityHub;
  db: Db;
  userId: string;
  lastId: bigint | null;
}) {
  const { request, reply, hub, db, userId, lastId } = options;
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    // nginx and similar proxies would otherwise buffer the stream
    'x-accel-buffering': 'no',
  });
  res.flushHeaders();

  let closed = false;
  const replayed = new Set<bigint>();
  let held: (() => void)[] | null = lastId === null ? null : [];

  const write = (frame: string) => {
    if (closed) return;
    res.write(frame);
    if (res.writableLength > maxBufferedBytes) end();
  };
  // each event's data is checked against its shared schema, as a reply is (decision 047): the
  // page reads it as that type
  const messageData = (row: MessageRow) => JSON.stringify(communityMessageSchema.parse(present(row, userId)));
  const sendMessage = (row: MessageRow) => {
    write(`id: ${row.id}\nevent: message\ndata: ${messageData(row)}\n\n`);
  };
  const later = (action: () => void) => (held ? held.push(action) : action());

  const unsubscribe = hub.subscribe({
    userId,
    // a live message the replay already sent (or the client had) is not sent twice
    message: (row) =>
      later(() => (replayed.has(row.id) || (lastId !== null && row.id <= lastId) ? undefined : sendMessage(row))),
    remove: (event) =>
      later(() => write(`event: remove\ndata: ${JSON.stringify(communityStreamRemoveSchema.parse(event))}\n\n`)),
    // no `id:` line: a restored message is older than the stream's position, which must not move back
    restore: (row) => later(() => write(`event: restore\ndata: ${messageData(row)}\n\n`)),
    drop: () => end(),
  });
  const heartbeat = setInterval(() => write(': ping\n\n'), heartbeatMs);

  function end() {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    unsubscribe();
    res.end();
  }
  request.raw.on('close', end);
  res.on('error', end);

  // the client's reconnection delay, then a first comment so proxies and clients see the stream open
  write('retry: 2000\n\n: connected\n\n');
  if (lastId !== null) {
    messagesAfter(db, lastId, backlogLimit).then(
      (rows) => {
        for (const row of rows) {
          replayed.add(row.id);
          sendMessage(row);
        }
        const pending = held ?? [];
        held = null;
        for (const action of pending) action();
      },
      (error: unknown) => {
        request.log.warn({ err: error }, 'community: replay failed');
        end();
      },
    );
  }
}
