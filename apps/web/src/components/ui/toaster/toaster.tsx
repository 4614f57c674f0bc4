import { lazy, Suspense, useSyncExternalStore } from 'react';
import { subscribeToasterWanted, toasterWanted } from '../../../lib/toast.ts';

// sonner (about 9 KB gzip) loads with the first toast, not with the page.
const Sonner = lazy(() => import('./sonner-toaster.tsx'));

export function Toaster() {
  const wanted = useSyncExternalStore(subscribeToasterWanted, toasterWanted, toasterWanted);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Sonner />
    </Suspense>
  );
}
