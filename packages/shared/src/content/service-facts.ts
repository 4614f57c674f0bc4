/**
 * What the home page and the plans page both say of a service, written once so they cannot drift
 * apart (decision 028): what each tier gets (the plans page's feature matrix, the home page's
 * cards) and the dates. Dates carry no tense: the spec's "starting" was written before them, and
 * the product cannot know whether they have begun as planned. One module, so that the home page
 * loads it as one small chunk.
 */
import type { ServiceId } from './pricing-services.ts';

/** The course (public-site section 1: "first cohort of 33 people, starting October 2025"). */
export const courseFirstCohort = 'First cohort: 33 people, from October 2025.';

/** Crosscheck (public-site section 1: "starting November 2025"). */
export const crosscheckStart = 'From November 2025.';

/** A guest's share of a service only members get, on both pages. */
export const membersOnlyLabel = 'Members only';

/** Access a tier has to a service, for the feature matrix. */
export type Access = 'full' | 'partial' | 'none';

export interface MatrixCell {
  access: Access;
  text: string;
}

/** The feature matrix: what each tier gets of each of the 12 services. */
export const featureMatrix: readonly { id: ServiceId; guest: MatrixCell; member: MatrixCell }[] = [
  {
    id: 'crosscheck',
    guest: { access: 'partial', text: 'Monthly lottery' },
    member: { access: 'full', text: '3+ opinions' },
  },
  { id: 'confidante', guest: { access: 'none', text: membersOnlyLabel }, member: { access: 'full', text: 'Included' } },
  {
    id: 'consulting',
    guest: { access: 'partial', text: '1 issue (lottery)' },
    member: { access: 'full', text: '3 issues a month' },
  },
  { id: 'concierge', guest: { access: 'none', text: membersOnlyLabel }, member: { access: 'full', text: 'Included' } },
  { id: 'course', guest: { access: 'none', text: membersOnlyLabel }, member: { access: 'full', text: 'Cohort seat' } },
  {
    id: 'community',
    guest: { access: 'partial', text: 'Listen only' },
    member: { access: 'full', text: 'Full access' },
  },
  { id: 'critique', guest: { access: 'none', text: membersOnlyLabel }, member: { access: 'full', text: 'PDF guides' } },
  {
    id: 'critical-tools',
    guest: { access: 'none', text: membersOnlyLabel },
    member: { access: 'full', text: 'Included' },
  },
  {
    id: 'curated-webinars',
    guest: { access: 'partial', text: 'Seat lottery + replay' },
    member: { access: 'full', text: 'Guaranteed seat*' },
  },
  {
    id: 'done-for-you',
    guest: { access: 'partial', text: 'Monthly lottery' },
    member: { access: 'full', text: 'All 3 tools' },
  },
  {
    id: 'coaching',
    guest: { access: 'partial', text: 'Recordings' },
    member: { access: 'full', text: 'Live + recordings' },
  },
  { id: 'clout', guest: { access: 'none', text: membersOnlyLabel }, member: { access: 'full', text: 'No markup' } },
];

export const matrixFootnote = '* Guaranteed for the first 33 paid members.';
