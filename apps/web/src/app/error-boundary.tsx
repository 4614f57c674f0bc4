import { href } from '@exitcraft/shared/routes';
import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ErrorView } from '../components/ui/error-view.tsx';
import { newReportId, reportClientError } from '../lib/client-errors.ts';
import { PageLoadError } from './lazy-page.tsx';

interface BoundaryProps {
  children: ReactNode;
  /** A new value (the next URL) clears the error, so the member can navigate away from it. */
  resetKey: string;
}

interface BoundaryState {
  /** The URL the state belongs to: the error is cleared when it changes. */
  key: string;
  /** The id of the report of what the page threw, once it threw. */
  requestId: string | null;
  error: unknown;
}

/**
 * Catches what a page throws while rendering (or a page whose code would not load even after the
 * one reload, app/lazy-page.tsx): reports it and shows the error view with the report's id in the
 * page's place, so the navigation and the footer stay and nothing goes blank.
 */
class Boundary extends Component<BoundaryProps, BoundaryState> {
  constructor(props: BoundaryProps) {
    super(props);
    this.state = { key: props.resetKey, requestId: null, error: null };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey === state.key ? null : { key: props.resetKey, requestId: null, error: null };
  }

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { requestId: newReportId(), error };
  }

  override componentDidCatch(error: unknown) {
    if (this.state.requestId === null || error !== this.state.error) return;
    reportClientError(error instanceof PageLoadError ? 'chunk' : 'render', error, this.state.requestId);
  }

  override render() {
    const { requestId } = this.state;
    if (requestId === null) return this.props.children;
    return <ErrorView requestId={requestId} homeHref={href('home')} onReload={() => window.location.reload()} />;
  }
}

/** The error boundary of a page's place (the site layout's <main>, the member shell's body). */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary resetKey={pathname}>{children}</Boundary>;
}
