import {
  communityChannelsResponseSchema,
  communityHistoryQuerySchema,
  communityHistoryResponseSchema,
  communityMessageSchema,
  communityMessages,
  communityPostRequestSchema,
  communityReadRequestSchema,
  communityReportRequestSchema,
  communityStatusResponseSchema,
  communityTicketResponseSchema,
} from '@exitcraft/shared/schemas/community';
import { errorCodes } from '@exitcraft/shared/errors';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import type { App } from '../../lib/http.ts';
import { perUserRateLimit } from '../../plugins/route-policies.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import { CommunityHub } from './hub.ts';
import { openStream } from './stream.ts';
import { defaultStreamCapacity, StreamSlots } from './stream-slots.ts';
import {
  channelOf,
  deleteOwnMessage,
  hideMessage,
  history,
  issueTicket,
  listChannels,
  markRead,
  messageIdOf,
  postMessage,
  present,
  redeemTicket,
  reportMessage,
  ticketLifetimeSeconds,
} from './service.ts';

const tags = ['community'];
/** Stream tickets one person may ask for in a minute: a reconnecting tab needs one per attempt. */
const streamTicketsPerMinute = 30;
const security = [{ bearer: [] }];
const channelParams = z.object({ channel: z.string().max(100) });
const messageParams = z.object({ id: z.string().max(100) });
const streamQuery = z.object({
  ticket: z.string().min(1).max(200),
  /** the last message id the client saw, when it cannot send the Last-Event-ID header */
  last_event_id: z.string().max(100).optional(),
});

