/**
 * The route registry: every page of the product, once (public-site and member-area section 2).
 * The web router, its guards and shells, the build's prerender list, the server's prerendered
 * pages and the end-to-end tests all read it; a link is written `href('settings')`, never as a
 * path typed by hand.
 */

/** Who may open a page: anyone, a signed-in person, a paying member, or staff. */
export type RouteAccess = 'public' | 'signedIn' | 'member' | 'staff';

/**
 * The frame a page is shown in, inside the site layout (navigation bar and footer):
 * - `public`: the page alone;
 * - `member`: the member shell (sidebar and one body view);
 * - `tool`: the member shell for a signed-in person, the page alone for a visitor;
 * - `staff`: the back office's own shell.
 */
export type RouteShell = 'public' | 'member' | 'tool' | 'staff';

export interface RouteEntry {
  /** The path as a link writes it; `:name` marks a parameter, `:name?` an optional one. */
  readonly path: string;
  readonly access: RouteAccess;
  readonly shell: RouteShell;
  /** The document title the page sets (`| Exitcraft` is added); a page with its own data names itself. */
  readonly title: string;
  /** The build renders the page to HTML (scripts/prerender.mjs, decision 008). */
  readonly prerendered?: boolean;
  /** Deeper paths below it show the same page (the spec's `/coi/*`). */
  readonly splat?: boolean;
  /** Why the access departs from the spec's route table, where it does. */
  readonly departs?: string;
}

const signedInData = 'shows the signed-in person’s own data; a visitor is sent to sign in and back';

