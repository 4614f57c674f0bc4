import { paymentSuccessCopy as copy } from '@exitcraft/shared/content/pricing';
import { href } from '@exitcraft/shared/routes';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { truncate } from '../../../lib/format.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { isMember } from '../../../lib/membership.ts';
import { getSession } from '../../../lib/session.ts';
import { useCountdown } from '../../../lib/use-countdown.ts';
import { type ConfirmationOptions, usePaymentConfirmation } from '../api.ts';
import { classifyPayment, type PaymentTier } from '../classify-payment.ts';
import { RedirectProgress } from './redirect-progress.tsx';
import { useSiteConfig } from '../../../shared/site-config/use-site-config.ts';

interface PaymentSuccessPageProps {
  /** Seconds before the redirect (public-site section 9: 5). */
  redirectSeconds?: number;
  confirmation?: ConfirmationOptions;
}

export function PaymentSuccessPage({
  redirectSeconds = copy.redirectSeconds,
  confirmation: confirmationOptions,
}: PaymentSuccessPageProps = {}) {
  usePageMeta(copy.title, 'Your Exitcraft payment was successful.');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const supportEmail = useSiteConfig().data?.contact_email;
  const sessionId = searchParams.get('session_id');
  const confirmation = usePaymentConfirmation(sessionId, confirmationOptions);

  // the destination follows the role the server now reports, read at the moment of leaving
  const leave = useCallback(() => {
    navigate(isMember(getSession().user) ? href('confirmationMember') : href('confirmationGuest'), { replace: true });
  }, [navigate]);

  return (
    <section className="mx-auto max-w-xl px-4 py-16 sm:py-20">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-10">
        <div
          aria-hidden="true"
          className="mx-auto flex size-16 items-center justify-center rounded-full bg-emerald-100 text-emerald-700"
        >
          <svg viewBox="0 0 24 24" className="size-9" fill="none" stroke="currentColor" strokeWidth="2.5">
            <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </div>
        <h1 className="mt-6 text-3xl font-bold text-navy-900">{copy.title}</h1>
        <p className="mt-2 text-slate-600">{copy.lead}</p>

        {confirmation.phase === 'done' ? (
          <Confirmed tier={classifyPayment(confirmation.status)} seconds={redirectSeconds} onLeave={leave} />
        ) : (
          <div className="mt-6 flex items-center justify-center gap-3 text-navy-800">
            <Spinner label={copy.finalizing} />
            <span aria-hidden="true">{copy.finalizing}</span>
          </div>
        )}

        {sessionId && (
          <p className="mt-8 text-sm text-slate-600">
            {copy.transactionId}:{' '}
            <code className="rounded bg-slate-100 px-1.5 py-0.5 text-slate-800" title={sessionId}>
              {truncate(sessionId, copy.transactionIdLength)}
            </code>
          </p>
        )}
        {supportEmail && (
          <p className="mt-4 text-sm text-slate-600">
            {copy.needHelp}{' '}
            <a href={`mailto:${supportEmail}`} className="font-medium text-navy-800 underline">
              {copy.contactSupport}
            </a>
          </p>
        )}
      </div>
    </section>
  );
}

/** Mounted once the status is known, so the redirect countdown starts then. */
function Confirmed({ tier, seconds, onLeave }: { tier: PaymentTier; seconds: number; onLeave: () => void }) {
  const { remaining } = useCountdown(seconds, { onExpire: onLeave });
  return (
    <div className="mt-6 space-y-4">
      <span className="inline-flex items-center gap-1.5 rounded-full bg-emerald-100 px-3 py-1 text-sm font-semibold text-emerald-800">
        <span aria-hidden="true">✓</span>
        {copy.confirmed}
      </span>
      <p role="status" className="font-medium text-navy-900">
        {copy.redirecting(tier === 'member' ? 'Member' : 'Guest', remaining)}
      </p>
      <RedirectProgress label={copy.progressLabel} total={seconds} remaining={remaining} />
      <button type="button" onClick={onLeave} className="text-sm font-semibold text-navy-800 underline">
        {copy.continueNow}
      </button>
    </div>
  );
}
