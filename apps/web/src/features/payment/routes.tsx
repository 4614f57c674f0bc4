import { lazy } from 'react';
import { Route } from 'react-router';

// Each screen's code loads when its route is first visited; app/router.tsx places these routes
// inside its guard. This file stays light: it is part of the first-load bundle.
const PaymentPage = lazy(() => import('./components/payment-page.tsx').then((m) => ({ default: m.PaymentPage })));
const PaymentSuccessPage = lazy(() =>
  import('./components/payment-success-page.tsx').then((m) => ({ default: m.PaymentSuccessPage })),
);
const PaymentCancelledPage = lazy(() =>
  import('./components/payment-cancelled-page.tsx').then((m) => ({ default: m.PaymentCancelledPage })),
);

/** /payment and the two pages the hosted checkout returns to (public-site section 2); signed in only. */
export const paymentRoutes = (
  <>
    <Route path="/payment" element={<PaymentPage />} />
    <Route path="/payment-success" element={<PaymentSuccessPage />} />
    <Route path="/payment-cancelled" element={<PaymentCancelledPage />} />
  </>
);
