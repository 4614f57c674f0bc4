import { z } from 'zod';
import { confidanteMessages } from '../content/confidante.ts';
import { text } from './text.ts';

export const conversationTitleMax = 120;
export const questionMax = 4000;

const titleSchema = text()
  .trim()
  .min(1, confidanteMessages.titleRequired)
  .max(conversationTitleMax, confidanteMessages.titleTooLong);

/** POST /confidante/conversations/: the title is optional; the first question names it otherwise. */
export const createConversationBodySchema = z.strictObject({ title: titleSchema.optional() });
export type CreateConversationBody = z.infer<typeof createConversationBodySchema>;

/** PATCH /confidante/conversations/:id/ */
export const renameConversationBodySchema = z.strictObject({ title: titleSchema });
export type RenameConversationBody = z.infer<typeof renameConversationBodySchema>;

/**
 * POST /confidante/conversations/:id/messages/: the question, and whether the member lets the
 * adviser read their business details and latest assessment scores for this answer.
 */
export const sendMessageBodySchema = z.strictObject({
  content: text()
    .trim()
    .min(1, confidanteMessages.questionRequired)
    .max(questionMax, confidanteMessages.questionTooLong),
  use_context: z.boolean().default(false),
});
export type SendMessageBody = z.input<typeof sendMessageBodySchema>;

export const conversationPathSchema = z.object({ id: z.string() });

export const confidanteModes = ['library', 'model'] as const;
export type ConfidanteMode = (typeof confidanteModes)[number];

export const messageSourceSchema = z.object({ title: z.string(), url: z.string() });
export type MessageSource = z.infer<typeof messageSourceSchema>;

/**
 * The tokens a model answer used: as the adviser reported them, or, when it reported none (a
 * server without usage chunks, an answer the member stopped), counted from the characters sent and
 * received at about four characters a token, and then marked `estimated`.
 */
export const answerUsageSchema = z.object({
  prompt_tokens: z.number().int(),
  completion_tokens: z.number().int(),
  estimated: z.boolean(),
});
export type AnswerUsage = z.infer<typeof answerUsageSchema>;

export const confidanteMessageSchema = z.object({
  id: z.string(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  /** how an answer was made; null on the member's own questions */
  mode: z.enum(confidanteModes).nullable(),
  sources: z.array(messageSourceSchema),
  /** a model answer's tokens; null on questions and library answers, which cost none */
  usage: answerUsageSchema.nullable(),
  /** the member stopped the answer while it streamed: `content` is what had arrived */
  stopped: z.boolean(),
  created_at: z.string(),
});
export type ConfidanteMessage = z.infer<typeof confidanteMessageSchema>;

export const conversationSchema = z.object({
  id: z.string(),
  title: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const conversationListSchema = z.array(conversationSchema);
export type ConversationList = z.infer<typeof conversationListSchema>;

export const conversationDetailSchema = conversationSchema.extend({ messages: z.array(confidanteMessageSchema) });
export type ConversationDetail = z.infer<typeof conversationDetailSchema>;

/** GET /confidante/: how answers are made and, with a model, what is left of today's quota. */
export const confidanteStatusSchema = z.object({
  mode: z.enum(confidanteModes),
  /** null in library mode, which has no quota */
  daily_limit: z.number().int().nullable(),
  used_today: z.number().int(),
  remaining: z.number().int().nullable(),
  /** the tokens today's model answers used (UTC day), and how many of them are estimates */
  tokens_today: z.number().int(),
  estimated_tokens_today: z.number().int(),
});
export type ConfidanteStatus = z.infer<typeof confidanteStatusSchema>;

/**
 * The answer stream (text/event-stream): `question` (the stored question), then `delta`s of the
 * answer, then `answer` (the stored answer) or `error` (the answer failed; the question stays).
 */
export const streamEventSchemas = {
  question: confidanteMessageSchema,
  delta: z.object({ text: z.string() }),
  answer: confidanteMessageSchema,
  error: z.object({ code: z.string(), message: z.string(), status: z.number().int() }),
} as const;
export type StreamEventName = keyof typeof streamEventSchemas;
/** Each event's data, as the page reads it. */
export type StreamEventData = { [Name in StreamEventName]: z.infer<(typeof streamEventSchemas)[Name]> };
