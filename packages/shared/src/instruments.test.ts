import { describe, expect, it } from 'vitest';
import { assessmentKinds, instruments } from './content/assessments/index.ts';
import { figureText, instrumentDescriptor, instrumentDescriptors, scoresOf } from './instruments.ts';
import { readStoredScores } from './schemas/assessment-scores.ts';
import { routes } from './routes.ts';

const brandScores = { overall: 62.5, dont_know: 1, sections: [{ id: 'leadership', name: 'Leadership', score: 75 }] };
const diagnosticScores = {
  overall: { yes: 20, total: 32, yes_pct: 62.5 },
  sections: [{ id: 'logo', name: 'Corporate Logo', yes: 3, total: 6, yes_pct: 50 }],
};
const roiScores = {
  currency: 'CAD' as const,
  grand_total: 125000,
  sections: [{ id: 'strategy', name: 'Corporate Strategy', total: 125000, issues: [] }],
};

describe('the instrument descriptors', () => {
  it('describe every kind, each under its own name, with its own instrument and pages', () => {
    expect(Object.keys(instrumentDescriptors).sort()).toEqual([...assessmentKinds].sort());
    for (const kind of assessmentKinds) {
      const descriptor = instrumentDescriptor(kind);
      expect(descriptor.kind).toBe(kind);
      expect(descriptor.instrument).toBe(instruments[kind]);
      expect(routes[descriptor.routes.tool].title).toBe(descriptor.title);
    }
  });

  it('say which kind carries a currency and which needs every answer', () => {
    const facts = assessmentKinds.map((kind) => [
      kind,
      instrumentDescriptor(kind).carriesCurrency,
      instrumentDescriptor(kind).everyAnswerRequired,
    ]);
    expect(facts).toEqual([
      ['brand', false, true],
      ['roi', true, false],
      ['diagnostic', false, true],
    ]);
  });

  it('keep the names the screens and the report print', () => {
    expect(assessmentKinds.map((kind) => instrumentDescriptors[kind].title)).toEqual([
      'Brand Assessment',
      'ROI/COI Calculator',
      'Business Assets Checklist',
    ]);
    expect(assessmentKinds.map((kind) => instrumentDescriptors[kind].name)).toEqual([
      'brand assessment',
      'ROI/COI calculator',
      'business assets checklist',
    ]);
  });

  it('read each kind’s headline figure from its scores', () => {
    expect(instrumentDescriptors.brand.headline(brandScores)).toEqual({ unit: 'score', value: 62.5, max: 100 });
    expect(instrumentDescriptors.diagnostic.headline(diagnosticScores)).toEqual({
      unit: 'share',
      value: 62.5,
      max: 100,
      yes: 20,
      total: 32,
    });
    expect(instrumentDescriptors.roi.read(roiScores)?.headline).toEqual({
      unit: 'money',
      value: 125000,
      currency: 'CAD',
    });
    expect(instrumentDescriptors.diagnostic.read(diagnosticScores)?.sections).toEqual([
      { id: 'logo', name: 'Corporate Logo', figure: { unit: 'share', value: 50, max: 100, yes: 3, total: 6 } },
    ]);
  });

  it('tell each kind’s scores from the other kinds’ in the contract’s union', () => {
    for (const scores of [brandScores, roiScores, diagnosticScores]) {
      const owners = assessmentKinds.filter((kind) => scoresOf(kind, scores) !== null);
      expect(owners).toHaveLength(1);
    }
    expect(scoresOf('brand', brandScores)).toBe(brandScores);
    expect(scoresOf('roi', brandScores)).toBeNull();
    expect(instrumentDescriptors.roi.read(brandScores)).toBeNull();
    expect(instrumentDescriptors.diagnostic.read(roiScores)).toBeNull();
  });

  it('read nothing from stored scores that are not in the kind’s shape', () => {
    expect(readStoredScores('brand', { overall: 'high' })).toBeNull();
    expect(readStoredScores('roi', brandScores)).toBeNull();
    expect(readStoredScores('diagnostic', null)).toBeNull();
    expect(readStoredScores('diagnostic', diagnosticScores)?.headline).toEqual(
      instrumentDescriptors.diagnostic.headline(diagnosticScores),
    );
  });

  it('print a figure as the tool pages and the report do', () => {
    expect(figureText(instrumentDescriptors.brand.headline(brandScores))).toBe('62.5 / 100');
    expect(figureText(instrumentDescriptors.diagnostic.headline(diagnosticScores))).toBe('20 of 32 (62.5 %)');
    expect(figureText({ unit: 'money', value: 1234, currency: 'USD' })).toBe('$1,234 a year');
    expect(figureText({ unit: 'money', value: 1234, currency: 'USD' }, (amount, code) => `${code} ${amount}`)).toBe(
      'USD 1234 a year',
    );
  });
});