export const routes = {
  home: { path: '/', access: 'public', shell: 'public', title: 'Home', prerendered: true },
  auth: { path: '/auth', access: 'public', shell: 'public', title: 'Login', prerendered: true },
  pricingPlan: {
    path: '/pricing-plan',
    access: 'public',
    shell: 'public',
    title: 'Plans & Pricing',
    prerendered: true,
  },
  coi: { path: '/coi', access: 'public', shell: 'public', title: 'Cost of Inaction', prerendered: true, splat: true },
  proof: { path: '/proof', access: 'public', shell: 'public', title: 'Proof', prerendered: true, splat: true },
  aboutUs: { path: '/about-us', access: 'public', shell: 'public', title: 'About Us', prerendered: true, splat: true },
  terms: { path: '/terms', access: 'public', shell: 'public', title: 'Terms of Service', prerendered: true },
  privacy: { path: '/privacy', access: 'public', shell: 'public', title: 'Privacy Policy', prerendered: true },

  payment: { path: '/payment', access: 'signedIn', shell: 'public', title: 'Checkout' },
  paymentSuccess: { path: '/payment-success', access: 'signedIn', shell: 'public', title: 'Payment Successful' },
  paymentCancelled: { path: '/payment-cancelled', access: 'signedIn', shell: 'public', title: 'Payment Cancelled' },
  confirmationGuest: { path: '/confirmation-guest', access: 'signedIn', shell: 'public', title: 'Welcome, Guest' },
  confirmationMember: { path: '/confirmation-member', access: 'signedIn', shell: 'public', title: 'Welcome, Member' },

  dashboard: {
    path: '/dashboard',
    access: 'signedIn',
    shell: 'member',
    title: 'Dashboard',
    departs: `the spec lists /dashboard/* as public; it ${signedInData}`,
  },
  businessDetailsResult: {
    path: '/dashboard/results/business-details',
    access: 'signedIn',
    shell: 'member',
    title: 'Business Details Result',
  },
  brandResult: {
    path: '/dashboard/results/brand',
    access: 'signedIn',
    shell: 'member',
    title: 'Brand Diagnostic Results',
  },
  roiResult: { path: '/dashboard/results/roi', access: 'signedIn', shell: 'member', title: 'ROI/COI Result' },
  diagnosticResult: {
    path: '/dashboard/results/diagnostic',
    access: 'signedIn',
    shell: 'member',
    title: 'Questionnaire Results',
  },

  brandTool: {
    path: '/brand-diagnostic-details',
    access: 'public',
    shell: 'tool',
    title: 'Brand Assessment',
    splat: true,
  },
  roiTool: { path: '/roicalculation', access: 'public', shell: 'tool', title: 'ROI/COI Calculator', splat: true },
  exitWealth: { path: '/exitwealth', access: 'public', shell: 'tool', title: 'Exit Readiness', splat: true },
  assetsTool: {
    path: '/brandassets',
    access: 'public',
    shell: 'tool',
    title: 'Business Assets Checklist',
    splat: true,
  },
  community: {
    path: '/groupchat',
    access: 'signedIn',
    shell: 'member',
    title: 'Anonymous Group Chat',
    splat: true,
    departs:
      'the spec lists /groupchat/* as public; posting and the alias need an account, so a visitor signs in first',
  },
  confidante: {
    path: '/aiagent/:conversationId?',
    access: 'signedIn',
    shell: 'member',
    title: 'AI Agent Chat',
    departs: `the spec lists /aiagent/* as public; it ${signedInData}`,
  },

  brandAssessment: {
    path: '/brandassignment',
    access: 'signedIn',
    shell: 'public',
    title: 'Brand Diagnostic Assessment',
  },
  roiAssessment: { path: '/roiassignment', access: 'signedIn', shell: 'public', title: 'ROI/COI Calculator' },
  diagnosticAssessment: {
    path: '/brand-diagnostic',
    access: 'signedIn',
    shell: 'public',
    title: 'Business Assets Checklist',
  },
  otpVerify: { path: '/otpverify', access: 'signedIn', shell: 'public', title: 'Verify Your Email', splat: true },
  businessDetails: {
    path: '/businessdetails',
    access: 'signedIn',
    shell: 'public',
    title: 'Business Details',
    splat: true,
    departs: `the spec lists /businessdetails/* as public; the survey is saved to the account, so it ${signedInData}`,
  },

  settings: { path: '/setting', access: 'signedIn', shell: 'member', title: 'Settings' },
  profile: { path: '/profileView', access: 'signedIn', shell: 'member', title: 'Profile' },
  username: { path: '/usernameView', access: 'signedIn', shell: 'member', title: 'Username' },
  email: { path: '/emailView', access: 'signedIn', shell: 'member', title: 'Email' },
  password: { path: '/passwordView', access: 'signedIn', shell: 'member', title: 'Password' },
  history: { path: '/historyView', access: 'signedIn', shell: 'member', title: 'Purchase History' },
  security: { path: '/securityView', access: 'signedIn', shell: 'member', title: 'Passkeys and Sign-In' },
  yourData: { path: '/yourDataView', access: 'signedIn', shell: 'member', title: 'Your data' },
  emailPreferences: { path: '/emailPreferencesView', access: 'signedIn', shell: 'member', title: 'Email preferences' },
  // issue 31: the one-click unsubscribe link of every reminder email; works without signing in
  unsubscribe: { path: '/unsubscribe', access: 'public', shell: 'public', title: 'Unsubscribe' },
  test: { path: '/test', access: 'signedIn', shell: 'public', title: 'Coming Soon' },
  article: { path: '/article', access: 'public', shell: 'public', title: 'Coming Soon', splat: true },

  staffOverview: { path: '/staff', access: 'staff', shell: 'staff', title: 'Overview — Staff' },
  staffPeople: { path: '/staff/people', access: 'staff', shell: 'staff', title: 'People — Staff' },
  staffPerson: { path: '/staff/people/:id', access: 'staff', shell: 'staff', title: 'Person — Staff' },
  staffPayments: { path: '/staff/payments', access: 'staff', shell: 'staff', title: 'Payments — Staff' },
  staffCoupons: { path: '/staff/coupons', access: 'staff', shell: 'staff', title: 'Coupons — Staff' },
  staffResearch: { path: '/staff/research', access: 'staff', shell: 'staff', title: 'Research — Staff' },
  staffModeration: { path: '/staff/moderation', access: 'staff', shell: 'staff', title: 'Moderation — Staff' },
  staffAudit: { path: '/staff/audit', access: 'staff', shell: 'staff', title: 'Audit log — Staff' },
  staffSiteSettings: { path: '/staff/site-settings', access: 'staff', shell: 'staff', title: 'Site settings — Staff' },
} as const satisfies Record<string, RouteEntry>;

export type RouteId = keyof typeof routes;

/** Every route id, in the registry's order. */
export const routeIds = Object.keys(routes) as RouteId[];

/** A route's entry with every field of RouteEntry readable (`prerendered`, `splat`), set or not. */
export function route(id: RouteId): RouteEntry {
  return routes[id];
}

