import { lazy } from 'react';
import { Route } from 'react-router';

const ExitReadinessPage = lazy(() =>
  import('./components/exit-readiness-page.tsx').then((m) => ({ default: m.ExitReadinessPage })),
);

/** /exitwealth, public: the overview for anyone, the score, at-stake figure and plan once signed in. */
export const exitReadinessRoutes = <Route path="/exitwealth/*" element={<ExitReadinessPage />} />;
