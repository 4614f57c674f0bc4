import { describe, expect, it } from 'vitest';
import { scoreSummary } from './score-summary.ts';

describe('scoreSummary', () => {
  it('reads Brand as a score out of 100', () => {
    expect(
      scoreSummary('brand', {
        overall: 62.5,
        dont_know: 1,
        sections: [{ id: 'a', name: 'Identity', score: 75 }],
      }),
    ).toEqual({ headline: 'Overall 62.5 / 100', sections: [{ name: 'Identity', value: '75 / 100' }] });
  });

  it('reads the Diagnostic as the share of yes', () => {
    expect(
      scoreSummary('diagnostic', {
        overall: { yes: 20, total: 32, yes_pct: 62.5 },
        sections: [{ id: 'f', name: 'Finance', yes: 3, total: 4, yes_pct: 75 }],
      }),
    ).toEqual({ headline: '20 of 32 yes (62.5%)', sections: [{ name: 'Finance', value: '3 of 4 yes' }] });
  });

  it('reads the ROI as money in its currency', () => {
    expect(
      scoreSummary('roi', {
        currency: 'CAD',
        grand_total: 125000,
        sections: [{ id: 's', name: 'Sales', total: 125000, issues: [] }],
      }),
    ).toEqual({ headline: 'Total CA$125,000', sections: [{ name: 'Sales', value: 'CA$125,000' }] });
  });

  it('gives nothing for scores that are not in their kind’s shape', () => {
    expect(scoreSummary('brand', { overall: 'high' })).toBeNull();
    expect(scoreSummary('roi', null)).toBeNull();
    expect(scoreSummary('unknown', {})).toBeNull();
  });
});
