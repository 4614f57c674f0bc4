import { instruments } from '@exitcraft/shared/content/assessments/index';
import { notEnoughPeersMessage } from '@exitcraft/shared/content/benchmarks';
import type { BenchmarksReply } from '@exitcraft/shared/schemas/benchmarks';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../../../test/fake-api.ts';
import { inRouter, renderWithQuery } from '../../../../../test/render.tsx';
import { BrandResult } from './brand-result.tsx';

const items = instruments.brand.sections.flatMap((section) => section.items);
const answers = Object.fromEntries(items.map((item) => [item.id, 4]));
const scores = (overall: number) => ({
  overall,
  dont_know: 0,
  sections: instruments.brand.sections.map((section) => ({ id: section.id, name: section.name, score: overall })),
});
const [leadership, message] = instruments.brand.sections;

const benchmarks: BenchmarksReply = {
  as_of: '2026-11-26',
  min_cohort: 10,
  peer_group: { industry: 'Manufacturing', size: 'Medium' },
  metrics: [
    {
      id: 'readiness',
      source: 'readiness',
      section: null,
      currency: null,
      value: 58,
      all: { status: 'shown', percentile: 40, step: 5, cohort: 148 },
      peers: notEnoughPeersFor(),
    },
    {
      id: 'brand',
      source: 'brand',
      section: null,
      currency: null,
      value: 62.5,
      all: { status: 'shown', percentile: 60, step: 5, cohort: 148 },
      peers: { status: 'shown', percentile: 55, step: 25, cohort: 23 },
    },
    {
      id: `brand:${leadership!.id}`,
      source: 'brand',
      section: { id: leadership!.id, name: leadership!.name },
      currency: null,
      value: 62.5,
      all: { status: 'shown', percentile: 35, step: 5, cohort: 148 },
      peers: notEnoughPeersFor(),
    },
    {
      id: `brand:${message!.id}`,
      source: 'brand',
      section: { id: message!.id, name: message!.name },
      currency: null,
      value: 62.5,
      all: notEnoughPeersFor(),
      peers: notEnoughPeersFor(),
    },
  ],
};
function notEnoughPeersFor() {
  return { status: 'not_enough_peers' as const, message: notEnoughPeersMessage };
}

function api(reply: [number, unknown]) {
  return fakeApi({
    'GET /assessments/brand/submissions/': () => [
      200,
      [
        { id: 'b3', version: 'brand-2026-11', submitted_at: '2026-11-25T10:00:00.000Z', scores: scores(62.5) },
        { id: 'b2', version: 'brand-2026-11', submitted_at: '2026-11-10T10:00:00.000Z', scores: scores(55) },
        { id: 'b1', version: 'brand-2026-11', submitted_at: '2026-11-01T10:00:00.000Z', scores: scores(40) },
      ],
    ],
    'GET /assessments/brand/submissions/b3/': () => [
      200,
      { id: 'b3', version: 'brand-2026-11', submitted_at: '2026-11-25T10:00:00.000Z', scores: scores(62.5), answers },
    ],
    'GET /benchmarks/': () => reply,
  });
}

describe('a result view: how you compare, and the headline over retakes', () => {
  it('says the headline and each section among all owners and peers, in words', async () => {
    api([200, benchmarks]);
    renderWithQuery(inRouter(<BrandResult />, '/dashboard/results/brand'));
    const section = await screen.findByRole('region', { name: 'How you compare' });
    expect(
      await within(section).findByText(
        'Higher than 60 % of 148 owners; in Manufacturing, Medium, higher than 55 % of 23.',
      ),
    ).toBeInTheDocument();
    expect(
      within(section).getByText(
        'Higher than 35 % of 148 owners; in Manufacturing, Medium: not enough peers yet to compare with.',
      ),
    ).toBeInTheDocument();
    // a section with no cohort big enough says only that
    const messageLine = within(section).getByText(`${message!.name}:`).closest('li');
    expect(messageLine).toHaveTextContent(`${message!.name}: ${notEnoughPeersMessage}`);
    // the readiness score is not this instrument's
    expect(within(section).queryByText(/40 %/)).not.toBeInTheDocument();
  });

  it('draws the headline over the retakes, with the same figures as text', async () => {
    api([200, benchmarks]);
    renderWithQuery(inRouter(<BrandResult />, '/dashboard/results/brand'));
    const chart = await screen.findByRole(
      'img',
      {
        name: /from 40\.0 \/ 100 on Nov 1, 2026 to 62\.5 \/ 100 on Nov 25, 2026, 3 submissions/,
      },
      // visx comes in its own chunk
      { timeout: 10_000 },
    );
    expect(chart.tagName.toLowerCase()).toBe('svg');
    const table = screen.getByRole('table', { name: /headline by submission/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Nov 1, 202640.0 / 100',
      'Nov 10, 202655.0 / 100',
      'Nov 25, 202662.5 / 100',
    ]);
  });

  it('shows the failure with Retry, and the rest of the result still', async () => {
    api([500, { code: 'internal', message: 'Something went wrong on our side.' }]);
    renderWithQuery(inRouter(<BrandResult />, '/dashboard/results/brand'));
    const section = await screen.findByRole('region', { name: 'How you compare' });
    expect(await within(section).findByRole('button', { name: /Retry/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Brand Diagnostic Results' })).toBeInTheDocument();
  });
});
