import { ApiError, refreshAccessToken } from '../../../lib/api-client.ts';
import { readAccessToken } from '../../../lib/token-storage.ts';

/**
 * A CSV export as the browser downloads it: the bearer goes in a header, so the file comes through
 * fetch and is handed to the browser as a blob with the server's file name.
 */
export async function downloadStaffCsv(url: string, fallbackName: string): Promise<void> {
  const get = (token: string | null) => fetch(url, { headers: { authorization: `Bearer ${token ?? ''}` } });
  let response = await get(readAccessToken());
  // an access token that expired meanwhile: refreshed once, as apiRequest does
  if (response.status === 401) response = await get(await refreshAccessToken());
  if (!response.ok)
    throw new ApiError({
      status: response.status,
      code: 'export_failed',
      message: 'The export failed. Please try again.',
      readable: true,
    });
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const href = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(href);
}
