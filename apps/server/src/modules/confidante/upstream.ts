import { EventSourceParserStream } from 'eventsource-parser/stream';

export interface UpstreamSettings {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  /** how long the adviser may stay silent: before it answers, and between two chunks */
  timeoutMs: number;
  /** the most tokens one answer may use (`max_tokens`): what an answer can cost is capped */
  maxOutputTokens: number;
}

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** The tokens the adviser reports it used for one answer. */
export interface TokenUsage {
  prompt: number;
  completion: number;
}

/** Why the adviser gave no (complete) answer: it failed, or it stayed silent too long. */
export class UpstreamError extends Error {
  constructor(
    readonly kind: 'failed' | 'timeout',
    detail: string,
  ) {
    super(detail);
    this.name = 'UpstreamError';
  }
}

/**
 * Opens `POST {baseUrl}/chat/completions` with `stream: true` (the OpenAI-compatible protocol that
 * OpenAI, Azure OpenAI, Ollama, vLLM and llama.cpp's server all speak) and resolves once the
 * adviser has answered with a 2xx, so a refusal or a silent server is known before the member's
 * stream starts. The returned iterator yields the answer's text deltas until `[DONE]`.
 * `signal` ends everything early (the member went away). The request asks for the usage chunk
 * (`stream_options.include_usage`); a server that sends one has it passed to `onUsage`.
 */
export async function openChatStream(
  settings: UpstreamSettings,
  messages: ChatMessage[],
  signal: AbortSignal,
  onUsage: (usage: TokenUsage) => void = () => {},
): Promise<AsyncGenerator<string>> {
  const controller = new AbortController();
  const onAbort = () => controller.abort();
  signal.addEventListener('abort', onAbort, { once: true });
  let timedOut = false;
  let timer: NodeJS.Timeout | undefined;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, settings.timeoutMs);
  };
  const release = () => {
    clearTimeout(timer);
    signal.removeEventListener('abort', onAbort);
    controller.abort();
  };
  const failure = (error: unknown) =>
    error instanceof UpstreamError
      ? error
      : timedOut
        ? new UpstreamError('timeout', `no answer within ${settings.timeoutMs} ms`)
        : new UpstreamError('failed', error instanceof Error ? error.message : String(error));

  arm();
  let response: Response;
  try {
    response = await fetch(`${settings.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: settings.model,
        messages,
        // max_tokens, not max_completion_tokens: the field every OpenAI-compatible server reads
        max_tokens: settings.maxOutputTokens,
        stream: true,
        stream_options: { include_usage: true },
      }),
      signal: controller.signal,
    });
  } catch (error) {
    release();
    throw failure(error);
  }
  if (!response.ok || !response.body) {
    const body = await response.text().catch(() => '');
    release();
    throw new UpstreamError('failed', `HTTP ${response.status}: ${body.slice(0, 300)}`);
  }
  const events = response.body.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream());

  async function* deltas(): AsyncGenerator<string> {
    const reader = events.getReader();
    try {
      for (;;) {
        arm();
        const { done, value } = await reader.read().catch((error: unknown) => {
          throw failure(error);
        });
        if (done) return;
        if (value.data === '[DONE]') return;
        const { text, usage } = readChunk(value.data);
        if (usage) onUsage(usage);
        if (text) yield text;
      }
    } finally {
      release();
      reader.releaseLock();
    }
  }
  return deltas();
}

/** The text and usage of one chunk; a chunk that reports an error ends the answer as a failure. */
function readChunk(data: string): { text: string; usage?: TokenUsage } {
  let chunk: unknown;
  try {
    chunk = JSON.parse(data);
  } catch {
    throw new UpstreamError('failed', `unreadable chunk: ${data.slice(0, 120)}`);
  }
  const parsed = chunk as {
    error?: unknown;
    choices?: { delta?: { content?: unknown } }[];
    usage?: { prompt_tokens?: unknown; completion_tokens?: unknown } | null;
  };
  if (parsed.error) throw new UpstreamError('failed', `error chunk: ${JSON.stringify(parsed.error).slice(0, 300)}`);
  const content = parsed.choices?.[0]?.delta?.content;
  const text = typeof content === 'string' ? content : '';
  const { prompt_tokens: prompt, completion_tokens: completion } = parsed.usage ?? {};
  const counted = (value: unknown): value is number =>
    typeof value === 'number' && Number.isFinite(value) && value >= 0;
  return counted(prompt) && counted(completion) ? { text, usage: { prompt, completion } } : { text };
}
