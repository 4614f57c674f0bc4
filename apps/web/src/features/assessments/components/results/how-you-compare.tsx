import type { AssessmentKind } from '@exitcraft/shared/content/assessments/index';
import { instrumentDescriptor } from '@exitcraft/shared/instruments';
import { useBenchmarks } from '../../../../shared/benchmarks/api.ts';
import { noPeerGroupMessage } from '@exitcraft/shared/content/benchmarks';
import { comparisonSentence, peerGroupMissing } from '../../../../shared/benchmarks/comparison-text.ts';
import { QueryView } from '../../../../shared/query-view/query-view.tsx';
import { apiErrorMessage } from '../../../../lib/api-error.ts';
import { lazyDateFormat } from '../../../../lib/format.ts';

const asOfFormat = lazyDateFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/**
 * "How you compare" on a result view (issue 30): the latest headline and each section among other
 * owners' latest submissions, in words, as GET /benchmarks/ gives them (frozen for the day).
 */
export function HowYouCompare({ kind }: { kind: AssessmentKind }) {
  const benchmarks = useBenchmarks();
  const name = instrumentDescriptor(kind).name;
  return (
    <section aria-labelledby={`compare-${kind}-title`} className="rounded-2xl border border-slate-200 p-5">
      <h2 id={`compare-${kind}-title`} className="text-lg font-bold text-navy-900">
        How you compare
      </h2>
      <QueryView
        query={benchmarks}
        loading={<p className="mt-2 text-sm text-slate-600">Loading how you compare…</p>}
        errorMessage={(error) => apiErrorMessage(error, 'We could not load how you compare.')}
        isEmpty={(reply) => !reply.metrics.some((metric) => metric.source === kind)}
        empty={<p className="mt-2 text-sm text-slate-600">Submit the {name} to be compared with other owners.</p>}
      >
        {(reply) => {
          const mine = reply.metrics.filter((metric) => metric.source === kind);
          const headline = mine.find((metric) => metric.section === null);
          // sections are listed only when at least one of them can be compared
          const sections = mine.filter((metric) => metric.section !== null);
          const anySectionShown = sections.some(
            (metric) => metric.all.status === 'shown' || metric.peers.status === 'shown',
          );
          return (
            <div className="mt-2 space-y-3 text-sm text-navy-900">
              {headline && (
                <p className="text-base">
                  Your latest result: <strong>{comparisonSentence(headline, reply.peer_group)}</strong>
                </p>
              )}
              {anySectionShown && (
                <ul className="space-y-1">
                  {sections.map((metric) => (
                    <li key={metric.id}>
                      <span className="font-semibold">{metric.section?.name}:</span>{' '}
                      {comparisonSentence(metric, reply.peer_group)}
                    </li>
                  ))}
                </ul>
              )}
              {peerGroupMissing(mine) && <p>{noPeerGroupMessage}</p>}
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
