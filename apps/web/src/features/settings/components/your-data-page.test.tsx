import { yourDataMessages } from '@exitcraft/shared/schemas/your-data';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';

// the first render loads the screen's modules: slow on a busy machine
vi.setConfig({ testTimeout: 20_000 });
import { fakeApi } from '../../../../test/fake-api.ts';
import { inRouter, renderWithQuery } from '../../../../test/render.tsx';
import { exportPollMs } from '../api.ts';
import { YourDataPage, yourDataText } from './your-data-page.tsx';
import { changeValue } from '../../../../test/change-value.ts';

async function settle() {
  for (let round = 0; round < 4; round += 1) await act(async () => vi.advanceTimersByTime(0));
}

const id = '00000000-0000-4000-8000-0000000000aa';
const entry = (status: 'pending' | 'ready') => ({
  id,
  status,
  requested_at: '2026-11-20T10:00:00.000Z',
  ready_at: status === 'ready' ? '2026-11-20T10:00:05.000Z' : null,
  expires_at: status === 'ready' ? '2026-11-27T10:00:05.000Z' : null,
  bytes: status === 'ready' ? 4096 : null,
});

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.setItem('access_token', 'a1');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

it('asks for an export, polls while it is prepared, then offers the download', async () => {
  let state: 'none' | 'pending' | 'ready' = 'none';
  const api = fakeApi({
    'GET /account/export/': () => [200, { exports: state === 'none' ? [] : [entry(state)] }],
    'POST /account/export/': () => {
      state = 'pending';
      return [202, { id }];
    },
  });
  renderWithQuery(inRouter(<YourDataPage />, '/yourDataView'));
  await settle();
  expect(screen.getByText(yourDataText.noExports)).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: yourDataText.requestExport }));
  await settle();
  expect(api.called('POST /account/export/')).toHaveLength(1);
  expect(screen.getByText(/Being prepared/)).toBeTruthy();
  expect(screen.queryByRole('button', { name: yourDataText.download })).toBeNull();
  state = 'ready';
  await act(async () => vi.advanceTimersByTime(exportPollMs));
  await settle();
  expect(screen.getByRole('button', { name: yourDataText.download })).toBeTruthy();
});

it('the delete dialog sends the password and the community choice, and shows a refusal in place', async () => {
  const api = fakeApi({
    'GET /account/export/': () => [200, { exports: [] }],
    'POST /account/delete/': () => [401, { code: 'invalid_password', message: 'Invalid password. Please try again.' }],
  });
  renderWithQuery(inRouter(<YourDataPage />, '/yourDataView'));
  await settle();
  fireEvent.click(screen.getByRole('button', { name: yourDataText.deleteButton }));
  await settle();
  const dialog = screen.getByRole('dialog', { name: yourDataText.dialogTitle });
  fireEvent.click(within(dialog).getByRole('button', { name: yourDataText.confirm }));
  await settle();
  expect(within(dialog).getByText(yourDataMessages.passwordRequired)).toBeTruthy();
  expect(api.called('POST /account/delete/')).toHaveLength(0);

  fireEvent.click(within(dialog).getByRole('radio', { name: yourDataText.remove }));
  changeValue(within(dialog).getByLabelText('Current Password', { exact: true }), {
    target: { value: 'Wrong#Pass1' },
  });
  fireEvent.click(within(dialog).getByRole('button', { name: yourDataText.confirm }));
  await settle();
  expect(api.called('POST /account/delete/')[0]?.body).toEqual({
    password: 'Wrong#Pass1',
    community_messages: 'delete',
  });
  expect(within(dialog).getByText('Invalid password. Please try again.')).toBeTruthy();
});
