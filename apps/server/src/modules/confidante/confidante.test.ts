import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeSurvey } from '../../../test/company-survey.ts';
import { createTestApp, createUser, type TestContext } from '../../../test/helper.ts';
import { growthOf } from '../../../test/metrics.ts';
import { startOpenAiDouble } from '../../../test/openai-double.ts';
import { confidanteConversations, confidanteMessages } from '../../db/schema.ts';
import { seedBundledResearch } from '../research/index.ts';
import { answerQuestion } from './answer.ts';

const member = { paid: true, role: 'paid_user' as const };
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** The events of a text/event-stream body, in order. */
function events(body: string): { event: string; data: Record<string, unknown> }[] {
  return body
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
      const data = /^data: (.*)$/m.exec(block)?.[1] ?? 'null';
      return { event, data: JSON.parse(data) as Record<string, unknown> };
    });
}

async function newConversation(ctx: TestContext, token: string, title?: string): Promise<string> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/confidante/conversations/',
    headers: auth(token),
    payload: title ? { title } : {},
  });
  expect(response.statusCode).toBe(201);
  return (response.json() as { id: string }).id;
}

function ask(ctx: TestContext, token: string, id: string, content: string, useContext = false) {
  return ctx.app.inject({
    method: 'POST',
    url: `/confidante/conversations/${id}/messages/`,
    headers: auth(token),
    payload: { content, use_context: useContext },
  });
}

