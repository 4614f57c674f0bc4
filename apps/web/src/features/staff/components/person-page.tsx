import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from '../../../components/ui/toaster/toast.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FieldShell, inputClasses } from '../../../components/ui/form-field.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { apiErrorMessage } from '../../../lib/api-error.ts';
import { formatMoney } from '../../../lib/format.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { isStepUpRequired, useMembership, usePerson, useSignOutEverywhere } from '../api.ts';
import { useStepUp } from './step-up.tsx';
import { assessmentLabels, scoreSummary } from '../score-summary.ts';

type Action = 'grant' | 'revoke' | 'sign-out';

const actionText: Record<Action, { title: string; says: string; confirm: string }> = {
  grant: {
    title: 'Grant membership',
    says: 'This person becomes a member at once: every member page opens for them. No payment is taken.',
    confirm: 'Grant membership',
  },
  revoke: {
    title: 'Revoke membership',
    says: 'This person loses the membership at once and sees the guest pages. No money is refunded; use Payments to refund.',
    confirm: 'Revoke membership',
  },
  'sign-out': {
    title: 'Sign out everywhere',
    says: 'Every session of this person ends now, on every device: their next request asks them to log in again.',
    confirm: 'Sign out everywhere',
  },
};

const when = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }) : '—';

export function PersonPage() {
  const { id = '' } = useParams();
  const person = usePerson(id);
  const membership = useMembership(id);
  const signOut = useSignOutEverywhere(id);
  const withStepUp = useStepUp();
  const [action, setAction] = useState<Action | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  usePageMeta(person.data ? `${person.data.person.email} — Staff` : 'Person — Staff', 'One person in the back office.');

  if (person.isPending) return <Spinner label="Loading the person…" />;
  if (person.isError) {
    return (
      <LoadError
        title="This person could not be loaded"
        message={apiErrorMessage(person.error)}
        onRetry={() => void person.refetch()}
      />
    );
  }
  const { person: p, payments, submissions, onboarding_step, active_sessions } = person.data;

  function open(next: Action) {
    setReason('');
    setReasonError(undefined);
    setAction(next);
  }

  async function confirm(event: React.FormEvent) {
    event.preventDefault();
    if (!action) return;
    const needsReason = action !== 'sign-out';
    if (needsReason && !reason.trim()) {
      setReasonError('Give a reason.');
      return;
    }
    setBusy(true);
    try {
      if (action === 'sign-out') {
        const result = await withStepUp(() => signOut.mutateAsync());
        toast.success(`Signed out of ${result.revoked_sessions} session${result.revoked_sessions === 1 ? '' : 's'}.`);
      } else {
        await withStepUp(() => membership.mutateAsync({ action, reason: reason.trim() }));
        toast.success(action === 'grant' ? 'Membership granted.' : 'Membership revoked.');
      }
      setAction(null);
    } catch (error) {
      if (!isStepUpRequired(error)) setReasonError(apiErrorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="person-title">
      <Link to=".." relative="path" className="text-sm font-semibold text-navy-700 underline">
        ← People
      </Link>
      <h1 id="person-title" className="mt-2 break-words text-2xl font-bold text-navy-900">
        {p.full_name || p.email}
      </h1>
      <p className="break-all text-slate-700">{p.email}</p>

      <div className="mt-4 flex flex-wrap gap-3">
        {p.paid ? (
          <Button variant="danger" onClick={() => open('revoke')}>
            Revoke membership
          </Button>
        ) : (
          <Button onClick={() => open('grant')}>Grant membership</Button>
        )}
        <Button variant="secondary" onClick={() => open('sign-out')}>
          Sign out everywhere
        </Button>
      </div>

      <dl className="mt-6 grid gap-x-6 gap-y-3 rounded-2xl border border-slate-200 p-4 sm:grid-cols-2">
        {[
          ['Membership', p.paid ? 'Member' : 'Guest'],
          ['Alias', p.username],
          ['Company', p.company_name || '—'],
          ['Website', p.website_name || '—'],
          ['Country', p.country || '—'],
          ['Phone', p.phone_number || '—'],
          ['Email verified', p.email_verified ? 'Yes' : 'No'],
          ['Staff', p.is_staff ? 'Yes' : 'No'],
          ['Joined', when(p.created_at)],
          ['Onboarding step', `${onboarding_step} of 6`],
          ['Active sessions', String(active_sessions)],
        ].map(([term, value]) => (
          <div key={term}>
            <dt className="text-sm font-medium text-slate-700">{term}</dt>
            <dd className="break-words text-navy-900">{value}</dd>
          </div>
        ))}
      </dl>

      <h2 className="mt-8 text-lg font-bold text-navy-900">Assessments</h2>
      {submissions.length === 0 ? (
        <p className="mt-2 text-slate-700">No assessment submitted yet.</p>
      ) : (
        <ul className="mt-2 space-y-3">
          {submissions.map((submission) => {
            const summary = scoreSummary(submission.kind, submission.latest_scores);
            return (
              <li key={submission.kind} className="rounded-2xl border border-slate-200 p-3 text-slate-800">
                <p>
                  <span className="font-semibold">{assessmentLabels[submission.kind] ?? submission.kind}</span>:{' '}
                  {submission.count} submission{submission.count === 1 ? '' : 's'}, latest {when(submission.latest_at)}
                </p>
                <p className="mt-1 font-semibold text-navy-900">
                  Latest score: {summary ? summary.headline : 'not readable'}
                </p>
                {summary && summary.sections.length > 0 && (
                  <dl className="mt-1 grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 text-sm">
                    {summary.sections.map((section) => (
                      <div key={section.name} className="contents">
                        <dt className="break-words text-slate-700">{section.name}</dt>
                        <dd className="text-right text-navy-900">{section.value}</dd>
                      </div>
                    ))}
                  </dl>
                )}
              </li>
            );
          })}
        </ul>
      )}

      <h2 className="mt-8 text-lg font-bold text-navy-900">Payments</h2>
      {payments.length === 0 ? (
        <p className="mt-2 text-slate-700">No payments.</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-200 rounded-2xl border border-slate-200">
          {payments.map((payment) => (
            <li key={payment.id} className="flex flex-wrap justify-between gap-2 p-3 text-slate-800">
              <span>
                {formatMoney(payment.amount / 100, payment.currency.toUpperCase())} · {payment.status}
                {payment.coupon_code ? ` · ${payment.coupon_code}` : ''}
              </span>
              <span className="text-slate-700">{when(payment.paid_at ?? payment.created_at)}</span>
            </li>
          ))}
        </ul>
      )}

      <Modal open={action !== null} onClose={() => setAction(null)} title={action ? actionText[action].title : ''}>
        {action && (
          <form onSubmit={confirm} noValidate>
            <p className="text-slate-700">{actionText[action].says}</p>
            {action !== 'sign-out' && (
              <div className="mt-4">
                <FieldShell id="membership-reason" label="Reason (kept in the audit log)" error={reasonError}>
                  <textarea
                    id="membership-reason"
                    value={reason}
                    onChange={(event) => setReason(event.target.value)}
                    maxLength={500}
                    rows={3}
                    aria-invalid={reasonError ? true : undefined}
                    aria-describedby={reasonError ? 'membership-reason-error' : undefined}
                    className={inputClasses(Boolean(reasonError))}
                    data-autofocus
                  />
                </FieldShell>
              </div>
            )}
            {action === 'sign-out' && reasonError && (
              <p role="alert" className="mt-3 text-red-700">
                {reasonError}
              </p>
            )}
            <div className="mt-6 flex flex-wrap justify-end gap-3">
              <Button variant="ghost" onClick={() => setAction(null)}>
                Cancel
              </Button>
              <Button type="submit" variant={action === 'grant' ? 'primary' : 'danger'} disabled={busy}>
                {busy ? 'Working…' : actionText[action].confirm}
              </Button>
            </div>
          </form>
        )}
      </Modal>
    </section>
  );
}
