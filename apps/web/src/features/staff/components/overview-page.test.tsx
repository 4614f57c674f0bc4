import type { SiteSettings } from '@exitcraft/shared/schemas/site-config';
import type { StaffOverview } from '@exitcraft/shared/schemas/staff';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../../test/fake-api.ts';
import { inRouter, renderWithQuery } from '../../../../test/render.tsx';
import { OverviewPage } from './overview-page.tsx';

const day = (date: string, tokens: number, estimated: number): StaffOverview['daily'][number] => ({
  date,
  registrations: 0,
  payments: 0,
  confidante_tokens: tokens,
  confidante_estimated_tokens: estimated,
});

const overview: StaffOverview = {
  counts: { members: 3, guests: 5, staff: 1 },
  revenue: { currency: 'usd', total_cents: 0, last_30_days_cents: 0 },
  daily: [day('2026-11-24', 0, 0), day('2026-11-25', 2_400, 0), day('2026-11-26', 1_150, 250)],
};

beforeEach(() => {
  localStorage.setItem('access_token', 'token');
});

describe('the back office overview', () => {
  it('shows the tokens Confidante used today, over the period, and per day, with the estimated part', async () => {
    fakeApi({ 'GET /staff/overview/': () => [200, overview] });
    renderWithQuery(inRouter(<OverviewPage />, '/staff'));
    const usage = await screen.findByRole('region', { name: 'Confidante tokens' });
    const today = within(usage).getByText('Today (UTC)').parentElement as HTMLElement;
    expect(today).toHaveTextContent('1,150');
    expect(today).toHaveTextContent('250 estimated');
    const period = within(usage).getByText('Last 90 days').parentElement as HTMLElement;
    expect(period).toHaveTextContent('3,550');
    expect(period).toHaveTextContent('250 estimated');

    await userEvent.click(screen.getByText('The numbers by day'));
    // made when opened
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Confidante tokens' })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row');
    // newest first, after the header
    expect(rows[1]).toHaveTextContent('2026-11-26');
    expect(rows[1]).toHaveTextContent('1,150 (250 estimated)');
    expect(rows[2]).toHaveTextContent('2,400');
    expect(rows[2]).not.toHaveTextContent('estimated');
  });

  it('shows the page once the figures and the settings have answered: the unset settings above, the job queue below', async () => {
    const settings: SiteSettings = {
      company_name: 'Exitcraft LLC',
      address: null,
      contact_email: 'hello@exitcraft.com',
      support_phone: null,
      social_links: [],
      scheduling_url: null,
      proof_video_url: null,
    };
    let answerSettings: (reply: [number, unknown]) => void = () => {};
    const { called } = fakeApi({
      'GET /staff/overview/': () => [200, overview],
      'GET /staff/site-settings/': () => new Promise((resolve) => (answerSettings = resolve)),
      'GET /staff/jobs/': () => [
        200,
        { queues: [{ kind: 'plan.reminder', waiting: 2, active: 0, failed: 0, completed: 7 }], failed: [] },
      ],
    });
    renderWithQuery(inRouter(<OverviewPage />, '/staff'));
    // all three are asked for at once; the figures wait for the settings, so the notice never pushes them down
    await vi.waitFor(() => expect(called('GET /staff/jobs/')).toHaveLength(1));
    expect(called('GET /staff/site-settings/')).toHaveLength(1);
    expect(screen.getByText('Loading the overview…')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Overview' })).not.toBeInTheDocument();

    answerSettings([200, settings]);
    const notice = await screen.findByRole('complementary', { name: 'Not set yet' });
    expect(notice).toHaveTextContent('Postal address');
    const heading = screen.getByRole('heading', { name: 'Overview' });
    const queue = await screen.findByRole('region', { name: 'Job queue' });
    expect(within(queue).getByRole('rowheader', { name: 'plan.reminder' })).toBeInTheDocument();
    // in reading order: the notice, the figures, the queue
    expect(notice.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(heading.compareDocumentPosition(queue) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
