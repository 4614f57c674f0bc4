import { confidanteMessages as copy } from '@exitcraft/shared/content/confidante';
import type { ConfidanteMessage, ConfidanteStatus } from '@exitcraft/shared/schemas/confidante';
import type { Config } from '../../config.ts';
import type { ConfidanteOutcome, Meters } from '../../core/meters.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { contextBlock, memberPassages } from './context.ts';
import { conversationMessages, ownConversation, storeAnswer, storeQuestion, toMessage } from './conversations.ts';
import { libraryAnswer, productPassages, searchPassages } from './library.ts';
import { adviserMessages } from './prompt.ts';
import { addTokens, refundMessage, reserveMessage, usedToday } from './quota.ts';
import { openChatStream, type TokenUsage, UpstreamError, type UpstreamSettings } from './upstream.ts';
import { answerUsage } from './usage.ts';

export type AnswerEvent =
  | { event: 'question'; data: ConfidanteMessage }
  | { event: 'delta'; data: { text: string } }
  | { event: 'answer'; data: ConfidanteMessage }
  | { event: 'error'; data: { code: string; message: string; status: number } };

export interface AnswerDeps {
  db: Db;
  clock: Clock;
  config: Pick<
    Config,
    'AI_BASE_URL' | 'AI_API_KEY' | 'AI_MODEL' | 'AI_DAILY_MESSAGES' | 'AI_TIMEOUT_MS' | 'AI_MAX_OUTPUT_TOKENS'
  >;
  meters: Pick<Meters, 'confidanteAnswer'>;
}

/** The model's settings when AI_BASE_URL is configured; null means library mode. */
export function upstreamSettings(config: AnswerDeps['config']): UpstreamSettings | null {
  if (!config.AI_BASE_URL || !config.AI_MODEL) return null;
  return {
    baseUrl: config.AI_BASE_URL,
    apiKey: config.AI_API_KEY,
    model: config.AI_MODEL,
    timeoutMs: config.AI_TIMEOUT_MS,
    maxOutputTokens: config.AI_MAX_OUTPUT_TOKENS,
  };
}

export async function confidanteStatus(deps: Omit<AnswerDeps, 'meters'>, userId: string): Promise<ConfidanteStatus> {
  if (!upstreamSettings(deps.config)) {
    return {
      mode: 'library',
      daily_limit: null,
      used_today: 0,
      remaining: null,
      tokens_today: 0,
      estimated_tokens_today: 0,
    };
  }
  const used = await usedToday(deps.db, userId, deps.clock.now());
  const limit = deps.config.AI_DAILY_MESSAGES;
  return {
    mode: 'model',
    daily_limit: limit,
    used_today: used.messages,
    remaining: Math.max(0, limit - used.messages),
    tokens_today: used.tokens,
    estimated_tokens_today: used.estimatedTokens,
  };
}

const upstreamAppError = (error: UpstreamError) =>
  error.kind === 'timeout'
    ? new AppError(504, 'upstream_timeout', copy.upstreamTimeout)
    : new AppError(502, 'upstream_error', copy.upstreamFailed);

/** What the answer's caller hears of besides the stream: failures worth a line in the log. */
export interface AnswerReports {
  upstreamFailed(error: UpstreamError): void;
  /** a stopped answer could not be stored (the member is gone: nobody else would hear of it) */
  stopStoreFailed(error: unknown): void;
}

/**
 * Answers a question in the caller's conversation. Everything that can refuse the question
 * (404, the quota, an adviser that fails or stays silent before it starts) throws before the
 * stream begins, so it arrives as a plain `{ code, message }` reply; the question is stored first,
 * so a failed answer loses nothing the member typed. Once the stream runs, a failure arrives as an
 * `error` event. A failed model answer gives its message back to the quota.
 *
 * `signal` is the member going away (Stop closes the request): the adviser's request is aborted at
 * once, and what had arrived is stored as the answer, `stopped`, with its tokens estimated (the
 * usage chunk comes last). A stopped answer keeps its message on the quota, as the adviser did the
 * work; one stopped before any text arrived stores nothing and gives the message back.
 */
