import { lazy } from 'react';
import { Route } from 'react-router';

const ConfidantePage = lazy(() =>
  import('./components/confidante-page.tsx').then((m) => ({ default: m.ConfidantePage })),
);

/**
 * /aiagent (AI Agent Chat), a body view of the member shell; an open conversation has its own URL.
 * One route with an optional segment, so opening a new conversation keeps the page (and the answer
 * streaming into it) mounted.
 */
export const confidanteRoutes = <Route path="/aiagent/:conversationId?" element={<ConfidantePage />} />;
