/** A file we can hand to <video> directly; anything else is a hosted player page for an <iframe>. */
export function isVideoFile(url: string): boolean {
  try {
    return /\.(mp4|webm|ogv|mov)$/i.test(new URL(url, window.location.origin).pathname);
  } catch {
    return false;
  }
}

/** Hosted players start on load when asked to; the click that loaded them was the request to play. */
export function withAutoplay(url: string): string {
  try {
    const parsed = new URL(url);
    if (!parsed.searchParams.has('autoplay')) parsed.searchParams.set('autoplay', '1');
    return parsed.toString();
  } catch {
    return url;
  }
}
