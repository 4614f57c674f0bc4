// npm run bench: prints figures, never passes or fails on time.
//  1. what each public page loads before interaction (gzip JS and CSS), measured in Chromium
//  2. Lighthouse performance and accessibility per page (mobile emulation, Lighthouse's default)
//  3. GET /health requests/s and p99 with autocannon, next to a bare node:http server in the same run
// BENCH_WEB_DIST, BENCH_SERVER_DIST and BENCH_PORT point it at another build (parallel work).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { chromium } from '@playwright/test';
import { launch as launchChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = path.resolve(import.meta.dirname, '..');
const webDist = path.resolve(process.env.BENCH_WEB_DIST ?? path.join(root, 'apps/web/dist'));
const serverMain = path.resolve(process.env.BENCH_SERVER_DIST ?? path.join(root, 'apps/server/dist'), 'main.js');
const port = Number(process.env.BENCH_PORT ?? 3200);
const pages = ['/', '/pricing-plan', '/coi', '/proof', '/about-us', '/auth'];
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const base = `http://127.0.0.1:${port}`;

function startApp() {
  const child = spawn(process.execPath, [serverMain], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'exitcraft-bench-')),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0001',
      // production refuses to start on the test checkout; the bench never pays, so no real key
      STRIPE_SECRET_KEY: 'sk_test_bench_never_used',
      STRIPE_WEBHOOK_SECRET: 'whsec_bench_never_used',
      WEB_DIST_DIR: webDist,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return child;
}

async function waitFor(url, tries = 100) {
  for (let i = 0; i < tries; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer`);
}

async function pageWeight(browser, pagePath) {
  const page = await browser.newPage();
  const files = new Set();
  page.on('requestfinished', (request) => {
    const url = new URL(request.url());
    if (url.origin === base && /\.(js|css)$/.test(url.pathname)) files.add(url.pathname);
  });
  await page.goto(`${base}${pagePath}`, { waitUntil: 'networkidle' });
  await page.close();
  // prerendered pages carry their markup and inline CSS in the document itself
  const html = await (await fetch(`${base}${pagePath}`, { headers: { accept: 'text/html' } })).text();
  const weight = { js: 0, css: 0, html: gzipSync(html, { level: 9 }).length };
  for (const file of files) {
    const size = gzipSync(readFileSync(path.join(webDist, file)), { level: 9 }).length;
    weight[file.endsWith('.js') ? 'js' : 'css'] += size;
  }
  return weight;
}

/** Lighthouse scores 0-100, one page at a time in one Chromium (scores vary by a point or two per run). */
async function lighthouseScores(chrome, pagePath) {
  const result = await lighthouse(`${base}${pagePath}`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  const { performance, accessibility } = result.lhr.categories;
  const score = (category) => (category.score === null ? 'n/a' : String(Math.round(category.score * 100)));
  return { performance: score(performance), accessibility: score(accessibility) };
}

function load(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: 50, duration: 8, pipelining: 1 }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const app = startApp();
try {
  await waitFor(`${base}/health`);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  const weights = new Map();
  for (const pagePath of pages) weights.set(pagePath, await pageWeight(browser, pagePath));
  await browser.close();

  const chrome = await launchChrome({ chromePath: chromiumPath, chromeFlags: chromiumFlags });
  const scores = new Map();
  try {
    for (const pagePath of pages) scores.set(pagePath, await lighthouseScores(chrome, pagePath));
  } finally {
    await chrome.kill();
  }

  console.log('\n== Per page: gzip -9 HTML, JS and CSS files loaded before interaction (budget for / is 90 KB of JS),');
  console.log('   Lighthouse performance and accessibility (mobile emulation, target 95 or more)');
  console.log(`${'page'.padEnd(14)} ${'HTML'.padStart(8)}  ${'JS'.padStart(9)}  ${'CSS'.padStart(8)}  perf  a11y`);
  for (const pagePath of pages) {
    const weight = weights.get(pagePath);
    const score = scores.get(pagePath);
    console.log(
      `${pagePath.padEnd(14)} ${kb(weight.html).padStart(8)}  ${kb(weight.js).padStart(9)}  ${kb(weight.css).padStart(8)}  ${score.performance.padStart(4)}  ${score.accessibility.padStart(4)}`,
    );
  }

  console.log('\n== GET /health, 50 connections, 8 s each');
  const bare = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"status":"ok"}');
  }).listen(port + 1, '127.0.0.1');
  const baseline = await load(`http://127.0.0.1:${port + 1}/health`);
  bare.close();
  const ours = await load(`${base}/health`);
  for (const [name, result] of [
    ['bare node:http', baseline],
    ['exitcraft /health', ours],
  ]) {
    console.log(
      `${name.padEnd(18)} ${String(Math.round(result.requests.average)).padStart(7)} req/s   p99 ${String(result.latency.p99).padStart(4)} ms   errors ${result.errors + result.non2xx}`,
    );
  }
} finally {
  app.kill('SIGTERM');
}
