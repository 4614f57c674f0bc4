import { href } from '@exitcraft/shared/routes';
import { Link, useSearchParams } from '../../../lib/router.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { apiErrorMessage } from '../../../lib/api-error.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useUnsubscribe } from '../api.ts';

/*
 * /unsubscribe?token=… (issue 31): the link at the foot of every reminder email. Opening it
 * changes nothing (mail scanners follow links); the button does, without signing in.
 */
export function UnsubscribePage() {
  usePageMeta('Unsubscribe', 'Stop a kind of reminder email from Exitcraft.');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useUnsubscribe();
  return (
    <div className="mx-auto max-w-lg px-4 py-12">
      <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-navy-900">Unsubscribe</h1>
        {unsubscribe.data ? (
          <p role="status" className="mt-3 text-slate-800">
            {unsubscribe.data.message}
          </p>
        ) : token ? (
          <>
            <p className="mt-3 text-slate-700">Stop this kind of reminder email? You do not need to sign in.</p>
            <Button className="mt-5" onClick={() => unsubscribe.mutate(token)} disabled={unsubscribe.isPending}>
              {unsubscribe.isPending ? 'Unsubscribing…' : 'Unsubscribe'}
            </Button>
            {unsubscribe.error && (
              <p role="alert" className="mt-4 text-sm text-red-800">
                {apiErrorMessage(unsubscribe.error, 'We could not unsubscribe you. Please try again.')}
              </p>
            )}
          </>
        ) : (
          <p className="mt-3 text-slate-700">
            This page needs the link from one of our emails. To change your email preferences, sign in and open
            Settings.
          </p>
        )}
        <Link to={href('emailPreferences')} className="mt-6 block w-fit text-sm font-semibold text-navy-800 underline">
          Email preferences in Settings
        </Link>
      </section>
    </div>
  );
}
