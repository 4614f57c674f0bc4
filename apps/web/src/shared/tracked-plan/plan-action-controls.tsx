import type { TrackedPlanAction } from '@exitcraft/shared/schemas/plan';
import { planStateLabels, type PlanActionState } from '@exitcraft/shared/content/plan';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { inputClasses } from '../../components/ui/form-field.tsx';
import { apiErrorMessage } from '../../lib/api-error.ts';
import { useMarkPlanAction, useTrackedPlan } from './api.ts';
import { lazyDateFormat } from '../../lib/format.ts';

/*
 * The marks of one action of the 90-day plan on /exitwealth (issue 31): its state with the date,
 * and the buttons to start, finish, snooze (until a date) or dismiss it (with a reason).
 */

const dayFormat = lazyDateFormat('en-US', { dateStyle: 'long' });
const dateOf = (iso: string) => dayFormat.format(new Date(iso.length === 10 ? `${iso}T12:00:00Z` : iso));

const badgeClasses: Record<PlanActionState, string> = {
  open: 'bg-slate-100 text-slate-800',
  started: 'bg-sky-100 text-sky-900',
  done: 'bg-emerald-100 text-emerald-900',
  snoozed: 'bg-amber-100 text-amber-900',
  dismissed: 'bg-slate-200 text-slate-700',
  again: 'bg-orange-100 text-orange-900',
};

/** The state of one action, as a sentence beside its badge. */
export function stateSentence(action: TrackedPlanAction): string | null {
  switch (action.state) {
    case 'started':
      return action.started_at ? `Started on ${dateOf(action.started_at)}` : null;
    case 'done':
      return action.done_at ? `Done on ${dateOf(action.done_at)}` : null;
    case 'snoozed':
      return action.snoozed_until ? `Snoozed until ${dateOf(action.snoozed_until)}` : null;
    case 'dismissed':
      return action.dismissed_reason ? `Dismissed: ${action.dismissed_reason}` : null;
    case 'again':
      return action.done_at
        ? `Done on ${dateOf(action.done_at)}, and your newer answers still call for it`
        : 'Your newer answers still call for it';
    default:
      return null;
  }
}

export function PlanStateBadge({ state }: { state: PlanActionState }) {
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${badgeClasses[state]}`}>
      {planStateLabels[state]}
    </span>
  );
}

function tomorrow(): string {
  return new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
}

export function PlanActionControls({ actionId }: { actionId: string }) {
  const plan = useTrackedPlan();
  const action = plan.data?.actions.find((candidate) => candidate.id === actionId);
  if (!action) return null;
  return <Controls action={action} />;
}

function Controls({ action }: { action: TrackedPlanAction }) {
  const mark = useMarkPlanAction();
  const [form, setForm] = useState<'snooze' | 'dismiss' | null>(null);
  const [until, setUntil] = useState(tomorrow);
  const [reason, setReason] = useState('');
  const id = useId();
  const sentence = stateSentence(action);
  // the visible word first, then which action: many actions share one page
  const named = (verb: string) => ({ 'aria-label': `${verb}: ${action.title}` });
  const busy = mark.isPending;

  const set = (request: Parameters<typeof mark.mutate>[0]) =>
    mark.mutate(request, {
      onSuccess: () => {
        setForm(null);
        setReason('');
      },
    });
  const submitSnooze = (event: FormEvent) => {
    event.preventDefault();
    set({ action_id: action.id, state: 'snoozed', until });
  };
  const submitDismiss = (event: FormEvent) => {
    event.preventDefault();
    set({ action_id: action.id, state: 'dismissed', reason });
  };

  const open = action.state === 'open' || action.state === 'again';
  return (
    <div className="mt-2 space-y-2">
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
        <PlanStateBadge state={action.state} />
        {sentence && <span>{sentence}</span>}
      </p>
      {form === null && (
        <div className="flex flex-wrap gap-2">
          {(open || action.state === 'snoozed') && (
            <Button
              {...named('Mark started')}
              size="sm"
              variant="ghost"
              className="border border-slate-300"
              disabled={busy}
              onClick={() => set({ action_id: action.id, state: 'started' })}
            >
              Mark started
            </Button>
          )}
          {action.state !== 'done' && action.state !== 'dismissed' && (
            <Button
              {...named('Mark done')}
              size="sm"
              variant="secondary"
              disabled={busy}
              onClick={() => set({ action_id: action.id, state: 'done' })}
            >
              Mark done
            </Button>
          )}
          {action.state !== 'done' && action.state !== 'dismissed' && action.state !== 'snoozed' && (
            <Button
              {...named('Snooze')}
              size="sm"
              variant="ghost"
              className="border border-slate-300"
              disabled={busy}
              onClick={() => setForm('snooze')}
            >
              Snooze
            </Button>
          )}
          {action.state !== 'done' && action.state !== 'dismissed' && (
            <Button
              {...named('Dismiss')}
              size="sm"
              variant="ghost"
              className="border border-slate-300"
              disabled={busy}
              onClick={() => setForm('dismiss')}
            >
              Dismiss
            </Button>
          )}
          {(action.state === 'done' || action.state === 'dismissed' || action.state === 'snoozed') && (
            <Button
              {...named(action.state === 'snoozed' ? 'Wake it now' : 'Reopen')}
              size="sm"
              variant="ghost"
              className="border border-slate-300"
              disabled={busy}
              onClick={() => set({ action_id: action.id, state: 'open' })}
            >
              {action.state === 'snoozed' ? 'Wake it now' : 'Reopen'}
            </Button>
          )}
        </div>
      )}
      {form === 'snooze' && (
        <form onSubmit={submitSnooze} className="flex flex-wrap items-end gap-2">
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-until`} className="text-sm font-semibold text-navy-900">
              Snooze until
            </label>
            <input
              id={`${id}-until`}
              type="date"
              required
              min={tomorrow()}
              value={until}
              onChange={(event) => setUntil(event.target.value)}
              className={inputClasses(false, 'w-44')}
            />
          </div>
          <Button {...named('Snooze')} type="submit" size="sm" variant="secondary" disabled={busy}>
            Snooze
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setForm(null)}>
            Cancel
          </Button>
        </form>
      )}
      {form === 'dismiss' && (
        <form onSubmit={submitDismiss} className="flex flex-wrap items-end gap-2">
          <div className="flex min-w-0 grow flex-col gap-1">
            <label htmlFor={`${id}-reason`} className="text-sm font-semibold text-navy-900">
              Why dismiss it?
            </label>
            <input
              id={`${id}-reason`}
              type="text"
              required
              maxLength={300}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              className={inputClasses(false)}
            />
          </div>
          <Button {...named('Dismiss')} type="submit" size="sm" variant="secondary" disabled={busy}>
            Dismiss
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setForm(null)}>
            Cancel
          </Button>
        </form>
      )}
      {mark.error && (
        <p role="alert" className="text-sm text-red-800">
          {apiErrorMessage(mark.error, 'We could not save this mark. Please try again.')}
        </p>
      )}
      {action.history.length > 0 && (
        <details className="text-sm text-slate-700">
          <summary className="cursor-pointer text-navy-800 underline">History ({action.history.length})</summary>
          <ol className="mt-1 space-y-0.5 pl-4">
            {action.history.map((entry) => (
              <li key={`${entry.at}-${entry.state}`}>
                {dateOf(entry.at)}: {planStateLabels[entry.state]}
                {entry.note ? ` (${entry.state === 'snoozed' ? `until ${dateOf(entry.note)}` : entry.note})` : ''}
              </li>
            ))}
          </ol>
        </details>
      )}
    </div>
  );
}
