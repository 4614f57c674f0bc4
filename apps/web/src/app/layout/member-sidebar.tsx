import { sidebarServices } from '@exitcraft/shared/content/dashboard';
import { href } from '@exitcraft/shared/routes';
import { useEffect, useId, useRef, useState } from 'react';
import { NavLink } from '../../lib/router.tsx';
import { useLogout } from './use-logout.ts';

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-3 py-2 text-sm font-medium ${
    isActive ? 'bg-gold-400 text-navy-950' : 'text-navy-100 hover:bg-navy-800 hover:text-white'
  }`;

/**
 * The member shell's sidebar (member-area section 2): the six services, then Dashboard, Settings
 * and Log out. At 768 px or less it hides behind a toggle; choosing an entry or Escape closes it,
 * and focus goes into it on open and back to the toggle on close.
 */
export function MemberSidebar() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLElement>(null);
  const logOut = useLogout();

  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <>
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="mb-4 inline-flex items-center gap-2 rounded-lg bg-navy-900 px-4 py-2 text-sm font-semibold text-white min-[769px]:hidden"
      >
        <span aria-hidden="true">☰</span> {open ? 'Close member menu' : 'Member menu'}
      </button>
      <nav
        id={panelId}
        ref={panel}
        aria-label="Member area"
        // choosing an entry closes the menu on a narrow screen
        onClick={(event) => {
          if ((event.target as HTMLElement).closest('a')) setOpen(false);
        }}
        className={`${open ? 'block' : 'hidden'} mb-4 rounded-2xl bg-navy-900 p-3 min-[769px]:sticky min-[769px]:top-4 min-[769px]:mb-0 min-[769px]:block`}
      >
        <ul className="space-y-1">
          {sidebarServices.map((service) => (
            <li key={service.path}>
              <NavLink to={service.path} className={linkClasses}>
                {service.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <ul className="mt-3 space-y-1 border-t border-navy-700 pt-3">
          <li>
            <NavLink to={href('dashboard')} end className={linkClasses}>
              Dashboard
            </NavLink>
          </li>
          <li>
            <NavLink to={href('settings')} className={linkClasses}>
              Settings
            </NavLink>
          </li>
          <li>
            <button
              type="button"
              onClick={logOut}
              className="block w-full rounded-lg px-3 py-2 text-left text-sm font-medium text-navy-100 hover:bg-navy-800 hover:text-white"
            >
              Log out
            </button>
          </li>
        </ul>
      </nav>
    </>
  );
}
