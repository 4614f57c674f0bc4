/** The three assessments of the Strategic Business Assessment step (member-area sections 2-4). */
export const assessmentKinds = ['brand', 'roi', 'diagnostic'] as const;
export type AssessmentKind = (typeof assessmentKinds)[number];

export interface InstrumentItem {
  /** the item's key in a draft's or a submission's `answers` */
  id: string;
  text: string;
  /** ROI only: the id of the issue the question belongs to */
  issue?: string;
}

export interface InstrumentSection {
  id: string;
  name: string;
  items: InstrumentItem[];
}

/** An instrument as scored: a version id changes whenever an item's meaning or scoring changes. */
export interface Instrument {
  kind: AssessmentKind;
  version: string;
  sections: InstrumentSection[];
}

/** Every item of an instrument, in order. */
export function instrumentItems(instrument: Instrument): InstrumentItem[] {
  return instrument.sections.flatMap((section) => section.items);
}
