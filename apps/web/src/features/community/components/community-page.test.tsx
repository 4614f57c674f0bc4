import { communityChannels } from '@exitcraft/shared/content/community';
import type { CommunityMessage } from '@exitcraft/shared/schemas/community';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../../test/fake-api.ts';
import { inRouter, renderWithQuery } from '../../../../test/render.tsx';
import { CommunityPage } from './community-page.tsx';

/** The browser's EventSource, as far as the page uses it; the test plays the server. */
class FakeEventSource {
  static instances: FakeEventSource[] = [];
  readonly listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data?: unknown, lastEventId = '') {
    const event = new MessageEvent(type, { data: data === undefined ? '' : JSON.stringify(data), lastEventId });
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
  static latest() {
    const source = FakeEventSource.instances.at(-1);
    if (!source) throw new Error('no stream opened');
    return source;
  }
}

const channelsReply = (canPost: boolean, isStaff = false) => ({
  channels: communityChannels.map((channel) => ({ ...channel, unread: channel.id === 'life-after-exit' ? 3 : 0 })),
  can_post: canPost,
  is_staff: isStaff,
  latest_id: '41',
});

const message = (overrides: Partial<CommunityMessage>): CommunityMessage => ({
  id: '40',
  channel: 'general',
  alias: 'RedCat123',
  text: 'Hello founders',
  created_at: '2026-11-25T10:00:00.000Z',
  mine: false,
  ...overrides,
});

function api(canPost: boolean, extra: Parameters<typeof fakeApi>[0] = {}) {
  let tickets = 0;
  return fakeApi({
    'GET /community/channels/': () => [200, channelsReply(canPost)],
    'GET /community/channels/general/messages/': () => [200, { messages: [message({})], next_cursor: null }],
    // the server answers 204; the fake's Response cannot carry a 204, and the page reads no body either way
    'POST /community/channels/general/read/': () => [200, null],
    'POST /community/stream-tickets/': () => [200, { ticket: `ticket-${++tickets}`, expires_in: 30 }],
    ...extra,
  });
}

const renderPage = () => renderWithQuery(inRouter(<CommunityPage />, '/groupchat'));

