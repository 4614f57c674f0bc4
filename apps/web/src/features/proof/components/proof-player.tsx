import { proofVideo } from '@exitcraft/shared/content/proof';
import type { ReactNode } from 'react';
import { QueryProvider } from '../../../lib/query-provider.tsx';
import { useSiteConfig } from '../../../shared/site-config/use-site-config.ts';
import { VideoNotice } from './video-notice.tsx';
import { isVideoFile, withAutoplay } from './video-source.ts';

/** The hosted player, once play was pressed: its address comes from GET /site-config/. */
export function ProofPlayer({ loading }: { loading: ReactNode }) {
  return (
    <QueryProvider>
      <Player loading={loading} />
    </QueryProvider>
  );
}

function Player({ loading }: { loading: ReactNode }) {
  const config = useSiteConfig({ retry: false });
  if (config.isPending) return loading;
  const url = config.data?.proofVideoUrl;
  if (config.isError || !url) {
    return <VideoNotice message={config.isError ? proofVideo.failed : proofVideo.unavailable} />;
  }
  return isVideoFile(url) ? (
    <video src={url} controls autoPlay playsInline className="absolute inset-0 size-full" />
  ) : (
    <iframe
      src={withAutoplay(url)}
      title={proofVideo.title}
      allow="autoplay; fullscreen; picture-in-picture"
      allowFullScreen
      className="absolute inset-0 size-full border-0"
    />
  );
}
