import type { StaffCoupon } from '@exitcraft/shared/schemas/staff';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { CouponFormDialog } from './coupons/coupon-form-dialog.tsx';
import { CouponList } from './coupons/coupon-list.tsx';
import { DeactivateDialog } from './coupons/deactivate-dialog.tsx';

/** Coupons with their redemptions, expiry and state; new ones, changes and deactivation behind the step-up. */
export function CouponsPage() {
  usePageMeta('Coupons — Staff', 'Coupons with their redemptions, expiry and state.');
  // undefined: no form open; null: the new-coupon form; a coupon: its change form
  const [editing, setEditing] = useState<StaffCoupon | null | undefined>(undefined);
  const [deactivating, setDeactivating] = useState<StaffCoupon | null>(null);
  return (
    <section aria-labelledby="coupons-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="coupons-title" className="text-2xl font-bold text-navy-900">
          Coupons
        </h1>
        <Button onClick={() => setEditing(null)}>New coupon</Button>
      </div>
      <CouponList onChange={setEditing} onDeactivate={setDeactivating} />
      <CouponFormDialog coupon={editing} onClose={() => setEditing(undefined)} />
      <DeactivateDialog coupon={deactivating} onClose={() => setDeactivating(null)} />
    </section>
  );
}
