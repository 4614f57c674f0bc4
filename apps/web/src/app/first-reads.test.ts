import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assessmentKeys } from '../features/assessments/api.ts';
import { surveyKeys } from '../features/business-details/api.ts';
import { queryClient } from '../lib/query-client.ts';
import { startFirstReads } from './first-reads.ts';

const submissions = [
  { id: 'newest', created_at: '2026-11-20T10:00:00Z' },
  { id: 'older', created_at: '2026-10-01T10:00:00Z' },
];

/** The API as the reads see it: each path answered as the server would, every request recorded. */
const asked: string[] = [];
function answer(url: string) {
  const { pathname } = new URL(url, 'http://localhost');
  asked.push(pathname);
  const body =
    pathname === '/assessments/roi/submissions/'
      ? submissions
      : pathname.startsWith('/assessments/roi/submissions/')
        ? { id: pathname.split('/').at(-2), answers: {} }
        : { businessName: 'Harbor Analytics Inc.' };
  return Promise.resolve(new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }));
}

beforeEach(() => {
  asked.length = 0;
  queryClient.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => answer(String(input instanceof Request ? input.url : input))),
  );
  localStorage.setItem('access_token', 'a.b.c');
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const settled = () => vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));

describe('startFirstReads', () => {
  it("reads a result page's history, then the newest submission, into the cache its page reads", async () => {
    startFirstReads('/dashboard/results/roi', '');
    await vi.waitFor(() => expect(asked).toContain('/assessments/roi/submissions/newest/'));
    await settled();
    expect(asked).toEqual(['/assessments/roi/submissions/', '/assessments/roi/submissions/newest/']);
    expect(queryClient.getQueryData(assessmentKeys.submissions('roi'))).toEqual(submissions);
    expect(queryClient.getQueryData(assessmentKeys.submission('roi', 'newest'))).toMatchObject({ id: 'newest' });
  });

  it('reads the submission the URL names', async () => {
    startFirstReads('/dashboard/results/roi', '?submission=older');
    await vi.waitFor(() => expect(asked).toContain('/assessments/roi/submissions/older/'));
    expect(asked).not.toContain('/assessments/roi/submissions/newest/');
  });

  it('reads the stored survey for the business details', async () => {
    startFirstReads('/businessdetails', '');
    await vi.waitFor(() => expect(queryClient.getQueryData(surveyKeys.current())).toBeDefined());
    expect(asked).toEqual(['/company-surveys/']);
  });

  it('asks nothing for a page without first reads, or when nobody is signed in', async () => {
    startFirstReads('/setting', '');
    localStorage.clear();
    startFirstReads('/dashboard/results/roi', '');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toEqual([]);
  });
});
