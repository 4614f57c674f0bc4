import { Component, type ReactNode, Suspense } from 'react';
import { useLocation } from 'react-router';
import { RouteFallback } from '../components/ui/route-fallback.tsx';
import { lazyPage } from './lazy-page.tsx';

// the view and the report load when a page fails, never with a public page's first load; should
// their own file be gone after a deploy, page loading reloads into the new build (lazy-page.tsx)
const FailedPage = lazyPage(
  'app/failed-page.tsx',
  () => import('./failed-page.tsx'),
  (m) => m.FailedPage,
);

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
 * one reload, app/lazy-page.tsx) and shows the failed page, which reports it and shows the
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
