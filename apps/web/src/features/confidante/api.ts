import type {
  ConfidanteMessage,
  ConfidanteStatus,
  Conversation,
  ConversationDetail,
  ConversationList,
  StreamEventData,
} from '@exitcraft/shared/schemas/confidante';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { ApiError, apiRequest } from '../../lib/api-client.ts';
import { postEventStream } from '../../lib/api-stream.ts';

export const confidanteKeys = {
  all: ['confidante'] as const,
  /** GET /confidante/ */
  status: () => [...confidanteKeys.all, 'status'] as const,
  /** GET /confidante/conversations/ */
  list: () => [...confidanteKeys.all, 'conversations'] as const,
  /** GET /confidante/conversations/:id/ */
  detail: (id: string) => [...confidanteKeys.all, 'conversation', id] as const,
};

/** GET /confidante/: library or model mode, and what is left of today's quota. */
export function useConfidanteStatus() {
  return useQuery({
    queryKey: confidanteKeys.status(),
    queryFn: ({ signal }): Promise<ConfidanteStatus> =>
      apiRequest<ConfidanteStatus>('/confidante/', { auth: true, signal }),
  });
}

export function useConversations() {
  return useQuery({
    queryKey: confidanteKeys.list(),
    queryFn: ({ signal }): Promise<ConversationList> =>
      apiRequest<ConversationList>('/confidante/conversations/', { auth: true, signal }),
  });
}

export function useConversation(id: string | undefined) {
  return useQuery({
    queryKey: confidanteKeys.detail(id ?? ''),
    enabled: Boolean(id),
    queryFn: ({ signal }): Promise<ConversationDetail> =>
      apiRequest<ConversationDetail>(`/confidante/conversations/${encodeURIComponent(id ?? '')}/`, {
        auth: true,
        signal,
      }),
  });
}

export function useCreateConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (): Promise<Conversation> =>
      apiRequest<Conversation>('/confidante/conversations/', { method: 'POST', auth: true, body: {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: confidanteKeys.list() }),
    // the page shows the failure above the composer, which keeps the question
    meta: { errorToast: false },
  });
}

export function useRenameConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, title }: { id: string; title: string }): Promise<Conversation> =>
      apiRequest<Conversation>(`/confidante/conversations/${encodeURIComponent(id)}/`, {
        method: 'PATCH',
        auth: true,
        body: { title },
      }),
    onSuccess: (conversation) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: confidanteKeys.list() }),
        queryClient.invalidateQueries({ queryKey: confidanteKeys.detail(conversation.id) }),
      ]),
    // the rename dialog shows the failure beside its field
    meta: { errorToast: false },
  });
}

export function useDeleteConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string): Promise<unknown> =>
      apiRequest(`/confidante/conversations/${encodeURIComponent(id)}/`, { method: 'DELETE', auth: true }),
    onSuccess: (_reply, id) => {
      // an open conversation is left by the page (a removal now would read it again, into a 404);
      // its cached copy then expires unused
      queryClient.removeQueries({ queryKey: confidanteKeys.detail(id), type: 'inactive' });
      return queryClient.invalidateQueries({ queryKey: confidanteKeys.list() });
    },
  });
}

/** The answer while it streams in: the stored question and the text so far; `stopped` once Stop ended it. */
export interface StreamingAnswer {
  conversationId: string;
  question: ConfidanteMessage | null;
  text: string;
  stopped: boolean;
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** Whether the conversation as read holds an answer after the question (the server has stored it). */
function answerStored(detail: ConversationDetail | undefined, questionId: string | undefined): boolean {
  if (!detail || !questionId) return true;
  const index = detail.messages.findIndex((message) => message.id === questionId);
  return index !== -1 && index < detail.messages.length - 1;
}

/**
 * POST /confidante/conversations/:id/messages/: asks, and exposes the answer as it streams. When
 * it ends (answered or failed) the conversation, the list and the quota are read again; the
 * stored messages then replace the streamed text.
 *
 * `stop()` aborts the request (the Stop button): the server aborts the adviser's request and
 * stores the text so far as a stopped answer. The streamed copy stays on the page, marked stopped,
 * until the conversation read again holds the stored one (the server stores it as it notices the
 * closed request, which can be a moment after the page asks again).
 */
export function useAskQuestion() {
  const queryClient = useQueryClient();
  const [streaming, setStreaming] = useState<StreamingAnswer | null>(null);
  const controller = useRef<AbortController | null>(null);
  // the stored question of the answer under way, read when a stopped answer is looked for
  const streamingQuestionId = useRef<string | undefined>(undefined);
  const mutation = useMutation({
    mutationFn: async ({ id, content, useContext }: { id: string; content: string; useContext: boolean }) => {
      setStreaming({ conversationId: id, question: null, text: '', stopped: false });
      streamingQuestionId.current = undefined;
      const stop = new AbortController();
      controller.current = stop;
      const outcome: { failure: ApiError | null } = { failure: null };
      const streamed = postEventStream(
        `/confidante/conversations/${encodeURIComponent(id)}/messages/`,
        {
          content,
          use_context: useContext,
        },
        // the server checks each event's data against its shared schema before it sends it (decision 047)
        ({ event, data }) => {
          if (event === 'question') {
            const question = data as StreamEventData['question'];
            streamingQuestionId.current = question.id;
            setStreaming((now) => (now ? { ...now, question } : now));
            // the first question names a new conversation: the panel shows it while the answer streams
            void queryClient.invalidateQueries({ queryKey: confidanteKeys.list() });
          } else if (event === 'delta') {
            const { text } = data as StreamEventData['delta'];
            setStreaming((now) => (now ? { ...now, text: now.text + text } : now));
          } else if (event === 'error') {
            outcome.failure = new ApiError({ ...(data as StreamEventData['error']), readable: true });
          }
        },
        stop.signal,
      );
      try {
        await streamed;
      } catch (error) {
        if (!isAbort(error) || !stop.signal.aborted) throw error;
        setStreaming((now) => (now ? { ...now, stopped: true } : now));
        return { stopped: true };
      } finally {
        if (controller.current === stop) controller.current = null;
      }
      if (outcome.failure) throw outcome.failure;
      return { stopped: false };
    },
    onSettled: async (result, _error, { id }) => {
      const reread = () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: confidanteKeys.detail(id) }),
          queryClient.invalidateQueries({ queryKey: confidanteKeys.list() }),
          queryClient.invalidateQueries({ queryKey: confidanteKeys.status() }),
        ]);
      await reread();
      if (!result?.stopped) {
        setStreaming(null);
        return;
      }
      // a stopped answer: read again, a few times, until the server has stored it (the thread
      // shows the streamed copy, marked stopped, meanwhile, and the composer is free at once)
      const questionId = streamingQuestionId.current;
      void (async () => {
        for (let attempt = 0; attempt < 3; attempt += 1) {
          if (answerStored(queryClient.getQueryData(confidanteKeys.detail(id)), questionId)) return;
          await new Promise((resolve) => setTimeout(resolve, 400));
          await reread();
        }
      })();
    },
    // the thread shows the failure in place, and the composer gets the question back
    meta: { errorToast: false },
  });
  const stop = useCallback(() => controller.current?.abort(), []);
  return { ...mutation, streaming, stop };
}
