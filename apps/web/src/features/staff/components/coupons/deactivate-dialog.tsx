import type { StaffCoupon } from '@exitcraft/shared/schemas/staff';
import { toast } from '../../../../lib/toast.ts';
import { useChangeCoupon } from '../../api/coupons.ts';
import { ConfirmActionDialog } from '../confirm-action-dialog.tsx';
import { useStepUp } from '../step-up.tsx';

/** "Deactivate this coupon": what it does to checkouts and to payments made, then the step-up. */
export function DeactivateDialog({ coupon, onClose }: { coupon: StaffCoupon | null; onClose: () => void }) {
  const change = useChangeCoupon();
  const withStepUp = useStepUp();
  return (
    <ConfirmActionDialog
      target={coupon}
      title={() => 'Deactivate this coupon'}
      confirmLabel={() => 'Deactivate'}
      busyLabel={() => 'Deactivating…'}
      onClose={onClose}
      onConfirm={async ({ code }) => {
        await withStepUp(() => change.mutateAsync({ code, patch: { active: false } }));
        toast.success(`Coupon ${code} deactivated.`);
      }}
    >
      {({ code }) => (
        <p className="text-slate-700">
          {code} stops working at once for every new checkout. Payments already made keep their discount. You can
          activate it again later.
        </p>
      )}
    </ConfirmActionDialog>
  );
}
