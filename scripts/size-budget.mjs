// The page-weight budget, checked by `npm test` (issue 32, decision 043): every script a page makes
// the browser download before the network goes quiet, as the server sends it, for the public pages
// signed out and the member pages signed in (a member with the data each page needs, the back office
// as staff). One Chromium (playwright-core, the e2e flags), one built server on an empty data folder,
// the pages one after another, each in a fresh browser context (a first visit: nothing cached).
//
// What is counted, per page: the encoded body bytes (Playwright's request.sizes().responseBodySize,
// what came over the wire) of every response of type "script" from navigation until the app's module
// script is in the page and then no request has been in flight for 1 s. The browser asks for `Accept-Encoding: gzip, deflate` (set on the context):
// the server sends the .gz written at build time (scripts/compress.mjs), so the figure is gzip -9
// bytes as served; brotli (what Chromium asks for by default) would be ~12% smaller.
// Idle prefetches (requests with `Sec-Purpose: prefetch`, i.e. <link rel="prefetch"> added after the
// load event, for instance in requestIdleCallback) are listed apart and not counted, as long as they
// start after the load event; a prefetch that starts earlier counts, as does any import() made after
// load (the browser cannot tell it from a chunk the page needs).
//
// apps/web/size-budget.json holds, per page, who views it ("visitor", "member", "staff") and its
// budget in bytes. A prerendered public page without an entry fails too, so none is forgotten.
// Exits 1 naming each page over its budget, its bytes, the budget and its biggest chunks.
//
// Usage: node scripts/size-budget.mjs [--budget apps/web/size-budget.json] [--only /auth,/coi] [--json out.json]
//        [--targets]  (checks each page's "target" instead of its "budget")
// SIZE_PORT (3190) moves the server's port; SIZE_WEB_DIST points at another web build.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { benchServerEnv, startApp } from './bench-app.mjs';
import { devMailbox, signUp } from './bench-member.mjs';
import { chromiumFlags, chromiumPath } from './chromium.mjs';
import { firstLoadFile } from './prerender.mjs';

const root = path.resolve(import.meta.dirname, '..');

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** The pages over budget, as messages naming the bytes, the budget and the biggest chunks. */
export function overBudget(measured, budget, key = 'budget') {
  const problems = [];
  for (const [page, { bytes, scripts }] of Object.entries(measured)) {
    const limit = budget.pages[page]?.[key];
    const biggest = [...scripts]
      .sort((a, b) => b.bytes - a.bytes)
      .slice(0, 5)
      .map((script) => `${script.file} ${script.bytes}`)
      .join(', ');
    if (limit === undefined) problems.push(`${page}: no budget in size-budget.json (${bytes} B measured)`);
    else if (bytes > limit)
      problems.push(
        `${page}: ${bytes} B of gzip JS until idle, ${key} ${limit} (over by ${bytes - limit}); biggest: ${biggest}`,
      );
  }
  return problems;
}

/** The prerendered public pages of a build (what scripts/prerender.mjs rendered). */
export function publicPages(webDist) {
  return Object.keys(JSON.parse(readFileSync(firstLoadFile(webDist), 'utf8')));
}

/** apps/web/size-budget.json (or another budget file): per page, who views it and its limits. */
export function readBudget(file = path.join(root, 'apps/web/size-budget.json')) {
  return JSON.parse(readFileSync(path.resolve(file), 'utf8'));
}

/** Every page to open and who opens it: the build's public pages as a visitor, then the budget's. */
export function pagesToOpen(webDist, budget) {
  return {
    ...Object.fromEntries(publicPages(webDist).map((page) => [page, { as: 'visitor' }])),
    ...budget.pages,
  };
}

