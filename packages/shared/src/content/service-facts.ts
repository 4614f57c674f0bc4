/**
 * What the home page and the plans page both say of a service, written once so they cannot drift
 * apart (decision 025). Dates carry no tense: the spec's "starting" was written before them, and
 * the product cannot know whether they have begun as planned.
 */

/** The course (public-site section 1: "first cohort of 33 people, starting October 2025"). */
export const courseFirstCohort = 'First cohort: 33 people, from October 2025.';

/** Crosscheck (public-site section 1: "starting November 2025"). */
export const crosscheckStart = 'From November 2025.';

/** A guest's share of a service only members get, on both pages. */
export const membersOnlyLabel = 'Members only';
