import {
  confidanteStatusSchema,
  conversationDetailSchema,
  conversationListSchema,
  conversationPathSchema,
  conversationSchema,
  createConversationBodySchema,
  renameConversationBodySchema,
  sendMessageBodySchema,
} from '@exitcraft/shared/schemas/confidante';
import type { App } from '../../lib/http.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import { answerQuestion, confidanteStatus } from './answer.ts';
import {
  createConversation,
  deleteConversation,
  listConversations,
  readConversation,
  renameConversation,
} from './conversations.ts';
import { requireMember } from './membership.ts';
import { sseStream } from './sse.ts';

const tags = ['confidante'];
const security = [{ bearer: [] }];

/** Confidante (/aiagent): the member's private adviser conversations and their streamed answers. */
export async function confidanteRoutes(app: App) {
  const { db, clock, config } = app.deps;
  const member = (request: Parameters<typeof currentUser>[0]) => {
    const user = currentUser(request);
    requireMember(user);
    return user.id;
  };

  app.get(
    '/confidante/',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'How answers are made (library or model) and, with a model, what is left of today’s messages',
        security,
        response: { 200: confidanteStatusSchema },
      },
    },
    async (request) => confidanteStatus({ db, clock, config }, member(request)),
  );

  app.get(
    '/confidante/conversations/',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'The caller’s conversations, most recently active first',
        security,
        response: { 200: conversationListSchema },
      },
    },
    async (request) => listConversations(db, member(request)),
  );

  app.post(
    '/confidante/conversations/',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Start a conversation; without a title the first question names it',
        security,
        body: createConversationBodySchema,
        response: { 201: conversationSchema },
      },
    },
    async (request, reply) => {
      const conversation = await createConversation(db, member(request), request.body.title, clock.now());
      return reply.status(201).send(conversation);
    },
  );

  app.get(
    '/confidante/conversations/:id/',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'One of the caller’s conversations with its messages; 404 for anyone else’s',
        security,
        params: conversationPathSchema,
        response: { 200: conversationDetailSchema },
      },
    },
    async (request) => readConversation(db, member(request), request.params.id),
  );

  app.patch(
    '/confidante/conversations/:id/',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Rename one of the caller’s conversations',
        security,
        params: conversationPathSchema,
        body: renameConversationBodySchema,
        response: { 200: conversationSchema },
      },
    },
    async (request) => renameConversation(db, member(request), request.params.id, request.body.title, clock.now()),
  );

  app.delete(
    '/confidante/conversations/:id/',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Delete one of the caller’s conversations and its messages, for good',
        security,
        params: conversationPathSchema,
      },
    },
    async (request, reply) => {
      await deleteConversation(db, member(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/confidante/conversations/:id/messages/',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary:
          'Ask a question: text/event-stream of `question`, `delta`… and `answer` (or `error`). 429 past the daily quota (model mode); 502/504 when the AI adviser fails or stays silent',
        security,
        params: conversationPathSchema,
        body: sendMessageBodySchema,
      },
    },
    async (request, reply) => {
      const userId = member(request);
      // Stop (the page aborts its request) and closing the page end the adviser's call at once
      const gone = new AbortController();
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) gone.abort();
      });
      const events = await answerQuestion(
        { db, clock, config, meters: app.deps.meters },
        userId,
        request.params.id,
        request.body,
        gone.signal,
        {
          upstreamFailed: (error) =>
            request.log.warn({ kind: error.kind, detail: error.message }, 'confidante upstream failed'),
          stopStoreFailed: (error) => request.log.error({ err: error }, 'confidante could not store a stopped answer'),
        },
      );
      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('x-accel-buffering', 'no')
        .send(sseStream(events));
    },
  );
}
