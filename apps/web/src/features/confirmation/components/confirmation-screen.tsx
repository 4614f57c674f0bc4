import { confirmationCopy as copy } from '@exitcraft/shared/content/confirmation';
import { href } from '@exitcraft/shared/routes';
import { Link } from '../../../lib/router.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { isMember } from '../../../lib/membership.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useSession } from '../../../lib/session.ts';

const descriptions = {
  guest: 'Your Exitcraft guest registration is complete.',
  member: 'Your Exitcraft membership is active.',
} as const;

/**
 * The congratulation card: who registered, the alias they were given, and what happens next. Its
 * message is the person's own, whichever of the two addresses they opened: the member's only to a
 * member (a payment still open leaves a guest, whom /confirmation-member then greets as one).
 */
export function ConfirmationScreen() {
  const { user } = useSession();
  const kind = isMember(user) ? 'member' : 'guest';
  const text = copy[kind];
  usePageMeta(text.title, descriptions[kind]);
  const rows = [
    { label: copy.labels.fullName, value: user?.full_name || copy.fallbacks.fullName },
    { label: copy.labels.email, value: user?.email || copy.fallbacks.email },
    { label: copy.labels.alias, value: user?.username || copy.fallbacks.alias },
  ];
  return (
    <div className="bg-slate-50 px-4 py-10 sm:px-6 sm:py-16">
      <section className="mx-auto max-w-2xl rounded-2xl bg-white p-6 text-center shadow-xl ring-1 ring-slate-200 sm:p-10">
        <div
          aria-hidden="true"
          className={`mx-auto flex size-16 items-center justify-center rounded-full ${kind === 'member' ? 'bg-gold-400 text-navy-950' : 'bg-navy-900 text-gold-400'}`}
        >
          <svg viewBox="0 0 24 24" className="size-8" fill="none" stroke="currentColor" strokeWidth="2.5">
            {kind === 'member' ? (
              <path d="M12 3l2.7 5.5 6 .9-4.4 4.3 1 6-5.3-2.8-5.3 2.8 1-6L3.3 9.4l6-.9L12 3Z" strokeLinejoin="round" />
            ) : (
              <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
            )}
          </svg>
        </div>
        <h1 className="mt-5 text-2xl font-extrabold tracking-tight text-navy-900 sm:text-3xl">{text.heading}</h1>
        <p className="mt-2 text-slate-700">{text.lead}</p>
        <h2 className="mt-8 text-left text-sm font-bold tracking-wide text-slate-600 uppercase">
          {copy.detailsHeading}
        </h2>
        <dl className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 text-left">
          {rows.map((row) => (
            <div key={row.label} className="flex flex-col gap-0.5 px-4 py-3 sm:flex-row sm:items-baseline sm:gap-4">
              <dt className="text-sm font-semibold text-slate-600 sm:w-40 sm:shrink-0">{row.label}</dt>
              <dd className="font-semibold break-all text-navy-900">{row.value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 text-left text-sm text-slate-600">{copy.aliasNote}</p>
        <p className="mt-6 rounded-xl bg-gold-100 px-4 py-3 text-left text-navy-900">{copy.nextSteps}</p>
        <Link to={href('dashboard')} className={buttonClasses('secondary', 'lg', 'mt-8 w-full sm:w-auto')}>
          {copy.dashboardButton}
        </Link>
      </section>
    </div>
  );
}
