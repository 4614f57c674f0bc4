import { paymentSuccessCopy as copy } from '@exitcraft/shared/content/pricing';
import { useCountdown } from '../../../lib/use-countdown.ts';
import type { PaymentOutcome } from '../classify-payment.ts';
import { RedirectProgress } from './redirect-progress.tsx';

type Tone = 'done' | 'waiting' | 'failed';

const toneOf: Record<PaymentOutcome, Tone> = {
  member: 'done',
  guest: 'done',
  processing: 'waiting',
  onHold: 'waiting',
  failed: 'failed',
};

const iconClasses: Record<Tone, string> = {
  done: 'bg-emerald-100 text-emerald-700',
  waiting: 'bg-amber-100 text-amber-800',
  failed: 'bg-red-100 text-red-700',
};

const badgeClasses: Record<Tone, string> = {
  done: 'bg-emerald-100 text-emerald-800',
  waiting: 'bg-amber-100 text-amber-900',
  failed: 'bg-red-100 text-red-800',
};

const paths: Record<Tone, string> = {
  done: 'M5 12.5l4.5 4.5L19 7.5',
  waiting: 'M12 7v5l3 2M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z',
  failed: 'M7 7l10 10M17 7 7 17',
};

/** The round mark at the top of the card: a tick, a clock or a cross. */
export function OutcomeIcon({ outcome }: { outcome: PaymentOutcome | null }) {
  const tone = outcome ? toneOf[outcome] : 'done';
  return (
    <div
      aria-hidden="true"
      className={`mx-auto flex size-16 items-center justify-center rounded-full ${iconClasses[tone]}`}
    >
      <svg viewBox="0 0 24 24" className="size-9" fill="none" stroke="currentColor" strokeWidth="2.5">
        <path d={paths[tone]} strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </div>
  );
}

interface OutcomeRedirectProps {
  outcome: PaymentOutcome;
  seconds: number;
  onLeave: () => void;
}

/** Mounted once the status is known, so the redirect countdown starts then. */
export function OutcomeRedirect({ outcome, seconds, onLeave }: OutcomeRedirectProps) {
  const { remaining } = useCountdown(seconds, { onExpire: onLeave });
  const tone = toneOf[outcome];
  const text = copy.outcomes[outcome];
  return (
    <div className="mt-6 space-y-4">
      <span
        className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold ${badgeClasses[tone]}`}
      >
        {tone === 'done' && <span aria-hidden="true">✓</span>}
        {text.badge}
      </span>
      <p role="status" className="font-medium text-navy-900">
        {copy.redirecting(text.destination, remaining)}
      </p>
      <RedirectProgress label={copy.progressLabel} total={seconds} remaining={remaining} />
      <button type="button" onClick={onLeave} className="text-sm font-semibold text-navy-800 underline">
        {copy.continueNow}
      </button>
    </div>
  );
}
