import {
  type EmailPreferences,
  type ReminderKind,
  reminderKindLabels,
  reminderKinds,
  weekdays,
} from '@exitcraft/shared/schemas/email-preferences';
import { useEffect, useId } from 'react';
import { inputClasses } from '../../../components/ui/form-field.tsx';
import { apiErrorMessage } from '../../../lib/api-error.ts';
import { QueryView } from '../../../shared/query-view/query-view.tsx';
import { useEmailPreferences, useSaveEmailPreferences } from '../api.ts';
import { SettingsScreen } from './settings-screen.tsx';

/*
 * Settings → Email preferences (issue 31): each reminder on or off, the digest's weekday and the
 * time zone whose morning it is sent in. Each change is saved at once. The zone comes from the
 * browser the first time (until the member or the browser set one).
 */

function browserZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

function zones(current: string): string[] {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set(['UTC', current, ...all])].sort((a, b) =>
    a === 'UTC' ? -1 : b === 'UTC' ? 1 : a.localeCompare(b),
  );
}

export function EmailPreferencesPage() {
  const preferences = useEmailPreferences();
  return (
    <SettingsScreen
      title="Email preferences"
      description="Choose the reminders we send you. Emails about your account and payments are always sent."
    >
      <QueryView
        query={preferences}
        loading={
          <div className="h-48 animate-pulse rounded-xl bg-slate-100 motion-reduce:animate-none" aria-busy="true">
            <span className="sr-only">Loading your email preferences</span>
          </div>
        }
        errorMessage={(error) => apiErrorMessage(error, 'We could not load your email preferences.')}
      >
        {(data) => <Form preferences={data} />}
      </QueryView>
    </SettingsScreen>
  );
}

function Form({ preferences }: { preferences: EmailPreferences }) {
  const save = useSaveEmailPreferences();
  const id = useId();
  const { mutate } = save;
  const zoneSet = preferences.time_zone_set;
  // the first visit: the browser's zone, once
  useEffect(() => {
    const zone = browserZone();
    if (!zoneSet && zone) mutate({ time_zone: zone });
  }, [zoneSet, mutate]);

  const toggle = (kind: ReminderKind, on: boolean) => save.mutate({ kinds: { [kind]: on } });
  return (
    <div className="space-y-6">
      <fieldset>
        <legend className="text-lg font-bold text-navy-900">Reminders</legend>
        <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200">
          {reminderKinds.map((kind) => (
            <li key={kind} className="flex items-start gap-3 px-4 py-4">
              <input
                id={`${id}-${kind}`}
                type="checkbox"
                className="mt-1 h-5 w-5 shrink-0 accent-navy-900"
                checked={preferences.kinds[kind]}
                onChange={(event) => toggle(kind, event.target.checked)}
                aria-describedby={`${id}-${kind}-text`}
              />
              <div>
                <label htmlFor={`${id}-${kind}`} className="font-semibold text-navy-900">
                  {reminderKindLabels[kind].title}
                </label>
                <p id={`${id}-${kind}-text`} className="text-sm text-slate-600">
                  {reminderKindLabels[kind].text}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-weekday`} className="text-sm font-semibold text-navy-900">
            Digest day
          </label>
          <select
            id={`${id}-weekday`}
            className={inputClasses(false)}
            value={preferences.digest_weekday}
            onChange={(event) => save.mutate({ digest_weekday: Number(event.target.value) })}
          >
            {weekdays.map((name, index) => (
              <option key={name} value={index}>
                {name}
              </option>
            ))}
          </select>
          <p className="text-xs text-slate-600">The weekly digest arrives that morning, from 8:00 your time.</p>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-zone`} className="text-sm font-semibold text-navy-900">
            Time zone
          </label>
          <select
            id={`${id}-zone`}
            className={inputClasses(false)}
            value={preferences.time_zone}
            onChange={(event) => save.mutate({ time_zone: event.target.value })}
          >
            {zones(preferences.time_zone).map((zone) => (
              <option key={zone} value={zone}>
                {zone.replaceAll('_', ' ')}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p aria-live="polite" className="text-sm text-slate-600">
        {save.isPending ? 'Saving…' : save.isSuccess ? 'Saved.' : ''}
      </p>
      {save.error && (
        <p role="alert" className="text-sm text-red-800">
          {apiErrorMessage(save.error, 'We could not save your email preferences. Please try again.')}
        </p>
      )}
    </div>
  );
}