const post = async (base, url, body, access) => {
  const reply = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(access ? { authorization: `Bearer ${access}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!reply.ok) throw new Error(`POST ${url} answered ${reply.status}: ${await reply.text()}`);
  return reply.json();
};
const get = async (base, url, access) => {
  const reply = await fetch(`${base}${url}`, { headers: { authorization: `Bearer ${access}` } });
  if (!reply.ok) throw new Error(`GET ${url} answered ${reply.status}: ${await reply.text()}`);
  return reply.json();
};

/** e2e/support/business-details.ts's answers: every required field of the business details. */
const businessDetails = {
  businessName: 'Harbor Analytics Inc.',
  industry: 'Software',
  incorporationDate: '2012-04-30',
  address1: '100 King St W',
  country: 'Canada',
  growthStage: ['Growing'],
  companySize: 'Medium',
  yourRole: 'Executive/Owner',
  offerings: 'Services',
  companySuccessionPlan: 'Not-Exist',
  companyBusinessPlan: 'EXISTS',
  revenues: 'UPWARDS',
  profits: 'UNCHANGED',
  cashFlowPosition: 'Strong',
  marketAwareness: 'Sufficient',
  staffTurnaround: 'Weak',
  rdProcess: 'Formal',
  hrProcess: 'Informal',
  salesProcess: 'Formal',
  publicityAdvertisingPlan: 'Informal',
  marketingStrategy: 'Formal',
  culture: 'Candid and owner-led.',
};

/** bench-member.mjs's password for the people it signs up */
const memberPassword = 'Harbor#Lights42';

const answerFor = {
  brand: (i) => 1 + (i % 5),
  roi: (i) => 1000 * (1 + (i % 7)),
  diagnostic: (i) => (i % 3 ? 'Y' : 'N'),
};

/**
 * A paying member with everything the member pages show: signed up through the API (the code read
 * from `mailbox`: the dev outbox of a development server, bench-member.mjs's SMTP listener for a
 * production one), made a member with the free coupon and the checkout, business details and
 * the three assessments submitted, the adviser step skipped. Returns the member's email.
 */
export async function prepareMember(base, coupon, mailbox = devMailbox(base)) {
  const { email, access } = await signUp(base, mailbox, 'size', { fullName: 'Size Founder' });
  await post(base, '/coupons/', { code: coupon }, access);
  await post(
    base,
    '/api/create-checkout-session/',
    {
      amount: 0,
      product_name: 'Exitcraft Membership',
      billing_info: { fullName: 'Size Founder', email, companyName: '' },
      coupon_code: coupon,
    },
    access,
  );
  await post(base, '/company-surveys/submit/', businessDetails, access);
  await post(base, '/onboarding/adviser-session/', { status: 'skipped' }, access);
  for (const kind of ['brand', 'roi', 'diagnostic']) {
    const instrument = await get(base, `/assessments/${kind}/`, access);
    const ids = instrument.sections.flatMap((section) => section.items.map((item) => item.id));
    const answers = Object.fromEntries(ids.map((id, i) => [id, answerFor[kind](i)]));
    const currency = instrument.currencies?.[0]?.code;
    await post(base, `/assessments/${kind}/submissions/`, { answers, ...(currency ? { currency } : {}) }, access);
  }
  return email;
}

/** Signs in through the login path (CSRF cookie + header), as the sign-in page does. */
export async function logInTokens(base, identifier, password) {
  const { csrfToken } = await (await fetch(`${base}/csrf/`)).json();
  const reply = await fetch(`${base}/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrftoken': csrfToken, cookie: `csrftoken=${csrfToken}` },
    body: JSON.stringify({ identifier, password }),
  });
  if (!reply.ok) throw new Error(`login answered ${reply.status}: ${await reply.text()}`);
  return (await reply.json()).tokens;
}

/** The staff account and the free coupon the budget's people are made with. */
export const seededPeople = {
  staff: { email: 'size-staff@example.com', password: 'Harbor#2041-size-staff' },
  coupon: 'SIZE-FREE',
};

/**
 * Makes the staff account and the free coupon in the database of a server started with `env`,
 * while no server has it open (the embedded database serves one process at a time), as the e2e
 * suite makes its own (apps/server/test/e2e-seed.ts). On an empty data folder this also creates
 * and migrates the database, with no time limit (on a loaded machine the first start can take
 * longer than startApp's 60 s wait for /health).
 */
export function seedPeople(env, { staff, coupon } = seededPeople) {
  return new Promise((resolve, reject) => {
    const seed = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        path.join(root, 'apps/server/test/e2e-seed.ts'),
        staff.email,
        staff.password,
        `${coupon}:100`,
      ],
      { cwd: path.join(root, 'apps/server'), env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'] },
    );
    seed.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`e2e-seed exited ${code}`))));
  });
}

/**
 * Through the API of the server at `base` (seeded by seedPeople), the accounts the viewers in
 * `needs` ("member", "staff") sign in with: `{ member: { email, password }, staff: … }`.
 */
export async function prepareAccounts(base, needs, { staff, coupon } = seededPeople, mailbox = devMailbox(base)) {
  const accounts = {};
  if (needs.has('member'))
    accounts.member = { email: await prepareMember(base, coupon, mailbox), password: memberPassword };
  if (needs.has('staff')) accounts.staff = staff;
  return accounts;
}

/**
 * Puts a session where the web app keeps it (localStorage, as the sign-in page does), unless one
 * is there already. Runs in the page: Playwright's addInitScript and puppeteer's evaluate both
 * take it as it is.
 */
export function storeSession(saved) {
  if (!localStorage.getItem('access_token')) {
    localStorage.setItem('access_token', saved.access);
    localStorage.setItem('refresh_token', saved.refresh);
  }
}

/** How long the network must be quiet to count as idle. */
const quietMs = 1000;

/**
 * One fresh visit: a new context (empty cache) signed in with `tokens` (where the app keeps them)
 * or signed out; every script response until the network is idle, with its encoded size.
 */
