import {
  type AssessmentKind,
  assessmentKinds,
  type Instrument,
  instrumentItems,
  instruments,
} from './content/assessments/index.ts';
import { type RoiSection, roiSections } from './content/assessments/roi.ts';
import { type CurrencyCode, formatCurrency } from './content/currencies.ts';
import { type RouteId, routes } from './routes.ts';
import type { AssessmentScores, BrandScores, DiagnosticScores, RoiScores } from './schemas/assessment-scores.ts';
import type { AssessmentAnswers } from './schemas/assessments.ts';

/*
 * What differs between the three assessments, decided once, without zod: the dashboard, the result
 * views and Exit Wealth read these descriptors and load no schema library for them (decision 047).
 * The checks that go with them (an answer's value, stored scores read from the database) are zod
 * schemas beside the contract: `answersSchemaFor` in schemas/assessments.ts and `readStoredScores`
 * in schemas/assessment-scores.ts.
 * The questionnaires, the result views,
 * the tool pages, the back office, the server's checks and scoring and the PDF report read these
 * descriptors instead of asking "is this the calculator?". A new kind fails to compile until it
 * says every one of these things; the lint rule in eslint/instrument-descriptors.js fails code
 * that compares a `kind` with a kind's name anywhere else.
 */

/**
 * A figure as the screens print it: a score out of 100, a share of "Yes" answers (the share in
 * percent, with the count it comes from), or a sum of money in the submission's currency.
 */
export type Figure =
  | { unit: 'score'; value: number; max: 100 }
  | { unit: 'share'; value: number; max: 100; yes: number; total: number }
  | { unit: 'money'; value: number; currency: CurrencyCode };

/** A submission's scores as figures: the headline it is summed up by, and one per section. */
export interface ScoreReading {
  headline: Figure;
  sections: { id: string; name: string; figure: Figure }[];
}

/** A page of the route registry whose path takes no parameter: `href(id)` needs nothing more. */
export type PlainRouteId = {
  [Id in RouteId]: (typeof routes)[Id]['path'] extends `${string}:${string}` ? never : Id;
}[RouteId];

export interface InstrumentDescriptor<Scores> {
  kind: AssessmentKind;
  /** the instrument new drafts and submissions are checked and scored against */
  instrument: Instrument;
  /** the tool's name as a heading (tool page, PDF report): its tool page's title in the route registry */
  title: string;
  /** the tool's name inside a sentence ("You have not taken the … yet.") */
  name: string;
  /** how the back office's person page names it */
  staffLabel: string;
  /** its pages in the route registry: the questionnaire, the result view, the public tool page */
  routes: { take: PlainRouteId; result: PlainRouteId; tool: PlainRouteId };
  /** the member picks a currency, kept with the draft and the submission and used by the scores */
  carriesCurrency: boolean;
  /** a submission needs every item answered; otherwise an item left out counts as nothing (0) */
  everyAnswerRequired: boolean;
  /** how a wrong answer is explained (after the item id); schemas/assessments.ts checks the value */
  answerRule: string;
  /** the named issues a section's items belong to (an item's `issue`); empty when items stand alone */
  issueSections: readonly RoiSection[];
  /** member-area section 9: where the questionnaire keeps its draft in local storage */
  draftStorageKey: string;
  /** member-area sections 4 and 9: the session flag a submission sets, and the pause before the dashboard */
  afterSubmit: { flag: string; redirectMs: number };
  /** whether scores of the contract's union are this kind's (the union's members differ in their keys) */
  owns: (scores: AssessmentScores) => scores is AssessmentScores & Scores;
  /** the figure a submission is summed up by (tool page, history, back office, Exit Readiness Score, PDF) */
  headline: (scores: Scores) => Figure;
  /** each section's figure, in the instrument's order */
  sections: (scores: Scores) => ScoreReading['sections'];
}

/**
 * A descriptor with a submission's scores readable as figures: scores as a reply carries them (the
 * server checks them against the contract's union before it sends them, and computes each kind's
 * own), null when they are another kind's.
 */
export type DescribedInstrument<Scores> = InstrumentDescriptor<Scores> & {
  read: (scores: AssessmentScores) => ScoreReading | null;
};

function describe<Scores>(descriptor: InstrumentDescriptor<Scores>): DescribedInstrument<Scores> {
  return {
    ...descriptor,
    read(scores) {
      return descriptor.owns(scores)
        ? { headline: descriptor.headline(scores), sections: descriptor.sections(scores) }
        : null;
    },
  };
}

interface ScoresByKind {
  brand: BrandScores;
  roi: RoiScores;
  diagnostic: DiagnosticScores;
}

