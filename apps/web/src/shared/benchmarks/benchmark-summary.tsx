import { assessmentKindOf, instrumentDescriptor } from '@exitcraft/shared/instruments';
import { noPeerGroupMessage } from '@exitcraft/shared/content/benchmarks';
import { apiErrorMessage } from '../../lib/api-error.ts';
import { QueryView } from '../query-view/query-view.tsx';
import { useBenchmarks } from './api.ts';
import { comparisonSentence, peerGroupMissing } from './comparison-text.ts';
import { lazyDateFormat } from '../../lib/format.ts';

const asOfFormat = lazyDateFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

const nameOf = (source: string) => {
  const kind = assessmentKindOf(source);
  return kind ? instrumentDescriptor(kind).title : 'Exit Readiness Score';
};

/**
 * "How you compare" for /exitwealth (issue 30): the readiness score and each assessment's headline
 * among other owners, in words (GET /benchmarks/, decision 038). Self-contained: mount it anywhere
 * a member is signed in.
 */
export function BenchmarkSummary() {
  const benchmarks = useBenchmarks();
  return (
    <section aria-labelledby="benchmark-summary-title" className="rounded-2xl border border-slate-200 p-6">
      <h2 id="benchmark-summary-title" className="text-xl font-bold text-navy-900">
        How you compare
      </h2>
      <QueryView
        query={benchmarks}
        loading={<p className="mt-2 text-sm text-slate-600">Loading how you compare…</p>}
        errorMessage={(error) => apiErrorMessage(error, 'We could not load how you compare.')}
        isEmpty={(reply) => reply.metrics.length === 0}
        empty={<p className="mt-2 text-sm text-slate-600">Take an assessment to be compared with other owners.</p>}
      >
        {(reply) => {
          const headlines = reply.metrics.filter((metric) => metric.section === null);
          return (
            <div className="mt-3 space-y-3 text-sm text-navy-900">
              <dl className="space-y-2">
                {headlines.map((metric) => (
                  <div key={metric.id}>
                    <dt className="font-semibold">{nameOf(metric.source)}</dt>
                    <dd>{comparisonSentence(metric, reply.peer_group)}</dd>
                  </div>
                ))}
              </dl>
              {peerGroupMissing(headlines) && <p>{noPeerGroupMessage}</p>}
              <p className="text-xs text-slate-600">
                Compared with each owner’s latest submission as of{' '}
                {asOfFormat.format(new Date(`${reply.as_of}T00:00:00Z`))} (UTC), in steps of at least five owners; a
                group of fewer than {reply.min_cohort} owners is never shown.
              </p>
            </div>
          );
        }}
      </QueryView>
    </section>
  );
}
