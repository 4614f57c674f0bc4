import { dashboardCopy, profileCardRows } from '@exitcraft/shared/content/dashboard';
import type { UserData } from '@exitcraft/shared/schemas/user';
import { isMember } from '../../../lib/membership.ts';

/** Member-area section 2: the five profile fields and the plan, "Detail Not Provided" when empty. */
export function ProfileCard({ user }: { user: UserData }) {
  const member = isMember(user);
  return (
    <section
      aria-labelledby="profile-card-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="profile-card-title" className="text-lg font-bold text-navy-900">
        Your Profile
      </h2>
      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
        {profileCardRows.map(({ label, field }) => {
          const value = user[field]?.trim();
          return (
            <div key={field} className="min-w-0">
              <dt className="text-slate-500">{label}</dt>
              <dd
                className={`truncate font-medium ${value ? 'text-navy-900' : 'text-slate-500 italic'}`}
                title={value || undefined}
              >
                {value || dashboardCopy.notProvided}
              </dd>
            </div>
          );
        })}
        <div>
          <dt className="text-slate-500">Status</dt>
          <dd>
            <span
              className={`inline-block rounded-full px-3 py-0.5 text-xs font-semibold ${
                member ? 'bg-gold-100 text-navy-900 ring-1 ring-inset ring-gold-400' : 'bg-slate-100 text-slate-700'
              }`}
            >
              {member ? dashboardCopy.premiumMember : dashboardCopy.guestPlan}
            </span>
          </dd>
        </div>
      </dl>
    </section>
  );
}
