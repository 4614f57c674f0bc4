import type { StaffCoupon } from '@exitcraft/shared/schemas/staff';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { toast } from '../../../../lib/toast.ts';
import { QueryView } from '../../../../shared/query-view/query-view.tsx';
import { apiErrorMessage, showApiError } from '../../../../lib/api-error.ts';
import { useChangeCoupon, useCoupons } from '../../api/coupons.ts';
import { isStepUpRequired } from '../../api/step-up.ts';
import { useStepUp } from '../step-up.tsx';

const stateLabels: Record<StaffCoupon['state'], string> = {
  active: 'Active',
  inactive: 'Deactivated',
  expired: 'Expired',
  used_up: 'Used up',
};

interface CouponListProps {
  onChange: (coupon: StaffCoupon) => void;
  onDeactivate: (coupon: StaffCoupon) => void;
}

/** Every coupon with its use, expiry and state; Change and Deactivate open their dialogs, Activate acts at once. */
export function CouponList({ onChange, onDeactivate }: CouponListProps) {
  const coupons = useCoupons();
  const { activate, activating } = useActivate();
  return (
    <div className="mt-6" aria-live="polite">
      <QueryView
        query={coupons}
        loading={<Spinner label="Loading coupons…" />}
        errorMessage={(error) => apiErrorMessage(error)}
        isEmpty={(data) => data.coupons.length === 0}
        empty={<p className="rounded-2xl border border-dashed border-slate-300 p-6 text-slate-700">No coupons yet.</p>}
      >
        {(data) => (
          <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200">
            {data.coupons.map((coupon) => (
              <li key={coupon.code} className="flex flex-wrap items-center justify-between gap-3 p-4">
                <div className="min-w-0">
                  <p className="break-all font-semibold text-navy-900">
                    {coupon.code} · {coupon.percent_off}% off
                  </p>
                  <p className="text-sm text-slate-700">
                    {stateLabels[coupon.state]} · used {coupon.redemptions} of{' '}
                    {coupon.max_redemptions === null ? 'unlimited' : coupon.max_redemptions} ·{' '}
                    {coupon.expires_at ? `expires ${coupon.expires_at.slice(0, 10)} (UTC)` : 'no expiry'}
                  </p>
                </div>
                <div className="flex flex-wrap gap-2">
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => onChange(coupon)}
                    aria-label={`Change ${coupon.code}`}
                  >
                    Change
                  </Button>
                  {coupon.active ? (
                    <Button
                      variant="danger"
                      size="sm"
                      onClick={() => onDeactivate(coupon)}
                      aria-label={`Deactivate ${coupon.code}`}
                    >
                      Deactivate
                    </Button>
                  ) : (
                    <Button
                      variant="ghost"
                      size="sm"
                      disabled={activating}
                      onClick={() => void activate(coupon.code)}
                      aria-label={`Activate ${coupon.code}`}
                    >
                      Activate
                    </Button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </div>
  );
}

/** Activate a deactivated coupon again, behind the step-up; no dialog, so a failure is a toast. */
function useActivate() {
  const change = useChangeCoupon();
  const withStepUp = useStepUp();
  const [activating, setActivating] = useState(false);
  async function activate(code: string) {
    setActivating(true);
    try {
      await withStepUp(() => change.mutateAsync({ code, patch: { active: true } }));
      toast.success(`Coupon ${code} active again.`);
    } catch (failure) {
      if (!isStepUpRequired(failure)) showApiError(failure);
    } finally {
      setActivating(false);
    }
  }
  return { activate, activating };
}