type ParamNames<Path extends string> = Path extends `${string}:${infer Param}/${infer Rest}`
  ? ParamName<Param> | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Param}`
    ? ParamName<Param>
    : never;
type ParamName<Param extends string> = Param extends `${infer Name}?` ? Name : Param;
type RequiredParams<Path extends string> = Path extends `${string}:${infer Param}/${infer Rest}`
  ? (Param extends `${string}?` ? never : Param) | RequiredParams<`/${Rest}`>
  : Path extends `${string}:${infer Param}`
    ? Param extends `${string}?`
      ? never
      : Param
    : never;

export type RouteParams<Id extends RouteId> = { [Name in ParamNames<(typeof routes)[Id]['path']>]?: string } & {
  [Name in RequiredParams<(typeof routes)[Id]['path']>]: string;
};

type HrefArgs<Id extends RouteId> =
  ParamNames<(typeof routes)[Id]['path']> extends never
    ? [params?: undefined, query?: Record<string, string | undefined>]
    : RequiredParams<(typeof routes)[Id]['path']> extends never
      ? [params?: RouteParams<Id>, query?: Record<string, string | undefined>]
      : [params: RouteParams<Id>, query?: Record<string, string | undefined>];

/**
 * The URL of a page: `href('staffPerson', { id })`, `href('auth', undefined, { view: 'login' })`.
 * Parameters are URL-encoded; an optional one left out drops its segment; query values left
 * undefined are left out.
 */
export function href<Id extends RouteId>(id: Id, ...[params, query]: HrefArgs<Id>): string {
  const values = (params ?? {}) as Record<string, string | undefined>;
  const path =
    routes[id].path
      .split('/')
      .flatMap((segment) => {
        if (!segment.startsWith(':')) return [segment];
        const name = segment.slice(1).replace(/\?$/, '');
        const value = values[name];
        if (value === undefined) {
          if (segment.endsWith('?')) return [];
          throw new Error(`href('${id}') needs the parameter ${name}`);
        }
        return [encodeURIComponent(value)];
      })
      .join('/') || '/';
  const search = new URLSearchParams(
    Object.entries(query ?? {}).filter((entry): entry is [string, string] => entry[1] !== undefined),
  ).toString();
  return search ? `${path}?${search}` : path;
}

/** The router's pattern for a route: its path, with `/*?` when deeper paths show the same page too. */
export function routePattern(id: RouteId): string {
  const entry = route(id);
  return entry.splat ? `${entry.path}/*?` : entry.path;
}

const entries = Object.entries(routes) as [RouteId, RouteEntry][];
const pathsWhere = (keep: (entry: RouteEntry) => boolean) =>
  entries.filter(([, entry]) => keep(entry)).map(([, entry]) => entry.path);

/**
 * The public pages whose first view is the same for every visitor: the build renders each to HTML
 * (scripts/prerender.mjs), the server sends that HTML for the path without a query string
 * (apps/server/src/plugins/spa.ts), and the bench and the size budget measure these pages.
 */
export const prerenderedPages = pathsWhere((entry) => entry.prerendered === true) as PrerenderedPage[];
/** The ids of the prerendered pages: the web app binds their pages in its first-load chunk. */
export type PrerenderedId = {
  [Id in RouteId]: (typeof routes)[Id] extends { prerendered: true } ? Id : never;
}[RouteId];
export type PrerenderedPage = {
  [Id in RouteId]: (typeof routes)[Id] extends { prerendered: true } ? (typeof routes)[Id]['path'] : never;
}[RouteId];

/** Paths a visitor who is not signed in is sent to sign in from (every access but public). */
export const guardedRoutes = pathsWhere((entry) => entry.access !== 'public');

/** Whether a route's path (with its parameters and splat) matches the segments of a URL path. */
function pathMatches(entry: RouteEntry, segments: readonly string[]): boolean {
  const pattern = entry.path.split('/').filter(Boolean);
  let at = 0;
  for (const part of pattern) {
    const optional = part.startsWith(':') && part.endsWith('?');
    const segment = segments[at];
    if (segment === undefined) {
      if (optional) continue;
      return false;
    }
    if (!part.startsWith(':') && part.toLowerCase() !== segment.toLowerCase()) return false;
    at += 1;
  }
  return at === segments.length || entry.splat === true;
}

/**
 * Whether a URL path is a page of the registry, as the web router matches it (any case, a trailing
 * slash ignored, `:name` one segment, a splat route any deeper path). The server answers every
 * other path 404, with the shell that shows the 404 page (apps/server/src/plugins/spa.ts).
 */
export function isKnownPath(pathname: string): boolean {
  return routeIdOf(pathname) !== undefined;
}

/** The route a URL path shows (matched as isKnownPath matches), or undefined for no page. */
export function routeIdOf(pathname: string): RouteId | undefined {
  const segments = pathname.split('/').filter(Boolean);
  return entries.find(([, entry]) => pathMatches(entry, segments))?.[0];
}
