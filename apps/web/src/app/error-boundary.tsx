import { href } from '@exitcraft/shared/routes';
import { Component, lazy, type ReactNode, Suspense } from 'react';
import { useLocation } from '../lib/router.tsx';
import { RouteFallback } from '../components/ui/route-fallback.tsx';
import { reloadIntoNewBuild } from '../lib/new-build-reload.ts';

// The view and the report load when a page fails, never with a public page's first load. Should
// their own file be out of reach (a deploy removed it, or the network is down), the page reloads
// into the new build as any page would (lazy-page.tsx), or, already reloaded, says the least in place.
const FailedPage = lazy(() =>
  import('./failed-page.tsx').then(
    (m) => ({ default: m.FailedPage }),
    () => (reloadIntoNewBuild() ? new Promise<never>(() => {}) : { default: Unreachable }),
  ),
);

function Unreachable() {
  return (
    <p role="alert" className="px-4 py-24 text-center">
      Something went wrong. <a href={href('home')}>Return to Home</a>
    </p>
  );
}

interface BoundaryProps {
  children: ReactNode;
  /** A new value (the next URL) clears the error, so the member can navigate away from it. */
  resetKey: string;
}

interface BoundaryState {
  /** The URL the state belongs to: the error is cleared when it changes. */
  key: string;
  failed: { error: unknown } | null;
}

/**
 * Catches what a page throws while rendering (or a page whose code would not load even after the
 * one reload, lib/lazy-page.tsx) and shows the failed page, which reports it and shows the
 * report's id, in the page's place: the navigation and the footer stay, nothing goes blank.
 */
class Boundary extends Component<BoundaryProps, BoundaryState> {
  constructor(props: BoundaryProps) {
    super(props);
    this.state = { key: props.resetKey, failed: null };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey === state.key ? null : { key: props.resetKey, failed: null };
  }

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: { error } };
  }

  override render() {
    const { failed } = this.state;
    if (!failed) return this.props.children;
    return (
      <Suspense fallback={<RouteFallback />}>
        <FailedPage error={failed.error} />
      </Suspense>
    );
  }
}

/** The error boundary of a page's place (the site layout's <main>, the member shell's body). */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary resetKey={pathname}>{children}</Boundary>;
}
