import { formatCurrency } from '@exitcraft/shared/content/currencies';
import { reportMemberOnlyMessage } from '@exitcraft/shared/content/exit-readiness';
import type { ExitReadinessReport } from '@exitcraft/shared/schemas/exit-readiness';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../../test/fake-api.ts';
import { inRouter, renderWithQuery } from '../../../../test/render.tsx';
import { testUser } from '../../../../test/user.ts';
import type { SessionState } from '../../../lib/session.ts';
import { ExitReadinessPage } from './exit-readiness-page.tsx';

const session = vi.hoisted(() => ({ current: { status: 'unauthenticated', user: null } as SessionState }));
vi.mock('../../../lib/session.ts', () => ({ useSession: () => session.current }));
const download = vi.hoisted(() => ({ saveFile: vi.fn() }));
vi.mock('../../../shared/download/save-file.ts', () => download);

/** The value estimate (issue 30) before any financials: its own section says what is missing. */
const noValue = {
  'GET /reports/value/': (): [number, unknown] => [
    200,
    { missing: ['revenue'], message: 'Add your revenue to see an estimate.' },
  ],
};

const full: ExitReadinessReport = {
  generated_at: '2026-11-25T10:00:00.000Z',
  company: 'Harbor Analytics Inc.',
  score: {
    value: 64,
    completeness: 100,
    parts: [
      { id: 'brand', name: 'Brand', weight: 35, score: 62.5, taken_at: '2026-11-24T10:00:00.000Z' },
      { id: 'checklist', name: 'Business assets', weight: 35, score: 75, taken_at: '2026-11-24T10:00:00.000Z' },
      { id: 'health', name: 'Business health', weight: 30, score: 52.5, taken_at: '2026-11-24T10:00:00.000Z' },
    ],
    health_factors: [
      { id: 'cash_flow', name: 'Cash flow', score: 100 },
      { id: 'staff_turnover', name: 'Staff turnover', score: 0 },
      { id: 'formal_processes', name: 'Formal processes', score: 60 },
      { id: 'plans', name: 'Succession and business plans', score: 50 },
    ],
  },
  at_stake: {
    currency: 'EUR',
    grand_total: 205000,
    submitted_at: '2026-11-24T10:00:00.000Z',
    top_issues: [
      { id: 'customer_concentration', name: 'Customer concentration', section: 'Revenue Model', subtotal: 80000 },
      { id: 'staff_turnover', name: 'Staff turnover', section: 'Corporate Culture', subtotal: 60000 },
      { id: 'no_exit_plan', name: 'No exit or succession plan', section: 'Corporate Strategy', subtotal: 30000 },
    ],
  },
  plan: [
    {
      rank: 1,
      id: 'roi:customer_concentration',
      source: 'roi',
      title: 'Reduce dependence on your largest customers',
      why: 'Customer concentration costs EUR 80,000 a year (your ROI/COI answers, Revenue Model).',
      first_step: 'Set a target share of revenue for your top customer and list ten prospects like them.',
      target_week: 7,
    },
    {
      rank: 2,
      id: 'plans:companySuccessionPlan',
      source: 'plans',
      title: 'Write a succession plan',
      why: 'Your business details say the company succession plan does not exist.',
      first_step: 'Name who would run the business if you stepped away tomorrow, and what they would need.',
      target_week: 13,
    },
  ],
  pdf_available: true,
};

beforeEach(() => {
  session.current = { status: 'authenticated', user: testUser({ role: 'paid_user', paid: true }) };
  download.saveFile.mockReset();
});

