/** Every page path of both spec route tables, for the router, the server and the tests. */
export const publicRoutes = [
  '/',
  '/auth',
  '/pricing-plan',
  '/payment',
  '/payment-success',
  '/payment-cancelled',
  '/confirmation-guest',
  '/confirmation-member',
  '/dashboard',
  '/proof',
  '/coi',
  '/about-us',
  '/terms',
  '/privacy',
] as const;

/**
 * The public pages whose first view is the same for every visitor: the build renders each to HTML
 * (scripts/prerender.mjs), the server sends that HTML for the path without a query string
 * (apps/server/src/plugins/spa.ts), and the bench and the size budget measure these pages.
 */
export const prerenderedPages = ['/', '/pricing-plan', '/coi', '/proof', '/about-us', '/auth', '/terms', '/privacy'] as const;
export type PrerenderedPage = (typeof prerenderedPages)[number];

export const memberRoutes = [
  '/brand-diagnostic-details',
  '/roicalculation',
  '/exitwealth',
  '/brandassets',
  '/groupchat',
  '/aiagent',
  '/brandassignment',
  '/roiassignment',
  '/brand-diagnostic',
  '/otpverify',
  '/businessdetails',
  '/setting',
  '/profileView',
  '/usernameView',
  '/emailView',
  '/passwordView',
  '/historyView',
  '/test',
  '/article',
] as const;

/** Routes that need a signed-in user (public-site section 2, member-area section 2). */
export const guardedRoutes = [
  '/payment',
  '/payment-success',
  '/payment-cancelled',
  '/confirmation-guest',
  '/confirmation-member',
  '/dashboard',
  '/brandassignment',
  '/roiassignment',
  '/brand-diagnostic',
  '/otpverify',
  '/setting',
  '/profileView',
  '/usernameView',
  '/emailView',
  '/passwordView',
  '/historyView',
  '/test',
] as const;