export const instrumentDescriptors = {
  brand: describe<BrandScores>({
    kind: 'brand',
    instrument: instruments.brand,
    title: routes.brandTool.title,
    name: 'brand assessment',
    staffLabel: 'Brand assessment',
    routes: { take: 'brandAssessment', result: 'brandResult', tool: 'brandTool' },
    carriesCurrency: false,
    everyAnswerRequired: true,
    answerRule: 'must be a rating from 1 (Strongly Disagree) to 5 (Strongly Agree).',
    issueSections: [],
    draftStorageKey: 'brand-assessment-data',
    afterSubmit: { flag: 'assign-1', redirectMs: 500 },
    owns: (scores): scores is BrandScores => 'dont_know' in scores,
    headline: (scores) => ({ unit: 'score', value: scores.overall, max: 100 }),
    sections: (scores) =>
      scores.sections.map(({ id, name, score }) => ({ id, name, figure: { unit: 'score', value: score, max: 100 } })),
  }),
  roi: describe<RoiScores>({
    kind: 'roi',
    instrument: instruments.roi,
    title: routes.roiTool.title,
    name: 'ROI/COI calculator',
    staffLabel: 'ROI calculator',
    routes: { take: 'roiAssessment', result: 'roiResult', tool: 'roiTool' },
    carriesCurrency: true,
    everyAnswerRequired: false,
    answerRule: 'must be a whole amount of 0 or more (at most 1,000,000,000,000), without decimals.',
    issueSections: roiSections,
    draftStorageKey: 'roi-assessment-data',
    afterSubmit: { flag: 'assign-2', redirectMs: 0 },
    owns: (scores): scores is RoiScores => 'grand_total' in scores,
    headline: (scores) => ({ unit: 'money', value: scores.grand_total, currency: scores.currency }),
    sections: (scores) =>
      scores.sections.map(({ id, name, total }) => ({
        id,
        name,
        figure: { unit: 'money', value: total, currency: scores.currency },
      })),
  }),
  diagnostic: describe<DiagnosticScores>({
    kind: 'diagnostic',
    instrument: instruments.diagnostic,
    title: routes.assetsTool.title,
    name: 'business assets checklist',
    staffLabel: 'Diagnostic',
    routes: { take: 'diagnosticAssessment', result: 'diagnosticResult', tool: 'assetsTool' },
    carriesCurrency: false,
    everyAnswerRequired: true,
    answerRule: 'must be "Y" or "N".',
    issueSections: [],
    draftStorageKey: 'brand-diagnostic-data',
    afterSubmit: { flag: 'assign-3', redirectMs: 1500 },
    owns: (scores): scores is DiagnosticScores => 'overall' in scores && !('dont_know' in scores),
    headline: ({ overall }) => ({
      unit: 'share',
      value: overall.yes_pct,
      max: 100,
      yes: overall.yes,
      total: overall.total,
    }),
    sections: (scores) =>
      scores.sections.map(({ id, name, yes, total, yes_pct }) => ({
        id,
        name,
        figure: { unit: 'share', value: yes_pct, max: 100, yes, total },
      })),
  }),
} satisfies { [Kind in AssessmentKind]: DescribedInstrument<ScoresByKind[Kind]> };

/** A descriptor whatever its kind: a submission's scores are read with `read`. */
export type AnyInstrumentDescriptor = Omit<DescribedInstrument<unknown>, 'owns' | 'headline' | 'sections'>;

/** `scores` as the kind's own, or null when they are another kind's. */
export function scoresOf<Kind extends AssessmentKind>(kind: Kind, scores: AssessmentScores): ScoresByKind[Kind] | null {
  const descriptor = instrumentDescriptors[kind] as unknown as DescribedInstrument<ScoresByKind[Kind]>;
  return descriptor.owns(scores) ? scores : null;
}

/** The descriptor of `kind`, for code that holds the kind as a value (a route parameter, a prop). */
export function instrumentDescriptor(kind: AssessmentKind): AnyInstrumentDescriptor {
  return instrumentDescriptors[kind];
}

/** The kind a string names, or null: for kinds read from a path or a reply typed as text. */
export function assessmentKindOf(value: string): AssessmentKind | null {
  return assessmentKinds.find((kind) => kind === value) ?? null;
}

/**
 * A figure as the tool pages and the PDF report print it: "62.5 / 100", "20 of 32 (62.5 %)",
 * "$125,000 a year". `money` formats an amount (the PDF's fonts want the currency's code).
 */
export function figureText(
  figure: Figure,
  money: (amount: number, currency: CurrencyCode) => string = formatCurrency,
): string {
  switch (figure.unit) {
    case 'score':
      return `${figure.value.toFixed(1)} / 100`;
    case 'share':
      return `${figure.yes} of ${figure.total} (${figure.value.toFixed(1)} %)`;
    case 'money':
      return `${money(figure.value, figure.currency)} a year`;
  }
}

/** The code of a submission refused for unanswered items (its body lists them in `missing_items`). */
export const assessmentIncompleteCode = 'assessment_incomplete';

/** The ids of the kind's items that `answers` leaves unanswered, in the instrument's order. */
export function missingItems(kind: AssessmentKind, answers: AssessmentAnswers): string[] {
  return instrumentItems(instruments[kind])
    .map((item) => item.id)
    .filter((id) => answers[id] === undefined);
}

/**
 * What stands between `answers` and a submission: the unanswered items of a kind that needs every
 * answer (in the instrument's order), nothing for one that counts an item left out as 0.
 */
export function missingForSubmission(kind: AssessmentKind, answers: AssessmentAnswers): string[] {
  return instrumentDescriptor(kind).everyAnswerRequired ? missingItems(kind, answers) : [];
}
