import { paymentSuccessCopy as copy } from '@exitcraft/shared/content/pricing';
import { href } from '@exitcraft/shared/routes';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from '../../../lib/router.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { truncate } from '../../../lib/format.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { isMember } from '../../../lib/membership.ts';
import { getSession } from '../../../lib/session.ts';
import { type ConfirmationOptions, usePaymentConfirmation } from '../api.ts';
import { type PaymentOutcome, paymentOutcome } from '../classify-payment.ts';
import { OutcomeIcon, OutcomeRedirect } from './outcome-view.tsx';
import { useSiteConfig } from '../../../shared/site-config/use-site-config.ts';

interface PaymentSuccessPageProps {
  /** Seconds before the redirect (public-site section 9: 5). */
  redirectSeconds?: number;
  confirmation?: ConfirmationOptions;
}

/** Where each outcome leads: the confirmation that is true, the purchase history, or the checkout. */
const destinations: Record<PaymentOutcome, string> = {
  member: href('confirmationMember'),
  guest: href('confirmationGuest'),
  processing: href('history'),
  onHold: href('history'),
  failed: href('payment'),
};

export function PaymentSuccessPage({
  redirectSeconds = copy.redirectSeconds,
  confirmation: confirmationOptions,
}: PaymentSuccessPageProps = {}) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const supportEmail = useSiteConfig().data?.contact_email;
  const sessionId = searchParams.get('session_id');
  const confirmation = usePaymentConfirmation(sessionId, confirmationOptions);
  // the user was read again before the phase is done, so the role is the server's current one
  const outcome =
    confirmation.phase === 'done' ? paymentOutcome(confirmation.status, isMember(getSession().user)) : null;
  const text = outcome ? copy.outcomes[outcome] : { heading: copy.title, lead: copy.lead };
  usePageMeta(text.heading, 'The state of your Exitcraft payment.');

  const leave = useCallback(() => {
    if (outcome) navigate(destinations[outcome], { replace: true });
  }, [navigate, outcome]);

  return (
    <section className="mx-auto max-w-xl px-4 py-16 sm:py-20">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-10">
        <OutcomeIcon outcome={outcome} />
        <h1 className="mt-6 text-3xl font-bold text-navy-900">{text.heading}</h1>
        <p className="mt-2 text-slate-600">{text.lead}</p>

        {outcome ? (
          <OutcomeRedirect outcome={outcome} seconds={redirectSeconds} onLeave={leave} />
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
