import { instrumentItems, instruments } from '@exitcraft/shared/content/assessments/index';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../../test/fake-api.ts';
import { inRouter, renderWithQuery } from '../../../../test/render.tsx';
import { testUser } from '../../../../test/user.ts';
import type { SessionState } from '../../../lib/session.ts';
import { ToolPage } from './tool-page.tsx';

const session = vi.hoisted(() => ({ current: { status: 'unauthenticated', user: null } as SessionState }));
vi.mock('../../../lib/session.ts', () => ({ useSession: () => session.current }));

const brandScores = (overall: number) => ({
  overall,
  dont_know: 0,
  sections: instruments.brand.sections.map((section) => ({ id: section.id, name: section.name, score: overall })),
});
const submission = (id: string, at: string, overall: number) => ({
  id,
  version: 'brand-2026-11',
  submitted_at: at,
  scores: brandScores(overall),
});

beforeEach(() => {
  session.current = { status: 'authenticated', user: testUser() };
});

describe('a tool page', () => {
  it('shows a visitor the overview from the instrument, with "Register for Free" and "Login", and reads nothing', () => {
    session.current = { status: 'unauthenticated', user: null };
    const api = fakeApi({});
    renderWithQuery(inRouter(<ToolPage kind="roi" />, '/roicalculation'));
    expect(screen.getByRole('heading', { level: 1, name: 'ROI/COI Calculator' })).toBeInTheDocument();
    const overview = screen.getByRole('region', { name: 'Overview' });
    expect(overview).toHaveTextContent(
      `${instrumentItems(instruments.roi).length} in ${instruments.roi.sections.length} sections`,
    );
    expect(overview).toHaveTextContent('About 20 minutes');
    expect(screen.getByRole('link', { name: 'Register for Free' })).toHaveAttribute(
      'href',
      '/auth?plan=guest&view=register',
    );
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth?view=login');
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('says "Not started" with Start for a person who has nothing yet', async () => {
    fakeApi({ 'GET /assessments/diagnostic/status/': () => [200, { draft: null, submissions: [] }] });
    renderWithQuery(inRouter(<ToolPage kind="diagnostic" />, '/brandassets'));
    const status = await screen.findByRole('region', { name: 'Your status' });
    expect(status).toHaveTextContent('Not started.');
    expect(within(status).getByRole('link', { name: 'Start' })).toHaveAttribute('href', '/brand-diagnostic');
    expect(within(status).queryByRole('link', { name: 'View Result' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Your submissions' })).toBeNull();
  });

  it('shows a draft’s date and how much of it is answered, with Resume', async () => {
    fakeApi({
      'GET /assessments/brand/status/': () => [
        200,
        { draft: { saved_at: '2026-11-24T15:00:00.000Z', answered: 10, total: 40 }, submissions: [] },
      ],
    });
    renderWithQuery(inRouter(<ToolPage kind="brand" />, '/brand-diagnostic-details'));
    const status = await screen.findByRole('region', { name: 'Your status' });
    expect(status).toHaveTextContent('Draft saved on November 24, 2026 at 25% answered.');
    expect(within(status).getByRole('link', { name: 'Resume' })).toHaveAttribute('href', '/brandassignment');
  });

  it('shows the latest result with Retake and View Result, and the history with its trend', async () => {
    fakeApi({
      'GET /assessments/brand/status/': () => [
        200,
        {
          draft: null,
          submissions: [
            submission('b', '2026-11-24T15:00:00.000Z', 62.5),
            submission('a', '2026-11-01T15:00:00.000Z', 50),
          ],
        },
      ],
    });
    renderWithQuery(inRouter(<ToolPage kind="brand" />, '/brand-diagnostic-details'));
    const status = await screen.findByRole('region', { name: 'Your status' });
    expect(status).toHaveTextContent('Completed on November 24, 2026 with overall brand score: 62.5 / 100.');
    expect(within(status).getByRole('link', { name: 'Retake' })).toHaveAttribute('href', '/brandassignment');
    expect(within(status).getByRole('link', { name: 'View Result' })).toHaveAttribute(
      'href',
      '/dashboard/results/brand',
    );
    const history = screen.getByRole('region', { name: 'Your submissions' });
    expect(within(history).getByRole('img')).toHaveAccessibleName(
      'Overall brand score: from 50.0 / 100 on Nov 1, 2026 to 62.5 / 100 on Nov 24, 2026, 2 submissions.',
    );
    const rows = within(history).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('62.5 / 100'),
      expect.stringContaining('50.0 / 100'),
    ]);
    // an older submission opens in the result view by its id
    expect(within(rows[1]!).getByRole('link')).toHaveAttribute('href', '/dashboard/results/brand?submission=a');
  });

  it('shows the calculator’s headline in its currency', async () => {
    fakeApi({
      'GET /assessments/roi/status/': () => [
        200,
        {
          draft: null,
          submissions: [
            {
              id: 'r',
              version: 'roi-2026-11',
              submitted_at: '2026-11-24T15:00:00.000Z',
              scores: { currency: 'USD', grand_total: 204000, sections: [] },
            },
          ],
        },
      ],
    });
    renderWithQuery(inRouter(<ToolPage kind="roi" />, '/roicalculation'));
    expect(await screen.findByRole('region', { name: 'Your status' })).toHaveTextContent('$204,000 a year');
    expect(screen.getByText('The trend chart appears once you have submitted twice.')).toBeInTheDocument();
  });

  it('offers Retry when the status cannot be read', async () => {
    const api = fakeApi({
      'GET /assessments/brand/status/': () => [500, { code: 'internal', message: 'Something went wrong.' }],
    });
    renderWithQuery(inRouter(<ToolPage kind="brand" />, '/brand-diagnostic-details'));
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(api.called('GET /assessments/brand/status/')).toHaveLength(2);
  });
});
