import { noPeerGroupMessage, notEnoughPeersMessage } from '@exitcraft/shared/content/benchmarks';
import type { BenchmarksReply } from '@exitcraft/shared/schemas/benchmarks';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithQuery } from '../../../test/render.tsx';
import { BenchmarkSummary } from './benchmark-summary.tsx';

const reply: BenchmarksReply = {
  as_of: '2026-11-26',
  min_cohort: 10,
  peer_group: { industry: null, size: null },
  metrics: [
    {
      id: 'readiness',
      source: 'readiness',
      section: null,
      currency: null,
      value: 64,
      all: { status: 'shown', percentile: 60, step: 5, cohort: 148 },
      peers: { status: 'no_group', message: noPeerGroupMessage },
    },
    {
      id: 'diagnostic',
      source: 'diagnostic',
      section: null,
      currency: null,
      value: 62.5,
      all: { status: 'not_enough_peers', message: notEnoughPeersMessage },
      peers: { status: 'no_group', message: noPeerGroupMessage },
    },
    {
      id: 'diagnostic:logo',
      source: 'diagnostic',
      section: { id: 'logo', name: 'Logo' },
      currency: null,
      value: 100,
      all: { status: 'shown', percentile: 90, step: 5, cohort: 148 },
      peers: { status: 'no_group', message: noPeerGroupMessage },
    },
  ],
};

describe('BenchmarkSummary (/exitwealth)', () => {
  it('says the readiness score and each headline among other owners, and how to be compared with peers', async () => {
    fakeApi({ 'GET /benchmarks/': () => [200, reply] });
    renderWithQuery(<BenchmarkSummary />);
    const section = await screen.findByRole('region', { name: 'How you compare' });
    const terms = await within(section).findAllByRole('term');
    expect(terms.map((term) => term.textContent)).toEqual(['Exit Readiness Score', 'Business Assets Checklist']);
    expect(
      within(section)
        .getAllByRole('definition')
        .map((item) => item.textContent),
    ).toEqual(['Higher than 60 % of 148 owners.', notEnoughPeersMessage]);
    expect(within(section).getByText(noPeerGroupMessage)).toBeInTheDocument();
  });

  it('asks for an assessment when there is nothing to compare', async () => {
    fakeApi({ 'GET /benchmarks/': () => [200, { ...reply, metrics: [] }] });
    renderWithQuery(<BenchmarkSummary />);
    expect(await screen.findByText('Take an assessment to be compared with other owners.')).toBeInTheDocument();
  });
});
