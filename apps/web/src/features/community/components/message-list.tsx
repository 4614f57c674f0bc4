import { communityCopy } from '@exitcraft/shared/content/community';
import type { CommunityMessage } from '@exitcraft/shared/schemas/community';
import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { apiErrorMessage } from '../../../lib/api-error.ts';
import { useHistory, useMarkRead } from '../api.ts';
import { MessageActions } from './message-actions.tsx';
import { MessageText } from './message-text.tsx';
import { lazyDateFormat } from '../../../lib/format.ts';

const timeFormat = lazyDateFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/**
 * One channel's messages, newest at the bottom. The list is laid out bottom-up (column-reverse), so
 * it opens at the newest message, stays there as messages arrive, and keeps its place when an older
 * page is added above. Reaching the top (or the button there) loads the older page.
 */
export function MessageList({
  channel,
  channelName,
  isStaff,
}: {
  channel: string;
  channelName: string;
  isStaff: boolean;
}) {
  const history = useHistory(channel);
  const markRead = useMarkRead();
  const top = useRef<HTMLDivElement>(null);
  const messages: CommunityMessage[] = history.data?.pages.flatMap((page) => page.messages) ?? [];
  const newest = messages[0]?.id;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = history;

  // what is on the screen of the open channel counts as read
  const { mutate } = markRead;
  useEffect(() => {
    if (newest) mutate({ channel, messageId: newest });
  }, [channel, newest, mutate]);

  useEffect(() => {
    const sentinel = top.current;
    if (!sentinel || !hasNextPage) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (history.isPending) return <Spinner label="Loading messages…" className="m-auto p-6" />;
  if (history.isError)
    return (
      <div className="p-4">
        <LoadError
          message={apiErrorMessage(history.error, 'The messages could not be loaded.')}
          onRetry={() => void history.refetch()}
        />
      </div>
    );

  return (
    <div
      role="log"
      aria-label={`Messages in ${channelName}`}
      tabIndex={0}
      className="flex min-h-0 flex-1 flex-col-reverse overflow-y-auto px-3 py-2 focus-visible:outline-2 focus-visible:outline-navy-700"
    >
      <ol className="flex flex-col-reverse gap-1">
        {messages.map((message) => (
          <li key={message.id} className="group flex items-start gap-2 rounded-lg px-2 py-1.5 hover:bg-slate-50">
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
                <span className="font-semibold text-navy-900">{message.alias}</span>
                {message.mine && <span className="text-xs text-slate-600">(you)</span>}
                <time dateTime={message.created_at} className="text-xs text-slate-600">
                  {timeFormat.format(new Date(message.created_at))}
                </time>
              </p>
              <MessageText text={message.text} />
            </div>
            <MessageActions message={message} isStaff={isStaff} />
          </li>
        ))}
      </ol>
      <div ref={top} className="flex justify-center py-2">
        {hasNextPage ? (
          <Button variant="ghost" size="sm" disabled={isFetchingNextPage} onClick={() => void fetchNextPage()}>
            {isFetchingNextPage ? 'Loading…' : communityCopy.loadOlder}
          </Button>
        ) : (
          <p className="text-sm text-slate-600">
            {messages.length === 0 ? communityCopy.empty : communityCopy.noOlder}
          </p>
        )}
      </div>
    </div>
  );
}
