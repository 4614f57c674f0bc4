// npm run bench: prints figures, never passes or fails on time.
//  1. what `/` loads before interaction (gzip JS and CSS), measured in Chromium
//  2. GET /health requests/s and p99 with autocannon, next to a bare node:http server in the same run
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { chromium } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..');
const webDist = path.join(root, 'apps/web/dist');
const port = 3200;
const base = `http://127.0.0.1:${port}`;

function startApp() {
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'exitcraft-bench-')),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0001',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return child;
}

async function waitFor(url, tries = 100) {
  for (let i = 0; i < tries; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
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
  const weight = { js: 0, css: 0 };
  for (const file of files) {
    const size = gzipSync(readFileSync(path.join(webDist, file)), { level: 9 }).length;
    weight[file.endsWith('.js') ? 'js' : 'css'] += size;
  }
  return weight;
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
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  console.log('\n== Page weight before interaction (gzip -9), budget for / is 90 KB of JS');
  for (const pagePath of ['/', '/pricing-plan', '/coi', '/proof', '/about-us', '/auth']) {
    const weight = await pageWeight(browser, pagePath);
    console.log(`${pagePath.padEnd(14)} JS ${kb(weight.js).padStart(9)}   CSS ${kb(weight.css).padStart(8)}`);
  }
  await browser.close();

  console.log('\n== GET /health, 50 connections, 8 s each');
  const bare = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"status":"ok"}');
  }).listen(3201, '127.0.0.1');
  const baseline = await load('http://127.0.0.1:3201/health');
  bare.close();
  const ours = await load(`${base}/health`);
  for (const [name, result] of [['bare node:http', baseline], ['exitcraft /health', ours]]) {
    console.log(
      `${name.padEnd(18)} ${String(Math.round(result.requests.average)).padStart(7)} req/s   p99 ${String(result.latency.p99).padStart(4)} ms   errors ${result.errors + result.non2xx}`,
    );
  }
} finally {
  app.kill('SIGTERM');
}
