import { href } from '@exitcraft/shared/routes';
import { useEffect, useState } from 'react';
import { ErrorView } from '../components/ui/error-view.tsx';
import { newReportId, reportError } from '../lib/report-error.ts';
import { PageLoadError } from '../lib/lazy-page.tsx';

/** Each error is reported once, however often its view renders (StrictMode runs effects twice). */
const reported = new WeakSet<object>();

/** What a page that failed shows (app/error-boundary.tsx): the error view with its report's id. */
export function FailedPage({ error }: { error: unknown }) {
  const [requestId] = useState(newReportId);
  useEffect(() => {
    if (typeof error === 'object' && error !== null) {
      if (reported.has(error)) return;
      reported.add(error);
    }
    reportError(error instanceof PageLoadError ? 'chunk' : 'render', error, requestId);
  }, [error, requestId]);
  return <ErrorView requestId={requestId} homeHref={href('home')} onReload={() => window.location.reload()} />;
}
