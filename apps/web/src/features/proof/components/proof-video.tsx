import { proofVideo } from '@exitcraft/shared/content/proof';
import { lazy, Suspense, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { WithSiteConfig } from '../../../shared/site-config/with-site-config.tsx';
import { VideoNotice } from './video-notice.tsx';
import { VideoPoster } from './video-poster.tsx';

// the player asks the server for its address with TanStack Query; both load only on play, so the
// page's first load carries neither
const ProofPlayer = lazy(() => import('./proof-player.tsx').then((m) => ({ default: m.ProofPlayer })));

/**
 * Thumbnail first; the hosted player (a third party) is asked for only when the visitor presses
 * play, so a page view sends nothing to the video host. Our own GET /site-config/ is asked once the
 * page runs: with no video set, the page says so instead of offering to play.
 */
export function ProofVideo() {
  const [requested, setRequested] = useState(false);
  return (
    <figure className="mx-auto max-w-4xl">
      <div className="relative aspect-video overflow-hidden rounded-xl bg-navy-900 shadow-lg">
        {requested ? (
          <Suspense fallback={<PosterButton loading />}>
            <ProofPlayer loading={<PosterButton loading />} />
          </Suspense>
        ) : (
          <>
            <PosterButton onPlay={() => setRequested(true)} />
            {/* no video set: said plainly in place of the play button, once the page runs */}
            <WithSiteConfig>
              {(config) => (config.proofVideoUrl ? null : <VideoNotice message={proofVideo.unavailable} />)}
            </WithSiteConfig>
          </>
        )}
      </div>
      <figcaption className="mt-3 text-center text-sm text-slate-600">
        <span className="font-semibold text-navy-900">{proofVideo.title}.</span> {proofVideo.loadNote}
      </figcaption>
    </figure>
  );
}

/** The poster with its play button, or a spinner while the player is on its way. */
export function PosterButton({ onPlay, loading = false }: { onPlay?: () => void; loading?: boolean }) {
  return (
    <>
      <VideoPoster />
      <button
        type="button"
        onClick={onPlay}
        disabled={loading}
        aria-label={proofVideo.playLabel}
        className="absolute inset-0 flex items-end justify-center pb-6 text-white focus-visible:outline-offset-[-6px]"
      >
        {loading ? (
          <Spinner label="Loading the video…" className="rounded-full bg-navy-950/80 px-4 py-2" />
        ) : (
          <span className="rounded-full bg-navy-950/80 px-4 py-2 text-sm font-semibold">
            <span aria-hidden="true">▶ </span>Play video
          </span>
        )}
      </button>
    </>
  );
}
