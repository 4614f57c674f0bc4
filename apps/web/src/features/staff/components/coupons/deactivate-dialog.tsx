import type { StaffCoupon } from '@exitcraft/shared/schemas/staff';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { Modal } from '../../../../components/ui/modal.tsx';
import { toast } from '../../../../lib/toast.ts';
import { apiErrorMessage } from '../../../../lib/api-error.ts';
import { useChangeCoupon } from '../../api/coupons.ts';
import { isStepUpRequired } from '../../api/step-up.ts';
import { useStepUp } from '../step-up.tsx';

/** "Deactivate this coupon": what it does to checkouts and to payments made, then the step-up. */
export function DeactivateDialog({ coupon, onClose }: { coupon: StaffCoupon | null; onClose: () => void }) {
  return (
    <Modal open={coupon !== null} onClose={onClose} title="Deactivate this coupon">
      {coupon && <DeactivateConfirm coupon={coupon} onClose={onClose} />}
    </Modal>
  );
}

function DeactivateConfirm({ coupon, onClose }: { coupon: StaffCoupon; onClose: () => void }) {
  const change = useChangeCoupon();
  const withStepUp = useStepUp();
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function deactivate() {
    setBusy(true);
    try {
      await withStepUp(() => change.mutateAsync({ code: coupon.code, patch: { active: false } }));
      toast.success(`Coupon ${coupon.code} deactivated.`);
      onClose();
    } catch (failure) {
      if (!isStepUpRequired(failure)) setError(apiErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div>
      <p className="text-slate-700">
        {coupon.code} stops working at once for every new checkout. Payments already made keep their discount. You can
        activate it again later.
      </p>
      {error && (
        <p role="alert" className="mt-3 text-red-700">
          {error}
        </p>
      )}
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button variant="ghost" onClick={onClose}>
          Cancel
        </Button>
        <Button variant="danger" disabled={busy} onClick={() => void deactivate()}>
          Deactivate
        </Button>
      </div>
    </div>
  );
}
