import { noPeerGroupMessage, notEnoughPeersMessage } from '@exitcraft/shared/content/benchmarks';
import type { BenchmarkMetric } from '@exitcraft/shared/schemas/benchmarks';
import { describe, expect, it } from 'vitest';
import { comparisonSentence } from './comparison-text.ts';

const metric = (all: BenchmarkMetric['all'], peers: BenchmarkMetric['peers']): BenchmarkMetric => ({
  id: 'brand',
  source: 'brand',
  section: null,
  currency: null,
  value: 62.5,
  all,
  peers,
});
const group = { industry: 'Manufacturing', size: 'Medium' };
const notEnough = { status: 'not_enough_peers', message: notEnoughPeersMessage } as const;

describe('comparisonSentence', () => {
  it('says both cohorts with their sizes', () => {
    expect(
      comparisonSentence(
        metric(
          { status: 'shown', percentile: 60, step: 5, cohort: 1480 },
          { status: 'shown', percentile: 55, step: 25, cohort: 23 },
        ),
        group,
      ),
    ).toBe('Higher than 60 % of 1,480 owners; in Manufacturing, Medium, higher than 55 % of 23.');
  });

  it('says why the peers are not shown', () => {
    expect(comparisonSentence(metric({ status: 'shown', percentile: 0, step: 50, cohort: 10 }, notEnough), group)).toBe(
      'Higher than 0 % of 10 owners; in Manufacturing, Medium: not enough peers yet to compare with.',
    );
    expect(
      comparisonSentence(
        metric(
          { status: 'shown', percentile: 50, step: 50, cohort: 10 },
          { status: 'no_group', message: noPeerGroupMessage },
        ),
        { industry: null, size: null },
      ),
    ).toBe('Higher than 50 % of 10 owners.');
  });

  it('says only "not enough peers yet" when neither cohort is shown', () => {
    expect(comparisonSentence(metric(notEnough, notEnough), group)).toBe(notEnoughPeersMessage);
    expect(
      comparisonSentence(metric(notEnough, { status: 'no_group', message: noPeerGroupMessage }), {
        industry: null,
        size: null,
      }),
    ).toBe(notEnoughPeersMessage);
  });
});
