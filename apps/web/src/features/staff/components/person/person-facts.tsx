import type { StaffPersonDetail } from '@exitcraft/shared/schemas/staff';
import { when } from './when.ts';

/** The person's account at a glance: membership, contact, verification, sessions. */
export function PersonFacts({ detail }: { detail: StaffPersonDetail }) {
  const { person: p, onboarding_step, active_sessions } = detail;
  return (
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
  );
}
