import { href } from '@exitcraft/shared/routes';
import { Suspense, useCallback, useRef, useState } from 'react';
import { lazyPart } from '../../lib/lazy-page.tsx';
import { Link, NavLink, useLocation } from '../../lib/router.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { useSession } from '../../lib/session.ts';
import { BrandLogo } from '../../components/ui/brand-logo.tsx';
import { useDismiss } from './use-dismiss.ts';

const publicLinks = [
  { to: href('proof'), label: 'Proof' },
  { to: href('coi'), label: 'COI' },
  { to: href('pricingPlan'), label: 'Pricing' },
  { to: href('aboutUs'), label: 'About Us' },
];

/** The signed-in person's menu: its chunk is named in the shell of every page only they can open (route-modules.ts). */
export const AccountMenu = lazyPart(
  'app/layout/account-menu.tsx',
  () => import('./account-menu.tsx'),
  (module) => module.AccountMenu,
);

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 font-medium transition-colors hover:bg-navy-50 hover:text-navy-900 ${isActive ? 'text-navy-900 underline decoration-gold-400 decoration-2 underline-offset-8' : 'text-slate-700'}`;

export function Navbar() {
  const { status, user } = useSession();
  const { pathname } = useLocation();
  // a link in the menu closes it on click, Back and Forward close it (use-dismiss.ts)
  const [menuOpen, setMenuOpen] = useState(false);
  const menuRef = useRef<HTMLDivElement>(null);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  useDismiss(menuRef, menuOpen, closeMenu);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <BrandLogo />
        {status === 'authenticated' && user ? (
          <Suspense fallback={null}>
            <AccountMenu user={user} />
          </Suspense>
        ) : (
          <>
            <ul className="hidden items-center gap-1 xl:flex">
              {publicLinks.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} className={linkClass}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
              {pathname !== href('auth') && (
                <li className="ml-2">
                  <Link to={href('auth', undefined, { view: 'login' })} className={buttonClasses('secondary', 'sm')}>
                    Login
                  </Link>
                </li>
              )}
            </ul>
            <div ref={menuRef} className="relative xl:hidden">
              <button
                type="button"
                aria-expanded={menuOpen}
                aria-controls="site-menu"
                onClick={() => setMenuOpen((open) => !open)}
                className="inline-flex size-10 items-center justify-center rounded-lg text-navy-900 hover:bg-navy-50"
              >
                <span className="sr-only">{menuOpen ? 'Close menu' : 'Open menu'}</span>
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  className="size-6"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                >
                  {menuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
                </svg>
              </button>
              {menuOpen && (
                <ul
                  id="site-menu"
                  className="absolute right-0 mt-2 w-56 rounded-xl border border-slate-200 bg-white py-2 shadow-xl"
                >
                  {publicLinks.map((link) => (
                    <li key={link.to}>
                      <Link
                        to={link.to}
                        onClick={closeMenu}
                        className="block px-4 py-2.5 font-medium text-slate-700 hover:bg-navy-50"
                      >
                        {link.label}
                      </Link>
                    </li>
                  ))}
                  {pathname !== href('auth') && (
                    <li className="mt-1 border-t border-slate-100 pt-1">
                      <Link
                        to={href('auth', undefined, { view: 'login' })}
                        onClick={closeMenu}
                        className="block px-4 py-2.5 font-semibold text-navy-900 hover:bg-navy-50"
                      >
                        Login
                      </Link>
                    </li>
                  )}
                </ul>
              )}
            </div>
          </>
        )}
      </nav>
    </header>
  );
}
