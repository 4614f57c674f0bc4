import type { StaffReportedMessage } from '@exitcraft/shared/schemas/staff';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../../test/fake-api.ts';
import { inRouter, renderWithQuery } from '../../../../test/render.tsx';
import { ModerationPage } from './moderation-page.tsx';

const reported = (overrides: Partial<StaffReportedMessage>): StaffReportedMessage => ({
  id: '7',
  channel: 'general',
  alias: 'RedCat123',
  text: 'Buy my course at https://spam.example',
  created_at: '2026-11-24T10:00:00.000Z',
  hidden: false,
  hidden_at: null,
  report_count: 2,
  last_reported_at: '2026-11-25T09:00:00.000Z',
  reasons: ['Spam'],
  ...overrides,
});

const renderPage = () => renderWithQuery(inRouter(<ModerationPage />, '/staff/moderation'));

beforeEach(() => {
  localStorage.setItem('access_token', 'token');
});

describe('ModerationPage', () => {
  it('lists reported messages and hides one only after the dialog is confirmed', async () => {
    let hidden = false;
    const { called } = fakeApi({
      'GET /staff/moderation/': () => [
        200,
        {
          messages: [
            reported({ hidden, hidden_at: hidden ? '2026-11-25T10:00:00.000Z' : null }),
            reported({
              id: '5',
              alias: 'BlueFox7',
              text: 'Old news',
              hidden: true,
              hidden_at: '2026-11-20T10:00:00.000Z',
              report_count: 1,
              reasons: [],
            }),
          ],
          next_cursor: null,
        },
      ],
      'POST /staff/moderation/7/hide/': () => {
        hidden = true;
        return [200, { id: '7', hidden: true, changed: true }];
      },
    });
    const user = userEvent.setup();
    renderPage();
    const list = await screen.findByRole('list', { name: 'Reported messages' });
    expect(within(list).getByText('Buy my course at https://spam.example')).toBeInTheDocument();
    expect(within(list).getByText(/Reported 2 times/)).toBeInTheDocument();
    expect(within(list).getByText('Spam')).toBeInTheDocument();
    expect(within(list).getByText(/Reported once/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Restore the message by BlueFox7' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Hide the message by RedCat123' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide this message?' });
    expect(within(dialog).getByText(/disappears for everyone at once/)).toBeInTheDocument();
    // cancelling changes nothing
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(called('POST /staff/moderation/7/hide/')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Hide the message by RedCat123' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Hide message' }));
    await waitFor(() => expect(called('POST /staff/moderation/7/hide/')).toHaveLength(1));
    // the list is read again and shows it hidden, with Restore
    expect(await screen.findByRole('button', { name: 'Restore the message by RedCat123' })).toBeInTheDocument();
  });

  it('shows a failure in the dialog and keeps it open', async () => {
    fakeApi({
      'GET /staff/moderation/': () => [
        200,
        { messages: [reported({ hidden: true, hidden_at: '2026-11-25T10:00:00.000Z' })], next_cursor: null },
      ],
      'POST /staff/moderation/7/restore/': () => [
        404,
        { code: 'not_found', message: 'This message does not exist or was removed.' },
      ],
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Restore the message by RedCat123' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore this message?' });
    await user.click(within(dialog).getByRole('button', { name: 'Restore message' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This message does not exist or was removed.');
  });

  it('says so when nothing is reported', async () => {
    fakeApi({ 'GET /staff/moderation/': () => [200, { messages: [], next_cursor: null }] });
    renderPage();
    expect(await screen.findByText(/No reported messages/)).toBeInTheDocument();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    fakeApi({ 'GET /staff/moderation/': () => [500, { code: 'server_error', message: 'Something went wrong.' }] });
    renderPage();
    expect(await screen.findByRole('button', { name: /try again|retry/i })).toBeInTheDocument();
  });
});
