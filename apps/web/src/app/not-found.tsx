import { href } from '@exitcraft/shared/routes';
import { useEffect } from 'react';
import { Link, useLocation } from '../lib/router.tsx';
import { buttonClasses } from '../components/ui/button.tsx';
import { usePageMeta } from '../lib/page-meta.ts';

export function NotFoundPage() {
  const { pathname } = useLocation();
  usePageMeta('Page not found', 'The page you were looking for does not exist.');
  useEffect(() => {
    console.warn(`404: no page at ${pathname}`);
  }, [pathname]);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-7xl font-extrabold text-gold-400">404</p>
      <h1 className="mt-4 text-3xl font-bold text-navy-900">Oops! Page not found</h1>
      <p className="mt-3 text-slate-600">The page you are looking for does not exist or has moved.</p>
      <Link to={href('home')} className={buttonClasses('secondary', 'md', 'mt-8')}>
        Return to Home
      </Link>
    </section>
  );
}
