/**
 * Which build this page runs: the file name of its entry script (`index-Ab12Cd34.js`), which changes
 * with every deploy that changes the code. Empty in the dev server and in tests (no hashed entry).
 */
export function currentBuild(): string {
  if (typeof document === 'undefined') return '';
  const entry = document.querySelector<HTMLScriptElement>('script[type="module"][src]');
  // the last segment of the script's URL, without its query
  return /([^/?#]*)(?:[?#].*)?$/.exec(entry?.src ?? '')?.[1] ?? '';
}
