import { confidanteCopy } from '@exitcraft/shared/content/confidante';
import { href } from '@exitcraft/shared/routes';
import { useEffect } from 'react';
import { useNavigate, useParams } from '../../../lib/router.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { apiErrorMessage } from '../../../lib/api-error.ts';
import {
  useAskQuestion,
  useConfidanteStatus,
  useConversation,
  useConversations,
  useCreateConversation,
} from '../api.ts';
import { Composer } from './composer.tsx';
import { ContextToggle, useContextPreference } from './context-toggle.tsx';
import { ConversationPanel } from './conversation-panel.tsx';
import { ModeLabel } from './mode-label.tsx';
import { preloadMarkdown, Thread } from './thread.tsx';

const sendFailed = 'Your question could not be sent. Please try again.';

/** The member's Confidante: conversations beside the open thread, its composer and the context toggle. */
export function ConfidanteChat() {
  const { conversationId } = useParams();
  const navigate = useNavigate();
  const conversations = useConversations();
  const conversation = useConversation(conversationId);
  const create = useCreateConversation();
  const ask = useAskQuestion();
  const status = useConfidanteStatus();
  const modelMode = status.data?.mode === 'model';
  useEffect(() => {
    // a conversation opening in model mode holds Markdown answers: the renderer loads beside it
    if (conversationId && modelMode) void preloadMarkdown();
  }, [conversationId, modelMode]);
  const [useContext, setUseContext] = useContextPreference();

  const send = async (content: string): Promise<boolean> => {
    try {
      let id = conversationId;
      if (!id) {
        id = (await create.mutateAsync()).id;
        await navigate(href('confidante', { conversationId: id }));
      }
      await ask.mutateAsync({ id, content, useContext });
      return true;
    } catch {
      return false;
    }
  };

  const streaming = ask.streaming && ask.streaming.conversationId === conversationId ? ask.streaming : null;
  const pendingQuestion = ask.isPending && ask.variables?.id === conversationId ? ask.variables.content : null;
  // a failure belongs to the conversation it happened in (a failed start, to the new one)
  const failure = ask.error && ask.variables?.id === conversationId ? ask.error : !conversationId ? create.error : null;

  return (
    <section aria-labelledby="confidante-heading" className="flex flex-col gap-4">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h1 id="confidante-heading" className="text-2xl font-bold text-navy-900">
          {confidanteCopy.heading}
        </h1>
        <ModeLabel />
      </header>
      {conversations.isError ? (
        <LoadError message={confidanteCopy.loadError} onRetry={() => void conversations.refetch()} />
      ) : (
        <div className="grid gap-4 min-[769px]:grid-cols-[15rem_1fr]">
          <ConversationPanel
            conversations={conversations.data ?? []}
            loading={conversations.isPending}
            selectedId={conversationId}
          />
          <div className="flex min-h-[28rem] min-w-0 flex-col rounded-2xl border border-slate-200 bg-white">
            {conversation.isError ? (
              <div className="p-4">
                <LoadError
                  message={apiErrorMessage(conversation.error, confidanteCopy.loadError)}
                  onRetry={() => void conversation.refetch()}
                />
              </div>
            ) : (
              <Thread
                messages={conversationId ? (conversation.data?.messages ?? []) : []}
                pendingQuestion={streaming?.question ? null : pendingQuestion}
                streaming={streaming}
                streamingMode={status.data?.mode ?? null}
              />
            )}
            <div className="border-t border-slate-200 p-3 sm:p-4">
              {failure && !ask.isPending && (
                <p
                  role="alert"
                  className="mb-3 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900"
                >
                  {apiErrorMessage(failure, sendFailed)}
                </p>
              )}
              <ContextToggle checked={useContext} onChange={setUseContext} />
              <Composer
                busy={ask.isPending || create.isPending}
                onSend={send}
                onStop={streaming && !streaming.stopped && ask.isPending ? ask.stop : undefined}
              />
            </div>
          </div>
        </div>
      )}
    </section>
  );
}
