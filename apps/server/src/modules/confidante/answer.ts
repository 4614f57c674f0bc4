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
import { refundMessage, reserveMessage, usedToday } from './quota.ts';
import { openChatStream, type TokenUsage, UpstreamError, type UpstreamSettings } from './upstream.ts';

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
  if (!upstreamSettings(deps.config)) return { mode: 'library', daily_limit: null, used_today: 0, remaining: null };
  const used = await usedToday(deps.db, userId, deps.clock.now());
  const limit = deps.config.AI_DAILY_MESSAGES;
  return { mode: 'model', daily_limit: limit, used_today: used, remaining: Math.max(0, limit - used) };
}

const upstreamAppError = (error: UpstreamError) =>
  error.kind === 'timeout'
    ? new AppError(504, 'upstream_timeout', copy.upstreamTimeout)
    : new AppError(502, 'upstream_error', copy.upstreamFailed);

/**
 * Answers a question in the caller's conversation. Everything that can refuse the question
 * (404, the quota, an adviser that fails or stays silent before it starts) throws before the
 * stream begins, so it arrives as a plain `{ code, message }` reply; the question is stored first,
 * so a failed answer loses nothing the member typed. Once the stream runs, a failure arrives as an
 * `error` event. A failed model answer gives its message back to the quota.
 */
export async function answerQuestion(
  deps: AnswerDeps,
  userId: string,
  conversationId: string,
  body: { content: string; use_context: boolean },
  signal: AbortSignal,
  onUpstreamFailure: (error: UpstreamError) => void,
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
  if (settings) await reserveMessage(db, userId, deps.config.AI_DAILY_MESSAGES, clock.now());
  const question = toMessage(await storeQuestion(db, conversation, body.content, clock.now()));
  const ownMaterial = body.use_context ? await memberPassages(db, userId) : [];

  if (!settings) {
    const found = await searchPassages(db, body.content, [...ownMaterial, ...(await productPassages(db))]);
    const answer = libraryAnswer(found);
    return (async function* library(): AsyncGenerator<AnswerEvent> {
      yield { event: 'question', data: question };
      for (const piece of pieces(answer.content)) yield { event: 'delta', data: { text: piece } };
      const stored = await storeAnswer(db, conversation.id, { ...answer, mode: 'library' }, clock.now());
      measure('answered');
      yield { event: 'answer', data: toMessage(stored) };
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
    await refundMessage(db, userId, clock.now());
    measure(error instanceof UpstreamError && error.kind === 'timeout' ? 'timeout' : 'failed');
    if (!(error instanceof UpstreamError)) throw error;
    onUpstreamFailure(error);
    throw upstreamAppError(error);
  }
  return (async function* model(): AsyncGenerator<AnswerEvent> {
    yield { event: 'question', data: question };
    let content = '';
    try {
      for await (const text of deltas) {
        content += text;
        yield { event: 'delta', data: { text } };
      }
    } catch (error) {
      await refundMessage(db, userId, clock.now());
      measure(error instanceof UpstreamError && error.kind === 'timeout' ? 'timeout' : 'failed');
      if (!(error instanceof UpstreamError)) throw error;
      onUpstreamFailure(error);
      const failure = upstreamAppError(error);
      yield { event: 'error', data: { code: failure.code, message: failure.message, status: failure.statusCode } };
      return;
    }
    const stored = await storeAnswer(db, conversation.id, { content, mode: 'model', sources: [] }, clock.now());
    measure('answered');
    yield { event: 'answer', data: toMessage(stored) };
  })();
}

/** A library answer streams in small pieces, as a model's would, whitespace kept. */
function pieces(content: string): string[] {
  return content.match(/\S+\s*/g) ?? [content];
}
