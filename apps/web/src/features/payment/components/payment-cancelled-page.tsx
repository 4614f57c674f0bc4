import { paymentCancelledCopy as copy } from '@exitcraft/shared/content/pricing';
import { href } from '@exitcraft/shared/routes';
import { useCallback } from 'react';
import { Link, useNavigate } from '../../../lib/router.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useCountdown } from '../../../lib/use-countdown.ts';
import { RedirectProgress } from './redirect-progress.tsx';

export function PaymentCancelledPage({ redirectSeconds = copy.redirectSeconds }: { redirectSeconds?: number } = {}) {
  usePageMeta(copy.title, 'Your Exitcraft checkout was cancelled; no charges were made.');
  const navigate = useNavigate();
  const leave = useCallback(() => navigate(href('pricingPlan'), { replace: true }), [navigate]);
  const { remaining } = useCountdown(redirectSeconds, { onExpire: leave });

  return (
    <section className="mx-auto max-w-xl px-4 py-16 sm:py-20">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-10">
        <div
          aria-hidden="true"
          className="mx-auto flex size-16 items-center justify-center rounded-full bg-amber-100 text-amber-700"
        >
          <svg viewBox="0 0 24 24" className="size-9" fill="none" stroke="currentColor" strokeWidth="2.5">
            <path d="M7 7l10 10M17 7L7 17" strokeLinecap="round" />
          </svg>
        </div>
        <h1 className="mt-6 text-3xl font-bold text-navy-900">{copy.title}</h1>
        <p className="mt-2 font-medium text-slate-800">{copy.lead}</p>
        <p className="mt-2 text-slate-600">{copy.help}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to={href('payment')} className={buttonClasses('primary', 'md')}>
            {copy.tryAgain}
          </Link>
          <Link to={href('pricingPlan')} className={buttonClasses('secondary', 'md')}>
            {copy.backToPlans}
          </Link>
        </div>
        <div className="mt-8 space-y-3">
          <p role="status" className="text-sm text-slate-600">
            {copy.redirecting(remaining)}
          </p>
          <RedirectProgress label={copy.redirecting(remaining)} total={redirectSeconds} remaining={remaining} />
        </div>
      </div>
    </section>
  );
}
