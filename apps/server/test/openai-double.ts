import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export type DoubleMode = 'stream' | 'error' | 'slow' | 'break' | 'hold';

export interface RecordedCall {
  authorization: string | undefined;
  body: {
    model: string;
    stream: boolean;
    max_tokens?: number;
    stream_options?: { include_usage?: boolean };
    messages: { role: string; content: string }[];
  };
}

/**
 * A local OpenAI-compatible chat completions server (no network): `POST /v1/chat/completions`
 * streams `data: {choices:[{delta:{content}}]}` chunks and `data: [DONE]`. Modes: `error` answers
 * 500, `slow` says nothing for `slowMs`, `break` sends one chunk then an error chunk, `hold` sends
 * one chunk and the rest only after `release()`. Asked for usage (`stream_options.include_usage`),
 * it ends with a usage chunk as OpenAI does: `usage.prompt_tokens` and `completion_tokens`, unless
 * `setReportsUsage(false)` makes it a server that never reports usage. `abandoned` records the time
 * (performance.now()) of each request whose client closed it before its answer was complete.
 */
export async function startOpenAiDouble(chunks: string[] = ['Start ', 'with ', 'your ', 'numbers.']) {
  const calls: RecordedCall[] = [];
  const usage = { prompt: 120 };
  const state = { mode: 'stream' as DoubleMode, slowMs: 2_000, reportsUsage: true };
  const abandoned: number[] = [];
  let release = () => {};
  let held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const sockets = new Set<Socket>();
  const server: Server = createServer(async (request: IncomingMessage, response) => {
    if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
      response.writeHead(404).end();
      return;
    }
    response.on('close', () => {
      if (!response.writableFinished) abandoned.push(performance.now());
    });
    let raw = '';
    for await (const part of request) raw += String(part);
    const body = JSON.parse(raw) as RecordedCall['body'];
    calls.push({ authorization: request.headers.authorization, body });
    if (state.mode === 'error') {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: 'model overloaded' } }));
      return;
    }
    if (state.mode === 'slow') await new Promise((resolve) => setTimeout(resolve, state.slowMs));
    if (response.destroyed) return;
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    const send = (payload: unknown) => response.write(`data: ${JSON.stringify(payload)}\n\n`);
    if (state.mode === 'break') {
      send({ choices: [{ delta: { content: chunks[0] } }] });
      send({ error: { message: 'upstream crashed' } });
      response.end();
      return;
    }
    send({ choices: [{ delta: { role: 'assistant' } }] });
    for (const [index, content] of chunks.entries()) {
      send({ choices: [{ delta: { content } }] });
      if (state.mode === 'hold' && index === 0) await held;
      if (response.destroyed) return;
    }
    send({ choices: [{ delta: {}, finish_reason: 'stop' }] });
    if (body.stream_options?.include_usage && state.reportsUsage) {
      send({
        choices: [],
        usage: {
          prompt_tokens: usage.prompt,
          completion_tokens: chunks.length,
          total_tokens: usage.prompt + chunks.length,
        },
      });
    }
    response.end('data: [DONE]\n\n');
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    calls,
    abandoned,
    /** lets a `hold` answer go on */
    release() {
      release();
      held = new Promise<void>((resolve) => {
        release = resolve;
      });
    },
    setMode(mode: DoubleMode, slowMs = 2_000) {
      state.mode = mode;
      state.slowMs = slowMs;
    },
    setReportsUsage(reports: boolean) {
      state.reportsUsage = reports;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