export async function answerQuestion(
  deps: AnswerDeps,
  userId: string,
  conversationId: string,
  body: { content: string; use_context: boolean },
  signal: AbortSignal,
  reports: AnswerReports,
): Promise<AsyncGenerator<AnswerEvent>> {
  const { db, clock } = deps;
  const conversation = await ownConversation(db, userId, conversationId);
  const settings = upstreamSettings(deps.config);
  // wall time, whatever clock the app is given: the member waits in real seconds
  const started = performance.now();
  let tokens: TokenUsage | undefined;
  const measure = (outcome: ConfidanteOutcome) =>
    deps.meters.confidanteAnswer({
      mode: settings ? 'model' : 'library',
      outcome: outcome !== 'answered' && signal.aborted ? 'cancelled' : outcome,
      seconds: (performance.now() - started) / 1000,
      tokens,
    });
  // the day the message counts against, for its refund and its tokens alike
  const reservedAt = clock.now();
  if (settings) await reserveMessage(db, userId, deps.config.AI_DAILY_MESSAGES, reservedAt);
  const question = toMessage(await storeQuestion(db, conversation, body.content, clock.now()));
  const ownMaterial = body.use_context ? await memberPassages(db, userId) : [];

  if (!settings) {
    const found = await searchPassages(db, body.content, [...ownMaterial, ...(await productPassages(db))]);
    const answer = libraryAnswer(found);
    return (async function* library(): AsyncGenerator<AnswerEvent> {
      let sent = '';
      let settled = false;
      try {
        yield { event: 'question', data: question };
        for (const piece of pieces(answer.content)) {
          sent += piece;
          yield { event: 'delta', data: { text: piece } };
        }
        settled = true;
        const stored = await storeAnswer(db, conversation.id, { ...answer, mode: 'library' }, clock.now());
        measure('answered');
        yield { event: 'answer', data: toMessage(stored) };
      } finally {
        // stopped midway (a quotation streams fast, so rarely): the text so far, as with a model
        if (!settled && sent !== '') {
          try {
            const partial = { ...answer, content: sent, mode: 'library' as const, stopped: true };
            await storeAnswer(db, conversation.id, partial, clock.now());
            measure('cancelled');
          } catch (error) {
            reports.stopStoreFailed(error);
          }
        }
      }
    })();
  }

  const history = await conversationMessages(db, conversation.id);
  const messages = adviserMessages(history, ownMaterial.length > 0 ? contextBlock(ownMaterial) : null);
  let deltas: AsyncGenerator<string>;
  try {
    deltas = await openChatStream(settings, messages, signal, (usage) => {
      tokens = usage;
    });
  } catch (error) {
    await refundMessage(db, userId, reservedAt);
    measure(error instanceof UpstreamError && error.kind === 'timeout' ? 'timeout' : 'failed');
    if (!(error instanceof UpstreamError)) throw error;
    if (!signal.aborted) reports.upstreamFailed(error);
    throw upstreamAppError(error);
  }
  /** Stores the answer with its tokens, which also count on the member's day. */
  const keep = async (content: string, stopped: boolean) => {
    const usage = answerUsage(tokens, messages, content);
    const stored = await storeAnswer(
      db,
      conversation.id,
      { content, mode: 'model', sources: [], usage, stopped },
      clock.now(),
    );
    await addTokens(db, userId, reservedAt, usage);
    return stored;
  };
  return (async function* model(): AsyncGenerator<AnswerEvent> {
    let content = '';
    // answered or failed; anything else that ends this generator is the member stopping it
    let settled = false;
    try {
      yield { event: 'question', data: question };
      try {
        for await (const text of deltas) {
          content += text;
          yield { event: 'delta', data: { text } };
        }
      } catch (error) {
        if (signal.aborted) return; // stopped while waiting for the adviser: the finally keeps the text
        settled = true;
        await refundMessage(db, userId, reservedAt);
        measure(error instanceof UpstreamError && error.kind === 'timeout' ? 'timeout' : 'failed');
        if (!(error instanceof UpstreamError)) throw error;
        reports.upstreamFailed(error);
        const failure = upstreamAppError(error);
        yield { event: 'error', data: { code: failure.code, message: failure.message, status: failure.statusCode } };
        return;
      }
      settled = true;
      const stored = await keep(content, false);
      measure('answered');
      yield { event: 'answer', data: toMessage(stored) };
    } finally {
      // Stop: the stream was closed (the generator is returned at a yield) or the abort broke the
      // adviser's stream; leaving the loop has already aborted the adviser's request
      if (!settled) {
        try {
          if (content === '') await refundMessage(db, userId, reservedAt);
          else await keep(content, true);
          measure('cancelled');
        } catch (error) {
          reports.stopStoreFailed(error);
        }
      }
    }
  })();
}

/** A library answer streams in small pieces, as a model's would, whitespace kept. */
function pieces(content: string): string[] {
  return content.match(/\S+\s*/g) ?? [content];
}
