import { href } from '@exitcraft/shared/routes';
import { Link } from '../lib/router.tsx';
import { buttonClasses } from '../components/ui/button.tsx';
import { usePageMeta } from '../lib/page-meta.ts';

export function ComingSoonPage() {
  usePageMeta('Coming Soon', 'This part of Exitcraft is on its way.');
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-navy-900">Coming Soon</h1>
      <p className="mt-3 text-slate-600">We are putting the finishing touches on this part of Exitcraft.</p>
      <Link to={href('dashboard')} className={buttonClasses('secondary', 'md', 'mt-8')}>
        Back to Dashboard
      </Link>
    </section>
  );
}
