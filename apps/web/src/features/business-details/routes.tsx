import { lazy } from 'react';
import { Route } from 'react-router';

const BusinessDetailsPage = lazy(() =>
  import('./components/business-details-page.tsx').then((m) => ({ default: m.BusinessDetailsPage })),
);
const SurveyResult = lazy(() => import('./components/survey-result.tsx').then((m) => ({ default: m.SurveyResult })));

/** /businessdetails: the survey page, a page of its own (Back leads to the dashboard). */
export const businessDetailsRoutes = <Route path="/businessdetails/*" element={<BusinessDetailsPage />} />;

/** The Details Result view, a body view of the member shell. */
export const businessDetailsResultRoutes = (
  <Route path="/dashboard/results/business-details" element={<SurveyResult />} />
);
