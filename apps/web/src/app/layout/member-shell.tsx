import { Suspense } from 'react';
import { Outlet } from '../../lib/router.tsx';
import { RouteFallback } from '../../components/ui/route-fallback.tsx';
import { PageErrorBoundary } from '../error-boundary.tsx';
import { MemberSidebar } from './member-sidebar.tsx';

/**
 * The frame of every member screen: the sidebar and one body. Each body view (the dashboard,
 * settings, a result, a service) is a route of its own inside it, so Back, Forward and a reload
 * keep the view.
 */
export function MemberShell() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 min-[769px]:grid min-[769px]:grid-cols-[15rem_1fr] min-[769px]:gap-6 sm:px-6">
      <div>
        <MemberSidebar />
      </div>
      <div className="min-w-0">
        <PageErrorBoundary>
          <Suspense fallback={<RouteFallback />}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </div>
    </div>
  );
}
