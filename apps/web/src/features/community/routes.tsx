import { lazy } from 'react';
import { Route } from 'react-router';

const CommunityPage = lazy(() => import('./components/community-page.tsx').then((m) => ({ default: m.CommunityPage })));

/** /groupchat: the anonymous founders' chat; app/member-area-routes.tsx places it inside the member shell. */
export const communityRoutes = <Route path="/groupchat/*" element={<CommunityPage />} />;
