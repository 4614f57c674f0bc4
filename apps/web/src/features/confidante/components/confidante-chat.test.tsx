import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Switch } from '../../../lib/router.tsx';
import { describe, expect, it, vi } from 'vitest';
import { MemoryRouter, renderWithQuery } from '../../../../test/render.tsx';
import { ConfidanteChat } from './confidante-chat.tsx';
import { changeValue } from '../../../../test/change-value.ts';

declare global {
  interface Window {
    __scriptRan?: boolean;
  }
}

const conversation = {
  id: '11111111-1111-4111-8111-111111111111',
  title: 'New conversation',
  created_at: '2026-11-25T10:00:00.000Z',
  updated_at: '2026-11-25T10:00:00.000Z',
};
const question = {
  id: '22222222-2222-4222-8222-222222222222',
  role: 'user',
  content: 'Where do I start?',
  mode: null,
  sources: [],
  usage: null,
  stopped: false,
  created_at: '2026-11-25T10:00:01.000Z',
};
const answer = {
  id: '33333333-3333-4333-8333-333333333333',
  role: 'assistant',
  content: 'Start with your numbers.',
  mode: 'model',
  sources: [],
  usage: { prompt_tokens: 120, completion_tokens: 4, estimated: false },
  stopped: false,
  created_at: '2026-11-25T10:00:02.000Z',
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** An answer stream whose second half waits until the test lets it go. */
function eventStream(frames: string[], hold: Promise<void>) {
  const encoder = new TextEncoder();
  return new Response(
    new ReadableStream({
      async start(controller) {
        const [first, ...rest] = frames;
        if (first) controller.enqueue(encoder.encode(first));
        await hold;
        for (const frame of rest) controller.enqueue(encoder.encode(frame));
        controller.close();
      },
    }),
    { status: 200, headers: { 'content-type': 'text/event-stream' } },
  );
}

const frame = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/** An answer stream that sends its frames and then waits, until the request is aborted. */
function abortableStream(frames: string[], signal: AbortSignal | null | undefined) {
  const encoder = new TextEncoder();
  return new Response(
    new ReadableStream({
      start(controller) {
        for (const frame of frames) controller.enqueue(encoder.encode(frame));
        signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
      },
    }),
    { status: 200, headers: { 'content-type': 'text/event-stream' } },
  );
}

function server(messagesReply: (init: RequestInit) => Response, storedMessages: () => unknown[] = () => []) {
  const stored: unknown[] = [];
  const calls: { route: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const route = `${init.method ?? 'GET'} ${String(input)}`;
    calls.push({ route, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
    if (route === 'GET /confidante/')
      return json(200, {
        mode: 'model',
        daily_limit: 50,
        used_today: 3,
        remaining: 47,
        tokens_today: 1_534,
        estimated_tokens_today: 210,
      });
    if (route === 'GET /confidante/conversations/') return json(200, stored.length ? [conversation] : []);
    if (route === 'POST /confidante/conversations/') {
      stored.push(conversation);
      return json(201, conversation);
    }
    if (route === `GET /confidante/conversations/${conversation.id}/`)
      return json(200, { ...conversation, messages: storedMessages() });
    if (route === `POST /confidante/conversations/${conversation.id}/messages/`) return messagesReply(init);
    return json(404, { code: 'not_found', message: 'Not found.' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

const show = (path = '/aiagent') =>
  renderWithQuery(
    <MemoryRouter path={path}>
      <Switch>
        <Route path="/aiagent/:conversationId?">{<ConfidanteChat />}</Route>
      </Switch>
    </MemoryRouter>,
  );

describe('ConfidanteChat', () => {
  it('sends on Enter (Shift+Enter is a new line) and shows the answer as it streams in', async () => {
    let release = () => {};
    const hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    const calls = server(() =>
      eventStream(
        [
          frame('question', question) + frame('delta', { text: 'Start ' }),
          frame('delta', { text: 'with your numbers.' }),
          frame('answer', answer),
        ],
        hold,
      ),
    );
    show();
    expect(await screen.findByText('47 of 50 messages left today')).toBeInTheDocument();
    expect(screen.getByText("Today's use: 1,534 tokens (210 of them estimated)")).toBeInTheDocument();
    const box = screen.getByRole('textbox', { name: 'Your question' });
    await userEvent.type(box, 'Where do I{Shift>}{Enter}{/Shift}start?');
    expect(box).toHaveValue('Where do I\nstart?');
    expect(calls.some((call) => call.route.endsWith('/messages/'))).toBe(false);

    await userEvent.click(screen.getByRole('switch', { name: 'Use my business details and assessment scores' }));
    await userEvent.type(box, '{Enter}');
    // the first half of the answer is on the page while the rest is still on its way
    const streaming = await screen.findByRole('article', { name: 'Confidante’s answer' });
    await waitFor(() => expect(streaming).toHaveTextContent('Start'));
    expect(screen.getByText('Writing…')).toBeInTheDocument();
    expect(box).toHaveValue('');
    expect(calls.find((call) => call.route.endsWith('/messages/'))?.body).toEqual({
      content: 'Where do I\nstart?',
      use_context: true,
    });
    release();
    await waitFor(() => expect(screen.queryByText('Writing…')).not.toBeInTheDocument());
  });

  it('Stop aborts the answer’s request and leaves the text so far, marked “Stopped”', async () => {
    let signal: AbortSignal | null | undefined;
    const stored: unknown[] = [];
    server(
      (init) => {
        signal = init.signal;
        return abortableStream([frame('question', question), frame('delta', { text: 'Start with' })], init.signal);
      },
      () => stored,
    );
    show();
    const box = await screen.findByRole('textbox', { name: 'Your question' });
    await userEvent.type(box, 'Where do I start?{Enter}');
    const streaming = await screen.findByRole('article', { name: 'Confidante’s answer' });
    await waitFor(() => expect(streaming).toHaveTextContent('Start with'));
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();

    // the server stores the text so far as it notices the closed request
    stored.push(question, { ...answer, content: 'Start with', stopped: true, usage: null });
    await userEvent.click(screen.getByRole('button', { name: 'Stop' }));
    expect(signal?.aborted).toBe(true);
    await waitFor(() => expect(screen.queryByText('Writing…')).not.toBeInTheDocument());
    const answers = screen.getAllByRole('article', { name: 'Confidante’s answer' });
    expect(answers).toHaveLength(1);
    expect(answers[0]).toHaveTextContent('Start with');
    expect(answers[0]).toHaveTextContent('Stopped');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Send' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Stop' })).toBeNull();
    expect(box).toHaveFocus();
  });

  it('renders a model answer’s Markdown, shows HTML in it as text and links only to web and mail addresses', async () => {
    window.__scriptRan = false;
    const markdown = [
      'Three *first* steps, **in order**:',
      '',
      '1. Read [the guide](https://example.com/guide)',
      '2. Run `ebitda()`',
      '3. Write to [us](mailto:team@example.com)',
      '',
      '<script>window.__scriptRan = true</script>',
      '',
      'Not [a link](javascript:alert(1)), nor [this](/staff), nor ![a chart](https://tracker.example/pixel.png)',
      '',
      '```',
      'value = ebitda * multiple',
      '```',
    ].join('\n');
    server(
      () => json(500, {}),
      () => [question, { ...answer, content: markdown }],
    );
    const { container } = show(`/aiagent/${conversation.id}`);
    const article = await screen.findByRole('article', { name: 'Confidante’s answer' });
    await waitFor(() => expect(within(article).getByRole('list')).toBeInTheDocument());
    expect(within(article).getAllByRole('listitem')).toHaveLength(3);
    expect(within(article).getByText('first').tagName).toBe('EM');
    expect(within(article).getByText('in order').tagName).toBe('STRONG');
    expect(within(article).getByText('ebitda()').tagName).toBe('CODE');
    expect(
      within(article)
        .getByText(/value = ebitda \* multiple/)
        .closest('pre'),
    ).not.toBeNull();
    const guide = within(article).getByRole('link', { name: 'the guide' });
    expect(guide).toHaveAttribute('href', 'https://example.com/guide');
    expect(guide).toHaveAttribute('target', '_blank');
    expect(guide).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(within(article).getByRole('link', { name: 'us' })).toHaveAttribute('href', 'mailto:team@example.com');
    // the script is text on the page, never an element, and never ran
    expect(article).toHaveTextContent('<script>window.__scriptRan = true</script>');
    expect(container.querySelector('script')).toBeNull();
    expect(window.__scriptRan).toBe(false);
    // neither a script URL, a path of ours nor an image becomes something that acts or loads
    expect(within(article).getAllByRole('link')).toHaveLength(2);
    expect(within(article).getByText('a link').closest('a')).toBeNull();
    expect(within(article).getByText('this').closest('a')).toBeNull();
    expect(article.querySelector('img')).toBeNull();
    expect(article).toHaveTextContent('[a chart]');
  });

  it('gives the question back to the composer and shows the server’s sentence when the adviser fails', async () => {
    server(() =>
      json(502, {
        code: 'upstream_error',
        message: 'The AI adviser could not answer just now. Your question is saved; please try again in a moment.',
      }),
    );
    show();
    const box = await screen.findByRole('textbox', { name: 'Your question' });
    changeValue(box, { target: { value: 'Will this survive?' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The AI adviser could not answer just now.');
    await waitFor(() => expect(box).toHaveValue('Will this survive?'));
  });
});