describe('/exitwealth', () => {
  it('shows a visitor the formula and the way in, and reads nothing', () => {
    session.current = { status: 'unauthenticated', user: null };
    const api = fakeApi({});
    renderWithQuery(inRouter(<ExitReadinessPage />, '/exitwealth'));
    expect(screen.getByRole('region', { name: 'How the score is worked out' })).toHaveTextContent('brand 35 %');
    expect(screen.getByRole('link', { name: 'Register for Free' })).toBeInTheDocument();
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('shows the score, its parts, the money at stake in the member’s currency and the plan', async () => {
    fakeApi({ 'GET /reports/exit-readiness/': () => [200, full], ...noValue });
    renderWithQuery(inRouter(<ExitReadinessPage />, '/exitwealth'));
    const score = await screen.findByRole('region', { name: 'Exit Readiness Score' });
    // the report's sections render one per frame (InTurns), its formula last
    await screen.findByRole('region', { name: 'How the score is worked out' });
    expect(score).toHaveTextContent('64 / 100');
    expect(score).toHaveTextContent('100% complete: every part taken.');
    expect(within(score).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    const stake = screen.getByRole('region', { name: 'At stake' });
    expect(stake.textContent).toContain(formatCurrency(205000, 'EUR'));
    expect(
      within(stake)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      `Customer concentration${formatCurrency(80000, 'EUR')}`,
      `Staff turnover${formatCurrency(60000, 'EUR')}`,
      `No exit or succession plan${formatCurrency(30000, 'EUR')}`,
    ]);
    const plan = screen.getByRole('region', { name: 'Your 90-day plan' });
    const actions = within(plan).getAllByRole('listitem');
    expect(actions).toHaveLength(2);
    expect(actions[0]).toHaveTextContent('Reduce dependence on your largest customers');
    expect(actions[0]).toHaveTextContent('Target: week 7 of 13');
    expect(actions[0]).toHaveTextContent(`Why: ${full.plan[0]!.why}`);
    expect(actions[0]).toHaveTextContent(`First step: ${full.plan[0]!.first_step}`);
  });

  it('downloads the PDF report for a member', async () => {
    const api = fakeApi({
      // how the owner compares has its own section (GET /benchmarks/): nothing to compare here
      'GET /benchmarks/': () => [
        200,
        { as_of: '2026-11-26', min_cohort: 10, peer_group: { industry: null, size: null }, metrics: [] },
      ],
      'GET /reports/exit-readiness/': () => [200, full],
      ...noValue,
      'GET /reports/exit-readiness.pdf': () => [200, '%PDF-1.3'],
    });
    renderWithQuery(inRouter(<ExitReadinessPage />, '/exitwealth'));
    await userEvent.click(await screen.findByRole('button', { name: 'Download PDF report' }));
    await vi.waitFor(() => expect(download.saveFile).toHaveBeenCalledTimes(1));
    const [blob, filename] = download.saveFile.mock.calls[0]!;
    expect(await (blob as Blob).text()).toBe('"%PDF-1.3"');
    expect(filename).toMatch(/^exitcraft-exit-readiness-\d{4}-\d{2}-\d{2}\.pdf$/);
    expect(api.called('GET /reports/exit-readiness.pdf')[0]?.init.headers).toMatchObject({ accept: '*/*' });
  });

  it('shows a guest their parts as missing, what the PDF holds and "Upgrade Plan"', async () => {
    session.current = { status: 'authenticated', user: testUser() };
    const missing = {
      ...full,
      score: {
        value: 63,
        completeness: 35,
        parts: full.score.parts.map((part) => (part.id === 'brand' ? part : { ...part, score: null, taken_at: null })),
        health_factors: [],
      },
      at_stake: null,
      pdf_available: false,
    };
    fakeApi({ 'GET /reports/exit-readiness/': () => [200, missing], ...noValue });
    renderWithQuery(inRouter(<ExitReadinessPage />, '/exitwealth'));
    const score = await screen.findByRole('region', { name: 'Exit Readiness Score' });
    // the report's sections render one per frame (InTurns), its formula last
    await screen.findByRole('region', { name: 'How the score is worked out' });
    expect(score).toHaveTextContent('35% complete: business assets, business health missing.');
    const parts = screen.getByRole('region', { name: 'The parts of your score' });
    expect(within(parts).getAllByText('Missing')).toHaveLength(2);
    expect(within(parts).getByRole('link', { name: 'Complete it: Business health' })).toHaveAttribute(
      'href',
      '/businessdetails',
    );
    expect(screen.getByRole('region', { name: 'At stake' })).toHaveTextContent('Missing');
    const pdf = screen.getByRole('region', { name: 'Exit Readiness Report (PDF)' });
    expect(within(pdf).getByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute('href', '/pricing-plan');
    expect(within(pdf).queryByRole('button', { name: 'Download PDF report' })).toBeNull();
  });

  it('shows the server’s sentence when a download is refused', async () => {
    fakeApi({
      // how the owner compares has its own section (GET /benchmarks/): nothing to compare here
      'GET /benchmarks/': () => [
        200,
        { as_of: '2026-11-26', min_cohort: 10, peer_group: { industry: null, size: null }, metrics: [] },
      ],
      'GET /reports/exit-readiness/': () => [200, full],
      ...noValue,
      'GET /reports/exit-readiness.pdf': () => [403, { code: 'membership_required', message: reportMemberOnlyMessage }],
    });
    renderWithQuery(inRouter(<ExitReadinessPage />, '/exitwealth'));
    await userEvent.click(await screen.findByRole('button', { name: 'Download PDF report' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(reportMemberOnlyMessage);
    expect(download.saveFile).not.toHaveBeenCalled();
  });
});
