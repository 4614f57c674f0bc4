import { lazy } from 'react';
import { Route } from 'react-router';

const DashboardHome = lazy(() => import('./components/dashboard-home.tsx').then((m) => ({ default: m.DashboardHome })));

/** /dashboard: the main body view; app/router.tsx places it inside the member shell. */
export const dashboardRoutes = <Route path="/dashboard" element={<DashboardHome />} />;
