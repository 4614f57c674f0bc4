import { communityChannels, communityCopy } from '@exitcraft/shared/content/community';
import { useSearchParams } from '../../../lib/router.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { apiErrorMessage } from '../../../lib/api-error.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { QueryView } from '../../../shared/query-view/query-view.tsx';
import { useChannels } from '../api.ts';
import { useCommunityStream } from '../use-community-stream.ts';
import { Composer } from './composer.tsx';
import { GuestNotice } from './guest-notice.tsx';
import { MessageList } from './message-list.tsx';

/** /groupchat: the founders' anonymous chat. Guests read live; members post. */
export function CommunityPage() {
  usePageMeta(communityCopy.title, 'Talk anonymously with other founders preparing an exit.');
  const channels = useChannels();
  const [params, setParams] = useSearchParams();
  const requested = params.get('channel');
  const current = communityChannels.find((channel) => channel.id === requested) ?? communityChannels[0];
  const stream = useCommunityStream(channels.data?.latest_id, current.id);
  const choose = (id: string) => setParams(id === communityChannels[0].id ? {} : { channel: id });

  return (
    <QueryView
      query={channels}
      loading={<PageSpinner label="Loading the community…" />}
      errorTitle={communityCopy.title}
      errorMessage={(error) => apiErrorMessage(error, 'The community could not be loaded.')}
    >
      {(data) => {
        const { can_post: canPost, is_staff: isStaff } = data;
        const unreadOf = (id: string) => data.channels.find((channel) => channel.id === id)?.unread ?? 0;
        const withUnread = (name: string, unread: number) => (unread > 0 ? `${name} (${unread} unread)` : name);
        return (
          <div className="flex h-[calc(100dvh-9rem)] min-h-[28rem] flex-col gap-3">
            <header>
              <h1 className="text-2xl font-bold text-navy-900">{communityCopy.title}</h1>
              <p className="mt-1 text-sm text-slate-600">{communityCopy.intro}</p>
            </header>

            <div className="md:hidden">
              <label htmlFor="community-channel" className="text-sm font-semibold text-navy-900">
                {communityCopy.channel}
              </label>
              <select
                id="community-channel"
                value={current.id}
                onChange={(event) => choose(event.target.value)}
                className="mt-1 block h-11 w-full rounded-lg border border-slate-300 bg-white px-3"
              >
                {communityChannels.map((channel) => (
                  <option key={channel.id} value={channel.id}>
                    {withUnread(channel.name, unreadOf(channel.id))}
                  </option>
                ))}
              </select>
            </div>

            <div className="flex min-h-0 flex-1 gap-4">
              <nav aria-label={communityCopy.channels} className="hidden w-56 shrink-0 md:block">
                <h2 className="px-2 text-xs font-bold tracking-wide text-slate-600 uppercase">
                  {communityCopy.channels}
                </h2>
                <ul className="mt-2 space-y-1">
                  {communityChannels.map((channel) => {
                    const unread = unreadOf(channel.id);
                    const selected = channel.id === current.id;
                    return (
                      <li key={channel.id}>
                        <button
                          type="button"
                          aria-current={selected ? 'page' : undefined}
                          onClick={() => choose(channel.id)}
                          className={`flex w-full items-center justify-between gap-2 rounded-lg px-3 py-2 text-left text-sm ${selected ? 'bg-navy-900 font-semibold text-white' : 'text-navy-900 hover:bg-navy-50'}`}
                        >
                          <span># {channel.name}</span>
                          {unread > 0 && (
                            <span className="rounded-full bg-gold-400 px-2 text-xs font-bold text-navy-950">
                              {unread}
                              <span className="sr-only"> unread</span>
                            </span>
                          )}
                        </button>
                      </li>
                    );
                  })}
                </ul>
              </nav>

              <section
                aria-labelledby="community-channel-title"
                className="flex min-h-0 min-w-0 flex-1 flex-col rounded-2xl border border-slate-200 bg-white"
              >
                <div className="flex flex-wrap items-baseline justify-between gap-2 border-b border-slate-200 px-4 py-3">
                  <div className="min-w-0">
                    <h2 id="community-channel-title" className="font-bold text-navy-900">
                      # {current.name}
                    </h2>
                    <p className="text-sm text-slate-600">{current.description}</p>
                  </div>
                  <p role="status" className="text-xs text-slate-600">
                    {stream === 'open' ? (
                      <span className="text-green-700">● Live</span>
                    ) : stream === 'connecting' ? (
                      communityCopy.connecting
                    ) : (
                      communityCopy.reconnecting
                    )}
                  </p>
                </div>
                <MessageList
                  key={`list-${current.id}`}
                  channel={current.id}
                  channelName={current.name}
                  isStaff={isStaff}
                />
                {canPost ? (
                  <Composer key={`composer-${current.id}`} channel={current.id} channelName={current.name} />
                ) : (
                  <GuestNotice />
                )}
              </section>
            </div>
          </div>
        );
      }}
    </QueryView>
  );
}
