import { lazy } from 'react';
import { Route } from 'react-router';

const BrandAssessmentPage = lazy(() =>
  import('./components/brand-page.tsx').then((m) => ({ default: m.BrandAssessmentPage })),
);
const RoiAssessmentPage = lazy(() =>
  import('./components/roi-page.tsx').then((m) => ({ default: m.RoiAssessmentPage })),
);
const DiagnosticAssessmentPage = lazy(() =>
  import('./components/diagnostic-page.tsx').then((m) => ({ default: m.DiagnosticAssessmentPage })),
);
const BrandResult = lazy(() =>
  import('./components/results/brand-result.tsx').then((m) => ({ default: m.BrandResult })),
);
const RoiResult = lazy(() => import('./components/results/roi-result.tsx').then((m) => ({ default: m.RoiResult })));
const DiagnosticResult = lazy(() =>
  import('./components/results/diagnostic-result.tsx').then((m) => ({ default: m.DiagnosticResult })),
);

/** The three assessment pages, pages of their own behind the guard (Back leads to the dashboard). */
export const assessmentRoutes = (
  <>
    <Route path="/brandassignment" element={<BrandAssessmentPage />} />
    <Route path="/roiassignment" element={<RoiAssessmentPage />} />
    <Route path="/brand-diagnostic" element={<DiagnosticAssessmentPage />} />
  </>
);

/** The three result views, body views of the member shell (the dashboard's "View Result"). */
export const assessmentResultRoutes = (
  <>
    <Route path="/dashboard/results/brand" element={<BrandResult />} />
    <Route path="/dashboard/results/roi" element={<RoiResult />} />
    <Route path="/dashboard/results/diagnostic" element={<DiagnosticResult />} />
  </>
);

const ToolPage = lazy(() => import('./components/tool-page.tsx').then((m) => ({ default: m.ToolPage })));

/** The sidebar's three tool pages, public: the overview for anyone, status and history once signed in. */
export const toolRoutes = (
  <>
    <Route path="/brand-diagnostic-details/*" element={<ToolPage kind="brand" />} />
    <Route path="/roicalculation/*" element={<ToolPage kind="roi" />} />
    <Route path="/brandassets/*" element={<ToolPage kind="diagnostic" />} />
  </>
);
