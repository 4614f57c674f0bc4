import type {
  CommunityChannelsResponse,
  CommunityHistoryResponse,
  CommunityMessage,
  CommunityStatusResponse,
  CommunityTicketResponse,
} from '@exitcraft/shared/schemas/community';
import {
  type InfiniteData,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';

export const communityKeys = {
  all: ['community'] as const,
  channels: () => [...communityKeys.all, 'channels'] as const,
  histories: () => [...communityKeys.all, 'history'] as const,
  history: (channel: string) => [...communityKeys.histories(), channel] as const,
};

const pageSize = 30;

/** GET /community/channels/: the channels with unread counts, and what the caller may do. */
export function useChannels() {
  return useQuery({
    queryKey: communityKeys.channels(),
    queryFn: () => apiRequest<CommunityChannelsResponse>('/community/channels/', { auth: true }),
  });
}

/** GET /community/channels/:channel/messages/: pages newest first; the next page is older. */
export function useHistory(channel: string) {
  return useInfiniteQuery({
    queryKey: communityKeys.history(channel),
    queryFn: ({ pageParam }) =>
      apiRequest<CommunityHistoryResponse>(
        `/community/channels/${encodeURIComponent(channel)}/messages/?limit=${pageSize}${pageParam ? `&before=${pageParam}` : ''}`,
        { auth: true },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    // live updates arrive by the stream; a refetch would only repeat them
    staleTime: Infinity,
  });
}

type History = InfiniteData<CommunityHistoryResponse, string | null>;

/** A message from the stream or a post goes on top of its channel's history, once. */
export function addMessage(queryClient: QueryClient, message: CommunityMessage) {
  queryClient.setQueryData<History>(communityKeys.history(message.channel), (data) => {
    if (!data) return data;
    if (data.pages.some((page) => page.messages.some((known) => known.id === message.id))) return data;
    const [first, ...rest] = data.pages;
    if (!first) return data;
    // newest first: a message that committed a little late still takes its place by id
    const messages = [...first.messages, message].sort((a, b) => compareIds(b.id, a.id));
    return { ...data, pages: [{ ...first, messages }, ...rest] };
  });
}

/**
 * A message staff restored is older than what the stream brings: it goes back into the loaded page
 * its id falls in. Older than everything loaded (and more to load), it comes with that page later.
 */
export function restoreMessage(queryClient: QueryClient, message: CommunityMessage) {
  queryClient.setQueryData<History>(communityKeys.history(message.channel), (data) => {
    if (!data) return data;
    if (data.pages.some((page) => page.messages.some((known) => known.id === message.id))) return data;
    const index = data.pages.findIndex((page, i) => {
      const oldest = page.messages.at(-1);
      const lastLoaded = i === data.pages.length - 1;
      return (oldest !== undefined && compareIds(message.id, oldest.id) > 0) || (lastLoaded && !page.next_cursor);
    });
    if (index === -1) return data;
    const pages = data.pages.map((page, i) =>
      i === index ? { ...page, messages: [...page.messages, message].sort((a, b) => compareIds(b.id, a.id)) } : page,
    );
    return { ...data, pages };
  });
}

/** A hidden or deleted message leaves its channel's history. */
export function removeMessage(queryClient: QueryClient, removed: { id: string; channel: string }) {
  queryClient.setQueryData<History>(communityKeys.history(removed.channel), (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({ ...page, messages: page.messages.filter((m) => m.id !== removed.id) })),
        }
      : data,
  );
}

export function setUnread(queryClient: QueryClient, channel: string, change: (unread: number) => number) {
  queryClient.setQueryData<CommunityChannelsResponse>(communityKeys.channels(), (data) =>
    data
      ? {
          ...data,
          channels: data.channels.map((c) => (c.id === channel ? { ...c, unread: Math.max(0, change(c.unread)) } : c)),
        }
      : data,
  );
}

export function compareIds(a: string, b: string): number {
  return a.length === b.length ? a.localeCompare(b) : a.length - b.length;
}

/** POST /community/channels/:channel/messages/ */
export function usePostMessage(channel: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      apiRequest<CommunityMessage>(`/community/channels/${encodeURIComponent(channel)}/messages/`, {
        method: 'POST',
        auth: true,
        body: { text },
      }),
    onSuccess: (message) => addMessage(queryClient, message),
    // the composer shows the failure in place and keeps the text
    meta: { errorToast: false },
  });
}

/** POST /community/channels/:channel/read/: the unread count of the channel drops to nothing. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ channel, messageId }: { channel: string; messageId: string }) =>
      apiRequest(`/community/channels/${encodeURIComponent(channel)}/read/`, {
        method: 'POST',
        auth: true,
        body: { message_id: messageId },
      }),
    onMutate: ({ channel }) => setUnread(queryClient, channel, () => 0),
    meta: { errorToast: false },
  });
}

/** POST /community/messages/:id/report/ */
export function useReportMessage() {
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<CommunityStatusResponse>(`/community/messages/${id}/report/`, {
        method: 'POST',
        auth: true,
        body: {},
      }),
  });
}

/** DELETE /community/messages/:id/ (own) or POST /community/messages/:id/hide/ (staff). */
export function useRemoveMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ message, how }: { message: CommunityMessage; how: 'delete' | 'hide' }) =>
      how === 'delete'
        ? apiRequest(`/community/messages/${message.id}/`, { method: 'DELETE', auth: true })
        : apiRequest(`/community/messages/${message.id}/hide/`, { method: 'POST', auth: true }),
    onSuccess: (_reply, { message }) => removeMessage(queryClient, message),
  });
}

/** POST /community/stream-tickets/: a single-use ticket that opens the stream. */
export function streamTicket(): Promise<string> {
  return apiRequest<CommunityTicketResponse>('/community/stream-tickets/', {
    method: 'POST',
    auth: true,
  }).then((reply) => reply.ticket);
}
