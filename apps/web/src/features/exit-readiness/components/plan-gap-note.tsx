import { formatCurrency } from '@exitcraft/shared/content/currencies';
import type { PlanAction } from '@exitcraft/shared/schemas/exit-readiness';
import { isEstimate } from '@exitcraft/shared/valuation/is-estimate';
import { gapShares } from '@exitcraft/shared/valuation/model';
import { useValueReport } from '../api.ts';

/** Under a plan action: the part of the value gap it closes (the shared model shares the gap out). */
export function PlanGapNote({ action, plan }: { action: PlanAction; plan: readonly PlanAction[] }) {
  const report = useValueReport();
  if (!report.data || !isEstimate(report.data)) return null;
  const share = gapShares(report.data.gap, [...plan]).get(action.id);
  if (share === null || share === undefined) return null;
  return (
    <p className="mt-1 text-sm text-emerald-900">
      <span className="font-semibold">Closes about {formatCurrency(share, report.data.currency)}</span> of your value
      gap.
    </p>
  );
}
