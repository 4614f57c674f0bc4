import { Suspense } from 'react';
import { Outlet } from '../../lib/router.tsx';
import { RouteFallback } from '../../components/ui/route-fallback.tsx';
import { useSession } from '../../lib/session.ts';
import { page } from '../../lib/lazy-page.tsx';

// the member shell (its sidebar, the logout) only for a signed-in person: a visitor never loads it
const MemberShell = page(
  'app/layout/member-shell.tsx',
  () => import('./member-shell.tsx'),
  (m) => m.MemberShell,
);

/**
 * The frame of the four public tool pages (issue 15): inside the member shell, with the sidebar
 * that links to them, for a signed-in person; a plain page for a visitor (the shell needs a session).
 */
export function ToolFrame() {
  const { status } = useSession();
  if (status === 'authenticated') return MemberShell;
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6">
      <Suspense fallback={<RouteFallback />}>
        <Outlet />
      </Suspense>
    </div>
  );
}
