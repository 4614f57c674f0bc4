/**
 * Hands a file the app fetched (with the bearer, so not a plain link: see downloadFile) to the
 * browser as a download.
 */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // the click has started the download; the URL is no longer needed once it has been read
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
