import { href } from '@exitcraft/shared/routes';
import type { UserData } from '@exitcraft/shared/schemas/user';
import { useCallback, useRef, useState } from 'react';
import { Link, useLocation } from '../../lib/router.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { initials, truncate } from '../../lib/format.ts';
import { useDismiss } from './use-dismiss.ts';
import { useLogout } from './use-logout.ts';

const memberMenuLinks = [
  { to: href('coi'), label: 'COI' },
  { to: href('pricingPlan'), label: 'Pricing' },
  { to: href('proof'), label: 'Proof' },
  { to: href('aboutUs'), label: 'About Us' },
];

/** The signed-in side of the navigation bar: its own chunk, as no prerendered page shows it. */
export function AccountMenu({ user }: { user: UserData }) {
  const { pathname } = useLocation();
  const logOut = useLogout();
  // a link in the menu closes it on click, Back and Forward close it (use-dismiss.ts)
  const [menuOpen, setMenuOpen] = useState(false);
  const menuRef = useRef<HTMLDivElement>(null);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  useDismiss(menuRef, menuOpen, closeMenu);

  const onDashboard = pathname === href('dashboard') || pathname.startsWith(`${href('dashboard')}/`);
  const logout = () => {
    setMenuOpen(false);
    logOut();
  };

  return (
    <div className="flex items-center gap-3">
      {!onDashboard && (
        // a wrapper, because the button's own classes set a display that would override `hidden`
        <span className="hidden md:block">
          <Link to={href('dashboard')} className={buttonClasses('secondary', 'sm')}>
            Dashboard
          </Link>
        </span>
      )}
      <div ref={menuRef} className="relative">
        <button
          type="button"
          aria-haspopup="true"
          aria-expanded={menuOpen}
          aria-controls="account-menu"
          aria-label={`Account menu for ${user.full_name || 'your account'}`}
          onClick={() => setMenuOpen((open) => !open)}
          className="inline-flex size-10 items-center justify-center rounded-full bg-navy-900 text-sm font-bold text-gold-400 ring-offset-2 hover:ring-2 hover:ring-gold-400"
        >
          {initials(user.full_name)}
        </button>
        {menuOpen && (
          <div
            id="account-menu"
            className="absolute right-0 mt-2 w-64 rounded-xl border border-slate-200 bg-white py-2 shadow-xl"
          >
            <div className="border-b border-slate-100 px-4 pb-3">
              <p className="truncate font-semibold text-navy-900">{user.full_name}</p>
              <p className="truncate text-sm font-medium text-navy-800">@{user.username}</p>
              <p className="text-sm text-slate-600" title={user.email}>
                {truncate(user.email, 25)}
              </p>
            </div>
            <ul className="py-1">
              {memberMenuLinks.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} onClick={closeMenu} className="block px-4 py-2 text-slate-700 hover:bg-navy-50">
                    {link.label}
                  </Link>
                </li>
              ))}
              {!onDashboard && (
                <li>
                  <Link
                    to={href('dashboard')}
                    onClick={closeMenu}
                    className="block px-4 py-2 text-slate-700 hover:bg-navy-50"
                  >
                    Dashboard
                  </Link>
                </li>
              )}
              <li className="mt-1 border-t border-slate-100 pt-1">
                <button
                  type="button"
                  onClick={logout}
                  className="block w-full px-4 py-2 text-left font-medium text-red-700 hover:bg-red-50"
                >
                  Logout
                </button>
              </li>
            </ul>
          </div>
        )}
      </div>
    </div>
  );
}
