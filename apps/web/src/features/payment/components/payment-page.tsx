import { checkoutCopy } from '@exitcraft/shared/content/pricing';
import { memberPlan } from '@exitcraft/shared/content/plans';
import type { CouponResponse } from '@exitcraft/shared/schemas/payments';
import { useEffect, useState } from 'react';
import { useSearchParams } from '../../../lib/router.tsx';
import { isMember } from '../../../lib/membership.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useSession } from '../../../lib/session.ts';
import { useCreateCheckout } from '../api.ts';
import { checkoutFailure } from '../checkout-failure.ts';
import { AlreadyMember } from './already-member.tsx';
import { BillingInfo } from './billing-info.tsx';
import { CheckoutAlert } from './checkout-alert.tsx';
import { CouponBox } from './coupon-box.tsx';
import { PayButton } from './pay-button.tsx';
import { PlanDetails } from './plan-details.tsx';
import { WhatNext } from './what-next.tsx';

export function PaymentPage() {
  usePageMeta('Checkout', 'Checkout for the Exitcraft Founding Lifetime Membership.');
  const { user } = useSession();
  const [searchParams] = useSearchParams();
  const [coupon, setCoupon] = useState<CouponResponse | null>(null);
  const checkout = useCreateCheckout();
  const { reset } = checkout;

  // Back from the hosted checkout, the browser may restore this page from its cache still saying
  // "Processing...": make the button usable again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) reset();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [reset]);

  if (!user) return null; // the route guard renders this page only with a session
  if (isMember(user)) return <AlreadyMember />;

  const price = coupon ? coupon.amount_after_discount : memberPlan.priceUsd;
  const declined = searchParams.get('declined') === '1';

  // the page stays "Processing..." while the browser leaves for the hosted checkout
  const processing = checkout.isPending || checkout.isSuccess;
  const pay = () =>
    checkout.mutate(
      { amountUsd: price, fullName: user.full_name, email: user.email, couponCode: coupon?.coupon.code },
      { onSuccess: ({ url }) => window.location.assign(url) },
    );
  // unlike the old client, the payer sees why; the button is ready for another try
  const reason = checkout.isError ? checkoutFailure(checkout.error) : null;
  // the spec's strings end without a full stop ("Server error: 502"); the retry line follows as a sentence
  const failure = reason ? `${/[.!?]$/.test(reason) ? reason : `${reason}.`} ${checkoutCopy.checkoutRetry}` : null;

  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
        <h1 className="text-3xl font-bold text-navy-900 sm:text-4xl">{checkoutCopy.title}</h1>
        <p className="mt-2 text-slate-600">{checkoutCopy.lead}</p>
        {declined && !failure && (
          <div className="mt-6">
            <CheckoutAlert title={checkoutCopy.declinedTitle} detail={checkoutCopy.declinedDetail} />
          </div>
        )}
        <div className="mt-8 grid grid-cols-1 gap-6 lg:grid-cols-5">
          <div className="min-w-0 space-y-6 lg:col-span-3">
            <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <BillingInfo fullName={user.full_name} email={user.email} />
            </div>
            <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <WhatNext />
            </div>
          </div>
          <div className="min-w-0 space-y-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm lg:col-span-2">
            <PlanDetails listPrice={memberPlan.priceUsd} price={price} />
            <CouponBox applied={coupon} onApplied={setCoupon} disabled={processing} />
            {failure && <CheckoutAlert title={checkoutCopy.checkoutFailedTitle} detail={failure} />}
            <PayButton price={price} processing={processing} onPay={pay} />
          </div>
        </div>
      </div>
    </div>
  );
}
