import type { CommunityMessage, CommunityStreamRemove } from '@exitcraft/shared/schemas/community';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import {
  addMessage,
  communityKeys,
  compareIds,
  removeMessage,
  restoreMessage,
  setUnread,
  streamTicket,
} from './api.ts';

export type StreamState = 'connecting' | 'open' | 'reconnecting';

/**
 * The live stream of every channel (Server-Sent Events, decision 012). Each connection spends a
 * fresh single-use ticket, so the browser's own automatic reconnect (which would resend a spent
 * ticket) is replaced by ours: on an error the stream is closed and reopened with a new ticket
 * and the last message id seen, and the server replays what was missed. Starts once `startAfter`
 * (the newest id when the page loaded its data) is known, so nothing falls between.
 */
export function useCommunityStream(startAfter: string | undefined, activeChannel: string): StreamState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<StreamState>('connecting');
  const lastId = useRef<string | null>(null);
  const active = useRef(activeChannel);
  const start = useRef(startAfter);
  useEffect(() => {
    active.current = activeChannel;
    start.current = startAfter;
  });
  // the first newest id is all the stream needs; later reads of it must not reopen the stream
  const ready = startAfter !== undefined;

  useEffect(() => {
    if (!ready) return;
    if (lastId.current === null) lastId.current = start.current ?? null;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | null = null;
    let attempts = 0;
    let stopped = false;

    // the server checks each event's data against its shared schema before it sends it (decision 047)
    const onMessage = (event: MessageEvent<string>) => {
      const message = JSON.parse(event.data) as CommunityMessage;
      if (lastId.current === null || compareIds(message.id, lastId.current) > 0) lastId.current = message.id;
      addMessage(queryClient, message);
      if (!message.mine && message.channel !== active.current) setUnread(queryClient, message.channel, (n) => n + 1);
    };
    // staff restored a hidden message: back in its place (it does not move the stream's position)
    const onRestore = (event: MessageEvent<string>) => {
      restoreMessage(queryClient, JSON.parse(event.data) as CommunityMessage);
    };
    const onRemove = (event: MessageEvent<string>) => {
      removeMessage(queryClient, JSON.parse(event.data) as CommunityStreamRemove);
    };

    const connect = async (reconnecting: boolean) => {
      let ticket: string;
      try {
        ticket = await streamTicket();
      } catch {
        scheduleRetry();
        return;
      }
      if (stopped) return;
      const params = new URLSearchParams({ ticket });
      if (lastId.current) params.set('last_event_id', lastId.current);
      source = new EventSource(`/community/stream/?${params.toString()}`);
      source.addEventListener('open', () => {
        attempts = 0;
        setState('open');
        // hides and deletes made while the stream was down are not replayed: read the history again
        if (reconnecting) void queryClient.invalidateQueries({ queryKey: communityKeys.all });
      });
      source.addEventListener('message', onMessage);
      source.addEventListener('remove', onRemove);
      source.addEventListener('restore', onRestore);
      source.addEventListener('error', () => {
        source?.close();
        source = null;
        if (!stopped) scheduleRetry();
      });
    };
    const scheduleRetry = () => {
      setState('reconnecting');
      attempts += 1;
      const delay = Math.min(1000 * 2 ** (attempts - 1), 15_000);
      retry = setTimeout(() => void connect(true), delay);
    };

    void connect(false);
    return () => {
      stopped = true;
      if (retry) clearTimeout(retry);
      source?.close();
    };
  }, [ready, queryClient]);

  return state;
}
