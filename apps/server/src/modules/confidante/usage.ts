import type { AnswerUsage } from '@exitcraft/shared/schemas/confidante';
import type { ChatMessage, TokenUsage } from './upstream.ts';

/**
 * About four characters make one token in English text (OpenAI's rule of thumb for its
 * tokenizers; Llama's and Mistral's are within a few per cent of it). Good enough for a daily
 * figure; a tokenizer of our own would be a large dependency that still guesses the server's.
 */
export const charactersPerToken = 4;

export function estimateTokens(text: string): number {
  return Math.ceil(text.length / charactersPerToken);
}

/**
 * What one model answer used: the adviser's own count when its usage chunk arrived, else an
 * estimate from the characters sent (every message's content) and received, marked as such.
 * A stopped answer never gets the chunk (it comes last), so its figure is always an estimate.
 */
export function answerUsage(reported: TokenUsage | undefined, sent: ChatMessage[], received: string): AnswerUsage {
  if (reported) return { prompt_tokens: reported.prompt, completion_tokens: reported.completion, estimated: false };
  return {
    prompt_tokens: sent.reduce((sum, message) => sum + estimateTokens(message.content), 0),
    completion_tokens: estimateTokens(received),
    estimated: true,
  };
}