/** The anonymous founders' chat (issue 14, Community): channels, history, posting, moderation, live stream. */
export async function communityRoutes(app: App) {
  const { db, clock, config, database } = app.deps;
  const hub = new CommunityHub(database, (error) => app.log.error({ err: error }, 'community: fan-out failed'));
  app.addHook('onReady', () => hub.start());
  app.deps.meters.openStreams(() => hub.size);
  // open streams would otherwise hold the server open: end them first, the clients reconnect elsewhere
  app.addHook('preClose', async () => hub.dropAll());
  app.addHook('onClose', () => hub.stop());
  const slots = new StreamSlots({
    perPerson: config.COMMUNITY_STREAMS_PER_PERSON,
    max: config.COMMUNITY_STREAMS_MAX ?? defaultStreamCapacity(),
  });

  app.get(
    '/community/channels/',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary:
          'The topic channels with the caller’s unread count in each, whether they may post (members) and hide (staff)',
        security,
        response: { 200: communityChannelsResponseSchema },
      },
    },
    async (request) => listChannels(db, currentUser(request)),
  );

  app.get(
    '/community/channels/:channel/messages/',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'A page of the channel’s history, newest first; `before` = the previous page’s next_cursor',
        security,
        params: channelParams,
        querystring: communityHistoryQuerySchema,
        response: { 200: communityHistoryResponseSchema },
      },
    },
    async (request) =>
      history(db, currentUser(request).id, channelOf(request.params.channel), {
        before: request.query.before,
        limit: request.query.limit,
      }),
  );

  app.post(
    '/community/channels/:channel/messages/',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: `Post a message (members only: a guest is 403); text only, 1 to 2,000 characters; at most COMMUNITY_POSTS_PER_MINUTE (${config.COMMUNITY_POSTS_PER_MINUTE}) a minute, then 429`,
        security,
        params: channelParams,
        body: communityPostRequestSchema,
        response: { 201: communityMessageSchema },
      },
    },
    async (request, reply) => {
      const caller = currentUser(request);
      const channel = channelOf(request.params.channel);
      const row = await postMessage(db, caller, channel, request.body.text, clock.now(), {
        perMinute: config.COMMUNITY_POSTS_PER_MINUTE,
      });
      await CommunityHub.announce(db, { kind: 'posted', id: row.id.toString(), channel });
      // the author has read what they wrote
      await markRead(db, caller.id, channel, row.id, clock.now());
      return reply.status(201).send(present(row, caller.id));
    },
  );

  app.post(
    '/community/channels/:channel/read/',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'The caller has read the channel up to `message_id` (the unread count drops); never moves back',
        security,
        params: channelParams,
        body: communityReadRequestSchema,
      },
    },
    async (request, reply) => {
      const channel = channelOf(request.params.channel);
      await markRead(db, currentUser(request).id, channel, BigInt(request.body.message_id), clock.now());
      return reply.status(204).send();
    },
  );

  app.post(
    '/community/messages/:id/report/',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Report a message to the moderators (once per person; again changes nothing)',
        security,
        params: messageParams,
        body: communityReportRequestSchema,
        response: { 200: communityStatusResponseSchema },
      },
    },
    async (request) => {
      await reportMessage(
        db,
        currentUser(request).id,
        messageIdOf(request.params.id),
        request.body.reason ?? '',
        clock.now(),
      );
      return { status: 'ok' as const, message: 'Thank you. The message was reported to the moderators.' };
    },
  );

  app.delete(
    '/community/messages/:id/',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'The author deletes their own message (403 for anyone else’s); it leaves every open stream',
        security,
        params: messageParams,
      },
    },
    async (request, reply) => {
      const id = messageIdOf(request.params.id);
      const channel = await deleteOwnMessage(db, currentUser(request).id, id, clock.now());
      await CommunityHub.announce(db, { kind: 'removed', id: id.toString(), channel });
      return reply.status(204).send();
    },
  );

  app.post(
    '/community/messages/:id/hide/',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Staff (`is_staff`) hide a message for everyone (403 otherwise); it leaves every open stream',
        security,
        params: messageParams,
      },
    },
    async (request, reply) => {
      const id = messageIdOf(request.params.id);
      const channel = await hideMessage(db, currentUser(request), id, clock.now());
      await CommunityHub.announce(db, { kind: 'removed', id: id.toString(), channel });
      return reply.status(204).send();
    },
  );

  app.post(
    '/community/stream-tickets/',
    {
      preHandler: app.authenticate,
      config: perUserRateLimit(streamTicketsPerMinute),
      schema: {
        tags,
        summary: `A single-use ticket (${ticketLifetimeSeconds} s) that opens GET /community/stream/: the access token never goes into a URL`,
        security,
        response: { 200: communityTicketResponseSchema },
      },
    },
    async (request) => ({
      ticket: await issueTicket(db, currentUser(request).id, clock.now()),
      expires_in: ticketLifetimeSeconds,
    }),
  );

  app.get(
    '/community/stream/',
    {
      // per address, as generous as the per-person limit: colleagues behind one office address reconnect together
      config: { credentials: true, rateLimit: { max: config.USER_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 } },
      schema: {
        tags,
        summary:
          'Server-Sent Events: `message` (id = message id, data = a message), `remove` ({ id, channel }) and `restore` (a message staff un-hid; no id) for every channel, `: ping` every 15 s. Opened with `?ticket=`; `Last-Event-ID` (or `last_event_id`) first replays the messages after it',
        querystring: streamQuery,
      },
    },
    async (request, reply) => {
      // a full instance refuses before the ticket is spent, so the client's retry can use it elsewhere
      if (slots.size >= slots.limits.max) {
        throw new AppError(503, errorCodes.unavailable, communityMessages.streamsFull, { 'retry-after': '5' });
      }
      const userId = await redeemTicket(db, request.query.ticket, clock.now());
      const release = slots.take(userId);
      if (release === 'instance') {
        throw new AppError(503, errorCodes.unavailable, communityMessages.streamsFull, { 'retry-after': '5' });
      }
      if (release === 'person') {
        throw new AppError(429, errorCodes.rateLimited, communityMessages.tooManyStreams(slots.limits.perPerson));
      }
      // the response closes when the stream ends, whichever side ends it
      reply.raw.once('close', release);
      const header = request.headers['last-event-id'];
      const lastSeen = (typeof header === 'string' ? header : undefined) ?? request.query.last_event_id;
      const lastId = lastSeen && /^\d{1,18}$/.test(lastSeen) ? BigInt(lastSeen) : null;
      openStream({ request, reply, hub, db, userId, lastId });
    },
  );
}
