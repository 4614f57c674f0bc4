import { apiRequest, type DownloadedFile } from '../../lib/api-client.ts';
import { saveFile } from './save-file.ts';

/**
 * A file the signed-in person may have (a receipt, a report, an export), fetched with the bearer
 * (refreshed once on a 401, as every call is) and handed to the browser under the name the server
 * gives it, else `fallbackName`. A refusal rejects with the same ApiError as any other call.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const file = await apiRequest<DownloadedFile>(path, { auth: true, binary: true });
  saveFile(file.blob, file.filename ?? fallbackName);
}
