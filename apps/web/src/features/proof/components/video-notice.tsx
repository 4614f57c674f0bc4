import { VideoPoster } from './video-poster.tsx';

/** The poster under a notice in place of the player: the video is not set, or failed to load. */
export function VideoNotice({ message }: { message: string }) {
  return (
    <div className="absolute inset-0">
      <VideoPoster />
      <div role="alert" className="absolute inset-x-4 bottom-4 rounded-lg bg-white/95 p-4 text-slate-800 sm:inset-x-8">
        {message}
      </div>
    </div>
  );
}
