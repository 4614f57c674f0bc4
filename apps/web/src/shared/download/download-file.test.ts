import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeTokens } from '../../lib/token-storage.ts';
import { downloadFile } from './download-file.ts';

const saved = vi.hoisted(() => ({ saveFile: vi.fn() }));
vi.mock('./save-file.ts', () => saved);

function answer(status: number, body: string, headers: Record<string, string> = {}) {
  const fetchMock = vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) => new Response(body, { status, headers }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  saved.saveFile.mockReset();
  localStorage.clear();
});

describe('downloadFile', () => {
  it('fetches with the bearer and saves the file under the name the server gives', async () => {
    storeTokens({ access: 'access-1', refresh: 'refresh-1' });
    const fetchMock = answer(200, 'a,b\n1,2\n', {
      'content-disposition': 'attachment; filename="people-2026-11-26.csv"',
    });
    await downloadFile('/staff/export/people.csv', 'people.csv');
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ headers: { authorization: 'Bearer access-1' } });
    const [blob, filename] = saved.saveFile.mock.calls[0]!;
    expect(await (blob as Blob).text()).toBe('a,b\n1,2\n');
    expect(filename).toBe('people-2026-11-26.csv');
  });

  it('falls back to the caller’s name when the server gives none', async () => {
    answer(200, '%PDF-1.3');
    await downloadFile('/user-payments/7/receipt.pdf', 'receipt-7.pdf');
    // the Blob is the fetch implementation's own class, not the page's: only its name is compared
    expect(saved.saveFile.mock.calls[0]?.[1]).toBe('receipt-7.pdf');
  });

  it('rejects with the server’s sentence and saves nothing when the file is refused', async () => {
    answer(403, JSON.stringify({ code: 'membership_required', message: 'Members only.' }), {
      'content-type': 'application/json',
    });
    await expect(downloadFile('/reports/exit-readiness.pdf', 'report.pdf')).rejects.toMatchObject({
      status: 403,
      message: 'Members only.',
    });
    expect(saved.saveFile).not.toHaveBeenCalled();
  });
});
