import { brandInstrument } from './brand.ts';
import { diagnosticInstrument } from './diagnostic.ts';
import { roiInstrument } from './roi.ts';
import type { AssessmentKind, Instrument } from './types.ts';

export * from './types.ts';

/** The instrument of each kind that new drafts and submissions are checked and scored against. */
export const instruments: Record<AssessmentKind, Instrument> = {
  brand: brandInstrument,
  roi: roiInstrument,
  diagnostic: diagnosticInstrument,
};

export const assessmentMessages = {
  incomplete: 'Please answer all questions before submitting!',
  submitted: 'Assessment submitted successfully!',
  recovered: 'Recovered previously saved progress!',
  unsavedChanges: 'You have unsaved changes. Do you want to save them before leaving?',
  saved: 'Progress saved successfully!',
  /** Save kept the local copy, the server refused or could not be reached; the draft retries on its own. */
  serverCopyFailed: 'Saved in this browser, but the copy on our server failed. We will try again shortly.',
} as const;
