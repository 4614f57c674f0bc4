import { href } from '@exitcraft/shared/routes';
import { Link } from '../../../lib/router.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useSession } from '../../../lib/session.ts';
import { EmailLink, PhoneLink } from '../../../shared/site-config/contact-links.tsx';
import { useStoredSiteConfig } from '../../../shared/site-config/site-config-store.ts';

interface Row {
  to: string;
  label: string;
  value: string | null;
  /** What the value is, for screen readers, when it is not plain text (the masked password). */
  valueLabel?: string;
}

/** /setting: member-area section 2's settings list. */
export function SettingsPage() {
  usePageMeta('Settings', 'Manage your Exitcraft account settings and preferences.');
  const { user } = useSession();
  if (!user) return null;
  const rows: Row[] = [
    { to: href('profile'), label: 'Profile Information', value: user.full_name || 'Not set' },
    { to: href('username'), label: 'Change Username', value: user.username },
    { to: href('email'), label: 'Change Email ID', value: user.email },
    { to: href('password'), label: 'Change Password', value: '••••••••', valueLabel: 'hidden' },
    { to: href('security'), label: 'Passkeys and Sign-In', value: 'Sign in with a passkey; confirm changes' },
    { to: href('history'), label: 'Purchase History', value: null },
    { to: href('yourData'), label: 'Your data', value: 'Download your data or delete your account' },
    { to: href('emailPreferences'), label: 'Email preferences', value: 'Reminders, digest day and time zone' },
  ];
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-8">
      <h1 className="text-2xl font-bold text-navy-900">Settings</h1>
      <p className="mt-1 text-slate-600">Manage your account settings and preferences</p>
      <h2 className="mt-6 text-lg font-bold text-navy-900">Basic Information</h2>
      <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200">
        {rows.map((row) => (
          <li key={row.to}>
            <Link
              to={row.to}
              className="flex items-center justify-between gap-3 px-4 py-4 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-gold-400"
            >
              <span className="min-w-0">
                <span className="block font-semibold text-navy-900">{row.label}</span>
                {row.value !== null && (
                  <span className="block truncate text-sm text-slate-600">
                    {row.valueLabel ? (
                      <>
                        <span aria-hidden="true">{row.value}</span>
                        <span className="sr-only">{row.valueLabel}</span>
                      </>
                    ) : (
                      row.value
                    )}
                  </span>
                )}
              </span>
              <span aria-hidden="true" className="text-xl text-slate-500">
                ›
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <SupportHelp />
    </section>
  );
}

const helpLink = 'font-semibold text-navy-800 underline underline-offset-2';

/** How to reach support, with the email and phone staff have set; nothing when neither is. */
function SupportHelp() {
  // shown only, so read without a query, as the footer reads it (decision 043)
  const config = useStoredSiteConfig();
  const email = config?.contact_email;
  const phone = config?.support_phone ?? null;
  if (!email && !phone) return null;
  return (
    <aside aria-labelledby="settings-help" className="mt-6 rounded-xl bg-navy-50 p-4">
      <h2 id="settings-help" className="font-bold text-navy-900">
        Need help?
      </h2>
      <p className="mt-1 text-slate-700">
        If you have questions about your account,{' '}
        {email && (
          <>
            contact our support team at <EmailLink email={email} className={helpLink} />
          </>
        )}
        {email && phone && ' or '}
        {phone && (
          <>
            call <PhoneLink phone={phone} className={helpLink} />
          </>
        )}
        .
      </p>
    </aside>
  );
}
