import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { testQueryClient } from '../../../../test/render.tsx';
import { auditKeys } from './audit.ts';
import { exportFailedMessage, useCsvExport } from './export.ts';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('../../../lib/toast.ts', () => ({ toast }));

function renderExport(download: (filter: string) => Promise<void>) {
  const client = testQueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { invalidate, ...renderHook(() => useCsvExport(download), { wrapper }) };
}

describe('useCsvExport', () => {
  it('downloads with the filter, then reads the audit log again (the export is recorded there)', async () => {
    const download = vi.fn(async () => undefined);
    const { result, invalidate } = renderExport(download);
    await act(() => result.current.mutateAsync('members'));
    expect(download).toHaveBeenCalledWith('members', expect.anything());
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: auditKeys.all }));
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('says the export failed in one toast, and leaves the audit log alone', async () => {
    const { result, invalidate } = renderExport(async () => {
      throw new TypeError('Failed to fetch');
    });
    act(() => result.current.mutate('members'));
    await waitFor(() => expect(toast.error).toHaveBeenCalledTimes(1));
    expect(toast.error).toHaveBeenCalledWith(exportFailedMessage);
    expect(invalidate).not.toHaveBeenCalled();
  });
});
