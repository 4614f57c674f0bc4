import type { StaffAuditEntry } from '@exitcraft/shared/schemas/staff';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../../test/fake-api.ts';
import { inRouter, renderWithQuery } from '../../../../test/render.tsx';
import { AuditPage } from './audit-page.tsx';

const personId = '11111111-1111-4111-8111-111111111111';
const actorId = '99999999-9999-4999-8999-999999999999';

const entry = (overrides: Partial<StaffAuditEntry> = {}): StaffAuditEntry => ({
  id: 12,
  at: '2026-11-20T10:00:05.000Z',
  actor_id: actorId,
  actor_email: 'staff@exitcraft.example',
  action: 'membership.grant',
  target_type: 'person',
  target_id: personId,
  ip: '203.0.113.9',
  detail: { before: { paid: false }, after: { paid: true }, reason: 'Webinar comp' },
  ...overrides,
});

const renderPage = (path = '/staff/audit') => renderWithQuery(inRouter(<AuditPage />, path));

beforeEach(() => {
  localStorage.setItem('access_token', 'token');
});

describe('AuditPage', () => {
  it('shows each entry: what, on whom, when, who, from where and the detail', async () => {
    fakeApi({
      'GET /staff/audit/': () => [
        200,
        {
          entries: [
            entry(),
            entry({ id: 11, action: 'coupon.create', target_type: 'coupon', target_id: 'SPRING', detail: {} }),
          ],
          next_cursor: null,
        },
      ],
    });
    renderPage();
    const link = await screen.findByRole('link', { name: 'person 11111111' });
    expect(link).toHaveAttribute('href', `/staff/people/${personId}`);
    expect(screen.getByText(/^Membership granted/, { selector: 'p' })).toBeInTheDocument();
    expect(screen.getAllByText('2026-11-20 10:00:05 UTC')).toHaveLength(2);
    expect(screen.getByText('before {"paid":false} · after {"paid":true} · reason “Webinar comp”')).toBeInTheDocument();
    expect(screen.getByText(/^Coupon created/, { selector: 'p' })).toHaveTextContent('Coupon created coupon SPRING');
    expect(screen.getAllByText(/from 203\.0\.113\.9/)).toHaveLength(2);
  });

  it('asks the server for what the filters say, and for more when they change', async () => {
    const { calls } = fakeApi({ 'GET /staff/audit/': () => [200, { entries: [entry()], next_cursor: null }] });
    const user = userEvent.setup();
    renderPage('/staff/audit?action=coupon.create');
    await screen.findByRole('link', { name: 'person 11111111' });
    expect(calls.at(-1)?.url).toBe('/staff/audit/?action=coupon.create');
    expect(screen.getByLabelText('Action')).toHaveValue('coupon.create');

    await user.selectOptions(screen.getByLabelText('Action'), 'membership.grant');
    await waitFor(() => expect(calls.at(-1)?.url).toBe('/staff/audit/?action=membership.grant'));

    await user.type(screen.getByLabelText('From (UTC)'), '2026-11-01');
    await user.type(screen.getByLabelText('To (UTC)'), '2026-11-30');
    // the days wait for Apply dates
    expect(calls.at(-1)?.url).toBe('/staff/audit/?action=membership.grant');
    await user.click(screen.getByRole('button', { name: 'Apply dates' }));
    await waitFor(() =>
      expect(decodeURIComponent(calls.at(-1)?.url ?? '')).toBe(
        '/staff/audit/?action=membership.grant&from=2026-11-01T00:00:00Z&to=2026-11-30T23:59:59.999Z',
      ),
    );

    await user.click(screen.getByRole('button', { name: 'Show only what staff@exitcraft.example did' }));
    await waitFor(() =>
      expect(decodeURIComponent(calls.at(-1)?.url ?? '')).toBe(
        `/staff/audit/?action=membership.grant&actor=${actorId}&from=2026-11-01T00:00:00Z&to=2026-11-30T23:59:59.999Z`,
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Everyone acting' }));
    await waitFor(() => expect(calls.at(-1)?.url).not.toContain('actor='));
    expect(screen.queryByRole('button', { name: 'Everyone acting' })).toBeNull();
  });

  it('says so when nothing is recorded', async () => {
    fakeApi({ 'GET /staff/audit/': () => [200, { entries: [], next_cursor: null }] });
    renderPage();
    expect(await screen.findByText('Nothing recorded for this view.')).toBeInTheDocument();
  });
});
