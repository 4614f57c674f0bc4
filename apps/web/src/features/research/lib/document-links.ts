export interface DocumentLinks {
  /** Opened in a new tab by 'View PDF'. */
  view: string;
  /** Opened by 'Download'. */
  download: string;
}

const driveHosts = new Set(['drive.google.com', 'docs.google.com']);
const fileIdPattern = /^[\w-]{10,}$/;

/**
 * The id of a cloud-drive file link, in any of its common forms: `/file/d/<ID>/...`,
 * `open?id=<ID>` or `uc?id=<ID>`. Anything else (a folder, another host) is not a file link.
 */
export function driveFileId(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || !driveHosts.has(url.hostname)) return null;
  const fromPath = /^\/file\/d\/([^/]+)/.exec(url.pathname)?.[1];
  const fromQuery = url.pathname === '/open' || url.pathname === '/uc' ? url.searchParams.get('id') : null;
  const id = fromPath ?? fromQuery;
  return id && fileIdPattern.test(id) ? id : null;
}

/**
 * Member-area section 2: View opens the viewer form of a drive file, Download its direct-download
 * form; a link that is not a drive file opens as it is for both.
 */
export function documentLinks(raw: string): DocumentLinks {
  const id = driveFileId(raw);
  if (!id) {
    const link = raw.trim();
    return { view: link, download: link };
  }
  const encoded = encodeURIComponent(id);
  return {
    view: `https://drive.google.com/file/d/${encoded}/view`,
    download: `https://drive.google.com/uc?export=download&id=${encoded}`,
  };
}