describe('Confidante in library mode (no AI_BASE_URL)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
    // as at start-up: the research table holds the bundled list
    await seedBundledResearch(ctx.deps.db);
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('refuses guests with 403 and a clear message', async () => {
    const { accessToken } = await createUser(ctx.deps);
    for (const [method, url] of [
      ['GET', '/confidante/'],
      ['GET', '/confidante/conversations/'],
      ['POST', '/confidante/conversations/'],
    ] as const) {
      const response = await ctx.app.inject({
        method,
        url,
        headers: auth(accessToken),
        payload: method === 'POST' ? {} : undefined,
      });
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toMatchObject({ code: 'members_only', message: expect.stringContaining('Upgrade') });
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/confidante/' })).statusCode).toBe(401);
  });

  it('lists every endpoint in the OpenAPI document', async () => {
    const { paths } = (await ctx.app.inject({ method: 'GET', url: '/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(Object.keys(paths['/confidante/'] ?? {})).toContain('get');
    expect(Object.keys(paths['/confidante/conversations/'] ?? {})).toEqual(expect.arrayContaining(['get', 'post']));
    expect(Object.keys(paths['/confidante/conversations/{id}/'] ?? {})).toEqual(
      expect.arrayContaining(['get', 'patch', 'delete']),
    );
    expect(paths['/confidante/conversations/{id}/messages/']?.post).toBeDefined();
  });

  it('reports library mode without a quota', async () => {
    const { accessToken } = await createUser(ctx.deps, member);
    const response = await ctx.app.inject({ method: 'GET', url: '/confidante/', headers: auth(accessToken) });
    expect(response.json()).toEqual({
      mode: 'library',
      daily_limit: null,
      used_today: 0,
      remaining: null,
      tokens_today: 0,
      estimated_tokens_today: 0,
    });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('lists, creates, renames and deletes the caller’s conversations; deletion removes the rows', async () => {
    const { accessToken } = await createUser(ctx.deps, member);
    const id = await newConversation(ctx, accessToken);
    expect((await ask(ctx, accessToken, id, 'Can I get a refund?')).statusCode).toBe(200);

    const list = await ctx.app.inject({ method: 'GET', url: '/confidante/conversations/', headers: auth(accessToken) });
    // the first question names a conversation that has the default title
    expect(list.json()).toEqual([expect.objectContaining({ id, title: 'Can I get a refund?' })]);

    const renamed = await ctx.app.inject({
      method: 'PATCH',
      url: `/confidante/conversations/${id}/`,
      headers: auth(accessToken),
      payload: { title: '  Refunds  ' },
    });
    expect(renamed.json()).toMatchObject({ id, title: 'Refunds' });
    const blank = await ctx.app.inject({
      method: 'PATCH',
      url: `/confidante/conversations/${id}/`,
      headers: auth(accessToken),
      payload: { title: '   ' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ message: expect.stringContaining('Give the conversation a name.') });

    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/confidante/conversations/${id}/`,
      headers: auth(accessToken),
    });
    expect((detail.json() as { messages: unknown[] }).messages).toHaveLength(2);

    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/confidante/conversations/${id}/`,
      headers: auth(accessToken),
    });
    expect(removed.statusCode).toBe(204);
    expect(await ctx.deps.db.select().from(confidanteConversations).where(eq(confidanteConversations.id, id))).toEqual(
      [],
    );
    expect(
      await ctx.deps.db.select().from(confidanteMessages).where(eq(confidanteMessages.conversationId, id)),
    ).toEqual([]);
    const again = await ctx.app.inject({
      method: 'DELETE',
      url: `/confidante/conversations/${id}/`,
      headers: auth(accessToken),
    });
    expect(again.statusCode).toBe(404);
  });

  it('another member cannot read, rename, delete or write in someone’s conversation (404)', async () => {
    const owner = await createUser(ctx.deps, member);
    const other = await createUser(ctx.deps, member);
    const id = await newConversation(ctx, owner.accessToken, 'Private plans');
    const url = `/confidante/conversations/${id}/`;
    const attempts = [
      ctx.app.inject({ method: 'GET', url, headers: auth(other.accessToken) }),
      ctx.app.inject({ method: 'PATCH', url, headers: auth(other.accessToken), payload: { title: 'Mine now' } }),
      ctx.app.inject({ method: 'DELETE', url, headers: auth(other.accessToken) }),
      ask(ctx, other.accessToken, id, 'What is this?'),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found', message: 'There is no such conversation.' });
    }
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/confidante/conversations/',
      headers: auth(other.accessToken),
    });
    expect(list.json()).toEqual([]);
    const mine = await ctx.app.inject({ method: 'GET', url, headers: auth(owner.accessToken) });
    expect(mine.json()).toMatchObject({ title: 'Private plans', messages: [] });
  });

  it('answers by quoting the best passages of Exitcraft’s material with their source, streamed and stored', async () => {
    const answered = await growthOf(
      ctx.deps.meters.registry,
      'exitcraft_confidante_requests_total{mode="library",outcome="answered"}',
    );
    const { accessToken } = await createUser(ctx.deps, member);
    const id = await newConversation(ctx, accessToken);
    const response = await ask(ctx, accessToken, id, 'How much of business value sits in intangible assets?');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(response.headers['cache-control']).toBe('no-store');
    const stream = events(response.body);
    expect(stream[0]).toMatchObject({
      event: 'question',
      data: { role: 'user', content: 'How much of business value sits in intangible assets?' },
    });
    const deltas = stream.filter((item) => item.event === 'delta');
    expect(deltas.length).toBeGreaterThan(5);
    const last = stream.at(-1);
    expect(last?.event).toBe('answer');
    const answer = last?.data as { content: string; mode: string; sources: { title: string; url: string }[] };
    expect(deltas.map((item) => item.data.text).join('')).toBe(answer.content);
    expect(answer.mode).toBe('library');
    expect(answer.content).toMatch(/^Library mode/);
    expect(answer.content).toContain('Intangible assets accounted for 84%');
    expect(answer.content).toContain('— Source: Research:');
    expect(answer.sources[0]?.title).toMatch(/^Research: /);
    expect(await answered()).toBe(1);

    const faq = events((await ask(ctx, accessToken, id, 'Can I get a refund on my membership?')).body).at(-1);
    expect((faq?.data as { content: string }).content).toContain('all sales are final');
    expect((faq?.data as { sources: { title: string }[] }).sources[0]?.title).toBe('Pricing FAQ: Can I get a refund?');

    const nothing = events((await ask(ctx, accessToken, id, 'zzqx blorf')).body).at(-1);
    expect((nothing?.data as { content: string; sources: unknown[] }).sources).toEqual([]);
    expect((nothing?.data as { content: string }).content).toMatch(/^Library mode: nothing/);
  });

  it('quotes the member’s own business details only when they allow it', async () => {
    const { accessToken } = await createUser(ctx.deps, member);
    const saved = await ctx.app.inject({
      method: 'POST',
      url: '/company-surveys/',
      headers: auth(accessToken),
      payload: completeSurvey,
    });
    expect(saved.statusCode).toBe(200);
    const id = await newConversation(ctx, accessToken);
    const question = 'What does my succession plan and cash flow position look like?';
    const without = events((await ask(ctx, accessToken, id, question, false)).body).at(-1)?.data as { content: string };
    expect(without.content).not.toContain('Harbor Analytics');
    const withIt = events((await ask(ctx, accessToken, id, question, true)).body).at(-1)?.data as { content: string };
    expect(withIt.content).toContain('Company Succession Plan: Not-Exist');
    expect(withIt.content).toContain('— Source: Your results: business details');
  });

  it('keeps the quotation so far, stopped, when the stream is closed midway', async () => {
    const { user, accessToken } = await createUser(ctx.deps, member);
    const id = await newConversation(ctx, accessToken);
    const events = await answerQuestion(
      ctx.deps,
      user.id,
      id,
      { content: 'How much of business value sits in intangible assets?', use_context: false },
      new AbortController().signal,
      { upstreamFailed: () => {}, stopStoreFailed: (error) => expect.fail(String(error)) },
    );
    let sent = '';
    for await (const event of events) {
      if (event.event === 'delta') sent += event.data.text;
      // the member stops after three pieces: the stream's reader returns the generator
      if (sent.split(' ').length > 3) break;
    }
    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/confidante/conversations/${id}/`,
      headers: auth(accessToken),
    });
    const messages = (detail.json() as { messages: { role: string; content: string; stopped: boolean }[] }).messages;
    expect(messages.at(-1)).toMatchObject({ role: 'assistant', content: sent, stopped: true });
    expect(sent.length).toBeGreaterThan(0);
  });

  it('refuses an empty or over-long question with 400 and stores nothing', async () => {
    const { accessToken } = await createUser(ctx.deps, member);
    const id = await newConversation(ctx, accessToken);
    const empty = await ask(ctx, accessToken, id, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ message: expect.stringContaining('Type a question first.') });
    expect((await ask(ctx, accessToken, id, 'x'.repeat(4001))).statusCode).toBe(400);
    expect(
      await ctx.deps.db.select().from(confidanteMessages).where(eq(confidanteMessages.conversationId, id)),
    ).toEqual([]);
  });
});

describe('Confidante with an OpenAI-compatible adviser', () => {
  let ctx: TestContext;
  let double: Awaited<ReturnType<typeof startOpenAiDouble>>;
  // the app on a real socket, opened once for the tests that need one
  let address: Promise<string> | undefined;
  const listening = () => (address ??= ctx.app.listen({ port: 0, host: '127.0.0.1' }));
  beforeAll(async () => {
    double = await startOpenAiDouble();
    ctx = await createTestApp({
      env: {
        AI_BASE_URL: double.baseUrl,
        AI_API_KEY: 'sk-test-never-in-a-reply',
        AI_MODEL: 'exit-adviser-1',
        AI_DAILY_MESSAGES: '3',
        AI_TIMEOUT_MS: '300',
        AI_MAX_OUTPUT_TOKENS: '700',
      },
    });
  });
  afterAll(async () => {
    await ctx.close();
    await double.close();
  });

  it('relays the streamed deltas, stores the answer and counts the quota', async () => {
    double.setMode('stream');
    const { registry } = ctx.deps.meters;
    const answered = await growthOf(registry, 'exitcraft_confidante_requests_total{mode="model",outcome="answered"}');
    const promptTokens = await growthOf(registry, 'exitcraft_confidante_tokens_total{kind="prompt"}');
    const completionTokens = await growthOf(registry, 'exitcraft_confidante_tokens_total{kind="completion"}');
    const timed = await growthOf(
      registry,
      'exitcraft_confidante_answer_duration_seconds_count{mode="model",outcome="answered"}',
    );
    const { accessToken } = await createUser(ctx.deps, member);
    const id = await newConversation(ctx, accessToken);
    const response = await ask(ctx, accessToken, id, 'Where do I start?');
    expect(response.statusCode).toBe(200);
    const stream = events(response.body);
    expect(stream.map((item) => item.event)).toEqual(['question', 'delta', 'delta', 'delta', 'delta', 'answer']);
    expect(stream.filter((item) => item.event === 'delta').map((item) => item.data.text)).toEqual([
      'Start ',
      'with ',
      'your ',
      'numbers.',
    ]);
    expect(stream.at(-1)?.data).toMatchObject({
      role: 'assistant',
      content: 'Start with your numbers.',
      mode: 'model',
      // as the adviser's usage chunk reported them
      usage: { prompt_tokens: 120, completion_tokens: 4, estimated: false },
      stopped: false,
    });
    expect(response.body).not.toContain('sk-test-never-in-a-reply');

    const call = double.calls.at(-1);
    expect(call?.authorization).toBe('Bearer sk-test-never-in-a-reply');
    expect(call?.body).toMatchObject({
      model: 'exit-adviser-1',
      stream: true,
      stream_options: { include_usage: true },
      // what one answer may cost is capped at the endpoint (issue 29)
      max_tokens: 700,
    });
    // /metrics: one answered request, its time, and the tokens the adviser's usage chunk reported
    expect(await answered()).toBe(1);
    expect(await timed()).toBe(1);
    expect(await promptTokens()).toBe(120);
    expect(await completionTokens()).toBe(4);
    expect(call?.body.messages[0]).toMatchObject({
      role: 'system',
      content: expect.stringContaining('exit planning adviser'),
    });
    expect(call?.body.messages.at(-1)).toEqual({ role: 'user', content: 'Where do I start?' });

    const status = await ctx.app.inject({ method: 'GET', url: '/confidante/', headers: auth(accessToken) });
    expect(status.json()).toEqual({
      mode: 'model',
      daily_limit: 3,
      used_today: 1,
      remaining: 2,
      tokens_today: 124,
      estimated_tokens_today: 0,
    });
    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/confidante/conversations/${id}/`,
      headers: auth(accessToken),
    });
    expect((detail.json() as { messages: { content: string }[] }).messages.map((m) => m.content)).toEqual([
      'Where do I start?',
      'Start with your numbers.',
    ]);
  });

  it('counts the tokens from the characters, marked estimated, when the adviser reports no usage', async () => {
    double.setMode('stream');
    double.setReportsUsage(false);
    try {
      const { accessToken } = await createUser(ctx.deps, member);
      const id = await newConversation(ctx, accessToken);
      const answer = events((await ask(ctx, accessToken, id, 'Where do I start?')).body).at(-1);
      const sent = double.calls.at(-1)?.body.messages ?? [];
      const promptTokens = sent.reduce((sum, message) => sum + Math.ceil(message.content.length / 4), 0);
      // 'Start with your numbers.': 24 characters, 6 tokens at four characters a token
      expect(answer?.data).toMatchObject({
        content: 'Start with your numbers.',
        usage: { prompt_tokens: promptTokens, completion_tokens: 6, estimated: true },
      });
      // a second answer adds to the day; deleting the conversation takes nothing off it
      await ask(ctx, accessToken, id, 'Where do I start?');
      await ctx.app.inject({ method: 'DELETE', url: `/confidante/conversations/${id}/`, headers: auth(accessToken) });
      const status = await ctx.app.inject({ method: 'GET', url: '/confidante/', headers: auth(accessToken) });
      const today = status.json() as { tokens_today: number; estimated_tokens_today: number };
      expect(today.tokens_today).toBeGreaterThan(2 * (promptTokens + 6));
      expect(today.estimated_tokens_today).toBe(today.tokens_today);
    } finally {
      double.setReportsUsage(true);
    }
  });

  it('Stop: closing the answer’s request aborts the adviser’s within a second and stores the text so far, stopped', async () => {
    double.setMode('hold');
    const cancelled = await growthOf(
      ctx.deps.meters.registry,
      'exitcraft_confidante_requests_total{mode="model",outcome="cancelled"}',
    );
    const { accessToken } = await createUser(ctx.deps, member);
    const id = await newConversation(ctx, accessToken);
    const address = await listening();
    const stop = new AbortController();
    const response = await fetch(`${address}/confidante/conversations/${id}/messages/`, {
      method: 'POST',
      headers: { ...auth(accessToken), 'content-type': 'application/json' },
      body: JSON.stringify({ content: 'Tell me everything?' }),
      signal: stop.signal,
    });
    const reader = (response.body as ReadableStream<Uint8Array>).pipeThrough(new TextDecoderStream()).getReader();
    let received = '';
    while (!received.includes('"text":"Start "')) received += (await reader.read()).value ?? '';
    const abandonedBefore = double.abandoned.length;
    // the adviser holds the rest of its answer back: the member presses Stop
    const stoppedAt = performance.now();
    stop.abort();
    await expect.poll(() => double.abandoned.length, { timeout: 1_000, interval: 10 }).toBe(abandonedBefore + 1);
    expect((double.abandoned.at(-1) ?? Infinity) - stoppedAt).toBeLessThan(1_000);

    const read = async () =>
      (
        await ctx.app.inject({ method: 'GET', url: `/confidante/conversations/${id}/`, headers: auth(accessToken) })
      ).json() as { messages: { role: string; content: string; stopped: boolean; usage: unknown }[] };
    await expect.poll(async () => (await read()).messages.length, { timeout: 2_000 }).toBe(2);
    expect((await read()).messages[1]).toMatchObject({
      role: 'assistant',
      content: 'Start ',
      stopped: true,
      // the usage chunk comes last: a stopped answer's tokens are estimated
      usage: { completion_tokens: 2, estimated: true },
    });
    expect(await cancelled()).toBe(1);
    // the adviser did the work: the message stays on the quota
    const status = await ctx.app.inject({ method: 'GET', url: '/confidante/', headers: auth(accessToken) });
    expect(status.json()).toMatchObject({ used_today: 1, estimated_tokens_today: expect.any(Number) });
    expect((status.json() as { estimated_tokens_today: number }).estimated_tokens_today).toBeGreaterThan(0);
    double.release();
  });

  it('passes each delta on over a real socket as it arrives, not when the answer is complete', async () => {
    double.setMode('hold');
    const { accessToken } = await createUser(ctx.deps, member);
    const id = await newConversation(ctx, accessToken);
    const address = await listening();
    const response = await fetch(`${address}/confidante/conversations/${id}/messages/`, {
      method: 'POST',
      headers: { ...auth(accessToken), 'content-type': 'application/json' },
      body: JSON.stringify({ content: 'Step by step?' }),
    });
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reader = (response.body as ReadableStream<Uint8Array>).pipeThrough(new TextDecoderStream()).getReader();
    let received = '';
    // the adviser holds back everything after its first chunk: that chunk must reach us anyway
    while (!received.includes('"text":"Start "')) {
      const { done, value } = await reader.read();
      expect(done).toBe(false);
      received += value ?? '';
    }
    expect(received).not.toContain('event: answer');
    double.release();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      received += value;
    }
    expect(events(received).at(-1)).toMatchObject({ event: 'answer', data: { content: 'Start with your numbers.' } });
  });

  it('sends the member’s business details as context only when the toggle allows it', async () => {
    double.setMode('stream');
    const { accessToken } = await createUser(ctx.deps, member);
    await ctx.app.inject({
      method: 'POST',
      url: '/company-surveys/',
      headers: auth(accessToken),
      payload: completeSurvey,
    });
    const id = await newConversation(ctx, accessToken);
    await ask(ctx, accessToken, id, 'Am I ready?', false);
    expect(JSON.stringify(double.calls.at(-1)?.body.messages)).not.toContain('Harbor Analytics');
    // a diagnostic submitted through the assessments API: its scores go along too
    const instrument = (await ctx.app.inject({ method: 'GET', url: '/assessments/diagnostic/' })).json() as {
      sections: { items: { id: string }[] }[];
    };
    const answers = Object.fromEntries(
      instrument.sections.flatMap((section) => section.items.map((item) => [item.id, 'Y'])),
    );
    const submitted = await ctx.app.inject({
      method: 'POST',
      url: '/assessments/diagnostic/submissions/',
      headers: auth(accessToken),
      payload: { answers },
    });
    expect(submitted.statusCode).toBe(201);
    await ask(ctx, accessToken, id, 'And now?', true);
    const messages = double.calls.at(-1)?.body.messages ?? [];
    expect(messages[1]).toMatchObject({
      role: 'system',
      content: expect.stringContaining('Business Name: Harbor Analytics Inc.'),
    });
    expect(messages[1]?.content).toMatch(/exit readiness diagnostic: (\d+) of \1 answered yes \(100%\)/);
    // the conversation so far goes with the question
    expect(messages.filter((m) => m.role !== 'system').map((m) => m.content)).toEqual([
      'Am I ready?',
      'Start with your numbers.',
      'And now?',
    ]);
  });

  it('refuses past the daily quota with 429, and deleting conversations does not hand it back', async () => {
    double.setMode('stream');
    const { accessToken } = await createUser(ctx.deps, member);
    const id = await newConversation(ctx, accessToken);
    for (let i = 0; i < 3; i += 1) expect((await ask(ctx, accessToken, id, `Question ${i}`)).statusCode).toBe(200);
    await ctx.app.inject({ method: 'DELETE', url: `/confidante/conversations/${id}/`, headers: auth(accessToken) });
    const fresh = await newConversation(ctx, accessToken);
    const refused = await ask(ctx, accessToken, fresh, 'One more?');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'quota_exceeded',
      message: expect.stringContaining('3 Confidante messages'),
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('maps an upstream error to 502 with a clear message, keeps the question and the quota', async () => {
    double.setMode('error');
    const failed = await growthOf(
      ctx.deps.meters.registry,
      'exitcraft_confidante_requests_total{mode="model",outcome="failed"}',
    );
    const { accessToken } = await createUser(ctx.deps, member);
    const id = await newConversation(ctx, accessToken);
    const response = await ask(ctx, accessToken, id, 'Will this survive?');
    expect(response.statusCode).toBe(502);
    expect(await failed()).toBe(1);
    expect(response.json()).toMatchObject({
      code: 'upstream_error',
      message: expect.stringContaining('Your question is saved'),
    });
    expect(response.body).not.toContain('model overloaded');
    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/confidante/conversations/${id}/`,
      headers: auth(accessToken),
    });
    expect((detail.json() as { messages: { content: string }[] }).messages.map((m) => m.content)).toEqual([
      'Will this survive?',
    ]);
    const status = await ctx.app.inject({ method: 'GET', url: '/confidante/', headers: auth(accessToken) });
    expect(status.json()).toMatchObject({ used_today: 0 });
  });

  it('maps a silent upstream to 504', async () => {
    double.setMode('slow', 2_000);
    const timedOut = await growthOf(
      ctx.deps.meters.registry,
      'exitcraft_confidante_requests_total{mode="model",outcome="timeout"}',
    );
    const { accessToken } = await createUser(ctx.deps, member);
    const id = await newConversation(ctx, accessToken);
    const response = await ask(ctx, accessToken, id, 'Hello?');
    expect(response.statusCode).toBe(504);
    expect(await timedOut()).toBe(1);
    expect(response.json()).toMatchObject({
      code: 'upstream_timeout',
      message: expect.stringContaining('took too long'),
    });
  });

  it('ends a stream that breaks midway with an error event and stores no half answer', async () => {
    double.setMode('break');
    const { accessToken } = await createUser(ctx.deps, member);
    const id = await newConversation(ctx, accessToken);
    const stream = events((await ask(ctx, accessToken, id, 'Go on?')).body);
    expect(stream.map((item) => item.event)).toEqual(['question', 'delta', 'error']);
    expect(stream.at(-1)?.data).toMatchObject({ code: 'upstream_error', status: 502 });
    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/confidante/conversations/${id}/`,
      headers: auth(accessToken),
    });
    expect((detail.json() as { messages: unknown[] }).messages).toHaveLength(1);
  });
});
