import type { BenchmarkComparison, BenchmarkMetric, BenchmarksReply } from '@exitcraft/shared/schemas/benchmarks';
import { formatCount } from '../../lib/format.ts';

/** "higher than 60 % of 148 owners", or the reason there is no comparison. */
export function comparisonWords(comparison: BenchmarkComparison): string {
  if (comparison.status !== 'shown') return comparison.message;
  return `higher than ${comparison.percentile} % of ${formatCount(comparison.cohort)} owners`;
}

/** The peers' name: "Manufacturing, Medium". */
export function peerGroupName(group: BenchmarksReply['peer_group']): string {
  return [group.industry, group.size].filter(Boolean).join(', ');
}

/**
 * One figure's comparison in a sentence: "Higher than 60 % of 148 owners; in Manufacturing,
 * Medium, higher than 55 % of 23." When neither cohort is shown, "Not enough peers yet"; when the
 * peers are not, why, after all owners (except a missing group, which the view says once).
 */
export function comparisonSentence(metric: BenchmarkMetric, group: BenchmarksReply['peer_group']): string {
  const { all, peers } = metric;
  if (all.status !== 'shown' && peers.status !== 'shown') return all.message;
  // without a group the reason is said once, beside the figures (peerGroupMissing)
  if (peers.status === 'no_group' && all.status === 'shown')
    return `Higher than ${all.percentile} % of ${formatCount(all.cohort)} owners.`;
  const clause = (message: string) => message.replace(/\.$/, '');
  const lower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
  const first =
    all.status === 'shown' ? `Higher than ${all.percentile} % of ${formatCount(all.cohort)} owners` : clause(all.message);
  const name = peerGroupName(group);
  const second =
    peers.status === 'shown'
      ? `in ${name}, higher than ${peers.percentile} % of ${formatCount(peers.cohort)}`
      : peers.status === 'not_enough_peers' && name
        ? `in ${name}: ${lower(clause(peers.message))}`
        : `${name ? `in ${name}: ` : ''}${lower(clause(peers.message))}`;
  return `${first}; ${second}.`;
}

/** Whether any figure's peers are missing for want of an industry and size in the business details. */
export const peerGroupMissing = (metrics: readonly BenchmarkMetric[]) =>
  metrics.some((metric) => metric.peers.status === 'no_group');