describe('CommunityPage', () => {
  beforeEach(() => {
    FakeEventSource.instances = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    localStorage.setItem('access_token', 'token');
  });

  it('shows a guest the channels, the history and live messages, with Upgrade Plan instead of a composer', async () => {
    api(false);
    renderPage();
    const log = await screen.findByRole('log', { name: 'Messages in General' });
    expect(await within(log).findByText('Hello founders')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Members post, guests listen' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute('href', '/pricing-plan');
    // unread counts per channel, in the list and in the narrow screens' select
    expect(screen.getByRole('option', { name: 'Life After Exit (3 unread)' })).toBeInTheDocument();

    // the stream opens with a ticket (never the token) and the newest id the page knew
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    const source = FakeEventSource.latest();
    expect(source.url).toBe('/community/stream/?ticket=ticket-1&last_event_id=41');
    expect(source.url).not.toContain('token=');
    source.emit('open');
    expect(await screen.findByText('● Live')).toBeInTheDocument();

    source.emit(
      'message',
      message({ id: '42', text: 'Live <b>news</b> at https://example.com', alias: 'BlueFox7' }),
      '42',
    );
    expect(await within(log).findByText(/Live <b>news<\/b> at/)).toBeInTheDocument();
    expect(within(log).getByRole('link', { name: 'https://example.com' })).toHaveAttribute('rel', 'noopener nofollow');
    // another channel's message counts as unread there
    source.emit('message', message({ id: '43', channel: 'valuation-and-deals' }), '43');
    expect(await screen.findByRole('option', { name: 'Valuation & Deals (1 unread)' })).toBeInTheDocument();

    source.emit('remove', { id: '40', channel: 'general' });
    await waitFor(() => expect(within(log).queryByText('Hello founders')).toBeNull());

    // staff restore it: back in its place, below the newer live message
    source.emit('restore', message({ id: '40', text: 'Hello founders' }));
    expect(await within(log).findByText('Hello founders')).toBeInTheDocument();
    const texts = within(log)
      .getAllByText(/Hello founders|Live <b>news/)
      .map((node) => node.textContent);
    // the list is newest first in the document (laid out bottom-up): 42 before 40
    expect(texts).toHaveLength(2);
    expect(texts[0]).toMatch(/^Live/);
    expect(texts[1]).toBe('Hello founders');
  });

  it('reconnects after a drop with a fresh ticket and the last id it saw', async () => {
    const { called } = api(false);
    renderPage();
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    const first = FakeEventSource.latest();
    first.emit('open');
    first.emit('message', message({ id: '44', text: 'before the drop' }), '44');
    first.emit('error');
    expect(first.closed).toBe(true);
    expect(await screen.findByText('Connection lost. Reconnecting…')).toBeInTheDocument();
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(2), { timeout: 3000 });
    expect(FakeEventSource.latest().url).toBe('/community/stream/?ticket=ticket-2&last_event_id=44');
    FakeEventSource.latest().emit('open');
    // what was hidden or deleted meanwhile is not replayed: the history is read again
    await waitFor(() => expect(called('GET /community/channels/general/messages/').length).toBeGreaterThan(1));
  });

  it('lets a member post, and keeps the text with the server’s sentence when the post is refused', async () => {
    let refuse = false;
    const { called } = api(true, {
      'POST /community/channels/general/messages/': (body) =>
        refuse
          ? [
              429,
              {
                code: 'rate_limited',
                message: 'You can post up to 10 messages a minute. Please wait 12 seconds before posting again.',
              },
            ]
          : [201, message({ id: '45', text: (body as { text: string }).text, mine: true, alias: 'GoldOwl123' })],
    });
    renderPage();
    const box = await screen.findByRole('textbox', { name: 'Message' });
    await userEvent.type(box, 'First post{Enter}');
    expect(await screen.findByText('First post')).toBeInTheDocument();
    expect(called('POST /community/channels/general/messages/')[0]?.body).toEqual({ text: 'First post' });
    expect(box).toHaveValue('');

    refuse = true;
    await userEvent.type(box, 'Too fast');
    await userEvent.click(screen.getByRole('button', { name: 'Send to General' }));
    expect(await screen.findByText(/up to 10 messages a minute/)).toBeInTheDocument();
    expect(box).toHaveValue('Too fast');
  });

  it('loads the older page when the top of the list comes into view', async () => {
    const observers: ((entries: { isIntersecting: boolean }[]) => void)[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          observers.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    const { calls } = api(false, {
      'GET /community/channels/general/messages/': () => {
        // the fake matches without the query; the call being answered is the last one recorded
        const url = calls.at(-1)?.url ?? '';
        return url.includes('before=30')
          ? [200, { messages: [message({ id: '29', text: 'the oldest one' })], next_cursor: null }]
          : [200, { messages: [message({ id: '30', text: 'the newest one' })], next_cursor: '30' }];
      },
    });
    renderPage();
    expect(await screen.findByText('the newest one')).toBeInTheDocument();
    await waitFor(() => expect(observers.length).toBeGreaterThan(0));
    observers.at(-1)?.([{ isIntersecting: true }]);
    expect(await screen.findByText('the oldest one')).toBeInTheDocument();
    expect(calls.some((call) => call.url.endsWith('/community/channels/general/messages/?limit=30&before=30'))).toBe(
      true,
    );
    expect(screen.getByText('This is the beginning of the channel.')).toBeInTheDocument();
  });

  it('gives staff "Hide for everyone" in the message menu, and the message goes', async () => {
    const { called } = api(true, {
      'GET /community/channels/': () => [200, channelsReply(true, true)],
      'POST /community/messages/40/hide/': () => [200, null],
    });
    renderPage();
    const log = await screen.findByRole('log', { name: 'Messages in General' });
    await within(log).findByText('Hello founders');
    const actions = within(log).getByRole('button', { name: /Message actions/ });
    await userEvent.click(actions);
    expect(within(log).getByRole('button', { name: 'Report' })).toBeInTheDocument();
    expect(within(log).queryByRole('button', { name: 'Delete' })).toBeNull();
    await userEvent.click(within(log).getByRole('button', { name: 'Hide for everyone' }));
    await waitFor(() => expect(within(log).queryByText('Hello founders')).toBeNull());
    expect(called('POST /community/messages/40/hide/')).toHaveLength(1);
    expect(actions).not.toBeInTheDocument();
  });

  it('refuses more than 2,000 characters before sending', async () => {
    const { called } = api(true);
    renderPage();
    const box = await screen.findByRole('textbox', { name: 'Message' });
    await userEvent.click(box);
    await userEvent.paste('a'.repeat(2001));
    await userEvent.click(screen.getByRole('button', { name: 'Send to General' }));
    expect(await screen.findByText('A message can be at most 2,000 characters.')).toBeInTheDocument();
    expect(called('POST /community/channels/general/messages/')).toHaveLength(0);
  });
});
