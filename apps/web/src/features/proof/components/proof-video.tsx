import { proofVideo } from '@exitcraft/shared/content/proof';
import { useState } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useSiteConfig } from '../api.ts';
import { VideoPoster } from './video-poster.tsx';
import { isVideoFile, withAutoplay } from './video-source.ts';

type Player =
  | { state: 'poster' }
  | { state: 'loading' }
  | { state: 'playing'; url: string }
  | { state: 'unavailable'; message: string };

/**
 * Thumbnail first; the hosted player (a third party) is asked for only when the visitor presses
 * play, so a page view sends nothing to the video host.
 */
export function ProofVideo() {
  const [requested, setRequested] = useState(false);
  const config = useSiteConfig({ enabled: requested });
  const play = () => setRequested(true);
  const url = config.data?.proofVideoUrl;
  const player: Player = !requested
    ? { state: 'poster' }
    : config.isError
      ? { state: 'unavailable', message: proofVideo.failed }
      : config.isPending
        ? { state: 'loading' }
        : url
          ? { state: 'playing', url }
          : { state: 'unavailable', message: proofVideo.unavailable };

  return (
    <figure className="mx-auto max-w-4xl">
      <div className="relative aspect-video overflow-hidden rounded-xl bg-navy-900 shadow-lg">
        {player.state === 'playing' ? (
          isVideoFile(player.url) ? (
            <video src={player.url} controls autoPlay playsInline className="absolute inset-0 size-full" />
          ) : (
            <iframe
              src={withAutoplay(player.url)}
              title={proofVideo.title}
              allow="autoplay; fullscreen; picture-in-picture"
              allowFullScreen
              className="absolute inset-0 size-full border-0"
            />
          )
        ) : (
          <>
            <VideoPoster />
            {player.state === 'unavailable' ? (
              <div
                role="alert"
                className="absolute inset-x-4 bottom-4 rounded-lg bg-white/95 p-4 text-slate-800 sm:inset-x-8"
              >
                {player.message}
              </div>
            ) : (
              <button
                type="button"
                onClick={play}
                disabled={player.state === 'loading'}
                aria-label={proofVideo.playLabel}
                className="absolute inset-0 flex items-end justify-center pb-6 text-white focus-visible:outline-offset-[-6px]"
              >
                {player.state === 'loading' ? (
                  <Spinner label="Loading the video…" className="rounded-full bg-navy-950/80 px-4 py-2" />
                ) : (
                  <span className="rounded-full bg-navy-950/80 px-4 py-2 text-sm font-semibold">
                    <span aria-hidden="true">▶ </span>Play video
                  </span>
                )}
              </button>
            )}
          </>
        )}
      </div>
      <figcaption className="mt-3 text-center text-sm text-slate-600">
        <span className="font-semibold text-navy-900">{proofVideo.title}.</span> {proofVideo.loadNote}
      </figcaption>
    </figure>
  );
}
