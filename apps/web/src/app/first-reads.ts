import type { AssessmentKind } from '@exitcraft/shared/content/assessments/index';
import { type PrerenderedId, type RouteId, routePattern } from '@exitcraft/shared/routes';
import { queryClient } from '../lib/query-client.ts';
import { matchesPath } from '../lib/router.tsx';
import { readAccessToken } from '../lib/token-storage.ts';

// What a member-area page must read before it shows anything, asked for as soon as its route matches
// (decision 053): beside the session's own check and the page's code, where the page would ask only
// once both had arrived, one round trip after the other. The page's queries find the answers in the
// cache, or on their way. Each reader loads the modules it asks through when it runs, so this file
// adds nothing to a page's first load: the page itself needs them, and they load beside it.
// main.tsx starts them on a first load, as soon as the member area's routes (the chunk this module
// is part of) have loaded, before the guards and the page have; MemberAreaRoutes on each move inside
// the app. A page is listed only where it measured faster
// (decision 053): the bytes of an early read share a phone's bandwidth with the page's code, and a
// read the first screen does not show (Exit Wealth's benchmarks and plan) made that page slower.

type Reader = (search: URLSearchParams) => Promise<unknown>;

/** A result page: the history, then the submission it shows (the newest, or the one the URL names). */
function resultReads(kind: AssessmentKind): Reader {
  return async (search) => {
    const assessments = await import('../features/assessments/api.ts');
    const submissions = await queryClient.fetchQuery(assessments.submissionsQuery(kind));
    const selected = submissions[assessments.selectedIndex(submissions, search.get('submission'))];
    if (selected) await queryClient.prefetchQuery(assessments.submissionQuery(kind, selected.id));
  };
}

/** The business details form and its result: the survey as stored. */
const surveyReads: Reader = async () => {
  const survey = await import('../features/business-details/api.ts');
  await queryClient.prefetchQuery(survey.companySurveyQuery());
};

const firstReads: Partial<Record<Exclude<RouteId, PrerenderedId>, Reader>> = {
  businessDetails: surveyReads,
  businessDetailsResult: surveyReads,
  brandResult: resultReads('brand'),
  roiResult: resultReads('roi'),
  diagnosticResult: resultReads('diagnostic'),
};

/** This module, for the build to preload with the shell of a route that reads first (route-modules.ts). */
export const firstReadsSource = 'app/first-reads.ts';

/** Whether the route `id` has first reads. */
export const readsFirst = (id: RouteId) => id in firstReads;

const readers = Object.entries(firstReads).map(([id, read]) => ({ pattern: routePattern(id as RouteId), read }));

/**
 * Starts the first reads of the page at `pathname` and `search`, when someone is signed in (a stored
 * token: a visitor is sent to sign in instead). A read that fails is left to the page, which asks
 * again and shows the failure in its place.
 */
export function startFirstReads(pathname: string, search: string): void {
  const reader = readers.find(({ pattern }) => matchesPath(pattern, pathname));
  if (!reader || !readAccessToken()) return;
  reader.read(new URLSearchParams(search)).catch(() => {});
}