export async function measurePage(browser, url, tokens) {
  const context = await browser.newContext({ extraHTTPHeaders: { 'accept-encoding': 'gzip, deflate' } });
  try {
    if (tokens) await context.addInitScript(storeSession, tokens);
    const page = await context.newPage();
    const responses = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script' || /\.m?js(\?|$)/.test(response.url()))
        responses.push({ response, at: Date.now() });
    });
    let loadedAt = Infinity;
    page.once('load', () => (loadedAt = Date.now()));
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    let inFlight = 0;
    let lastActivity = Date.now();
    // a live stream (the community's EventSource) stays open by design: it is never "in flight"
    const longLived = (request) => request.resourceType() === 'eventsource';
    page.on('request', (request) => {
      if (longLived(request)) return;
      inFlight++;
      lastActivity = Date.now();
    });
    const settled = (request) => {
      if (longLived(request)) return;
      inFlight--;
      lastActivity = Date.now();
    };
    page.on('requestfinished', settled);
    page.on('requestfailed', settled);
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    // a prerendered page starts its code after the first frame (public/start-app.js, at most 1 s
    // later): the app's module script is there before "idle" means anything, however slow the machine
    await page.waitForFunction(`document.querySelector('script[type="module"]') !== null`, undefined, {
      timeout: 30_000,
    });
    // then idle: no request in flight for quietMs (Playwright's networkidle is 500 ms from the load)
    const deadline = Date.now() + 60_000;
    while (inFlight > 0 || Date.now() - lastActivity < quietMs) {
      if (Date.now() > deadline) throw new Error(`${url}: the network was never idle for ${quietMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const finalPath = new URL(page.url()).pathname;
    const scripts = [];
    const prefetched = [];
    for (const { response, at } of responses) {
      const request = response.request();
      const sizes = await request.sizes();
      const headers = await response.allHeaders();
      const entry = {
        file: new URL(response.url()).pathname.replace(/^\/assets\//, ''),
        bytes: sizes.responseBodySize,
        encoding: headers['content-encoding'] ?? 'identity',
      };
      const purpose = (await request.allHeaders())['sec-purpose'] ?? '';
      if (purpose.includes('prefetch') && at >= loadedAt) prefetched.push(entry);
      else scripts.push(entry);
    }
    return {
      bytes: scripts.reduce((sum, script) => sum + script.bytes, 0),
      scripts,
      prefetched,
      finalPath,
      errors,
    };
  } finally {
    await context.close();
  }
}

/** Runs a server on an empty data folder, prepares the people, measures every page of `budget`. */
export async function measureAll({ webDist, budget, only, port, log = console.log }) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'exitcraft-size-'));
  const wanted = Object.entries(pagesToOpen(webDist, budget)).filter(([page]) => !only || only.includes(page));
  const env = benchServerEnv({ port, dataDir, extra: { WEB_DIST_DIR: webDist } });
  const needs = new Set(wanted.map(([, entry]) => entry.as));
  let app;
  let browser;
  try {
    await seedPeople(env);
    app = await startApp(env);
    const base = app.base;
    // a session as the sign-in page gets it (both tokens), for each person the API made
    const sessions = { visitor: undefined };
    for (const [as, account] of Object.entries(await prepareAccounts(base, needs)))
      sessions[as] = await logInTokens(base, account.email, account.password);
    browser = await chromium.launch({
      executablePath: chromiumPath,
      args: [...chromiumFlags, '--disable-quic', '--no-first-run'],
    });
    const measured = {};
    for (const [page, entry] of wanted) {
      const result = await measurePage(browser, `${base}${page}`, sessions[entry.as]);
      if (result.finalPath !== new URL(page, base).pathname)
        throw new Error(
          `${page} (as ${entry.as}) ended on ${result.finalPath}: the page was not shown, so not measured`,
        );
      measured[page] = result;
      const limit = budget.pages[page]?.budget;
      const target = budget.pages[page]?.target;
      const encodings = [...new Set(result.scripts.map((script) => script.encoding))].join('/');
      const idle = result.prefetched.reduce((sum, script) => sum + script.bytes, 0);
      log(
        `size ${page.padEnd(36)} ${entry.as.padEnd(7)} ${String(result.bytes).padStart(7)} B (${kb(result.bytes)}, ${result.scripts.length} scripts, ${encodings || 'none'})   budget ${limit ?? 'none'}, target ${target ?? 'none'}${idle ? `   + idle prefetch ${idle} B (${result.prefetched.length}, not counted)` : ''}`,
      );
      for (const error of result.errors) log(`     page error on ${page}: ${error}`);
    }
    return measured;
  } finally {
    await browser?.close();
    await app?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const option = (name) => {
    const at = args.indexOf(`--${name}`);
    return at >= 0 ? args[at + 1] : undefined;
  };
  const webDist = path.resolve(process.env.SIZE_WEB_DIST ?? path.join(root, 'apps/web/dist'));
  const budget = readBudget(option('budget'));
  const only = option('only')?.split(',');
  const started = Date.now();
  const measured = await measureAll({
    webDist,
    budget,
    only,
    port: Number(process.env.SIZE_PORT ?? 3190),
  });
  if (option('json')) writeFileSync(option('json'), JSON.stringify(measured, null, 2));
  const problems = overBudget(measured, budget, args.includes('--targets') ? 'target' : 'budget');
  console.log(
    `size budget: ${Object.keys(measured).length} pages measured in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (problems.length > 0) {
    console.error(`size budget exceeded:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log('size budget: every page within its budget');
}
