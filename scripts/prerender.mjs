// Prerenders the public pages after `vite build`, so a visitor sees the page before any script runs.
//
// It starts the built server on a spare port with a throw-away DATA_DIR (the pages get the same
// API answers a visitor gets), opens each public route in Chromium, waits for the page to settle,
// and writes the rendered #root, title and description into a copy of the HTML shell:
//   dist/<route>/index.html   for /pricing-plan, /coi, ...  (served by apps/server/src/plugins/spa.ts)
//   dist/index.prerendered.html for /                        (dist/index.html stays the empty shell
//                                                             every other route is served)
// A page that shows an error, a 404, a spinner that never goes away or a console error is skipped
// with a warning: it is then served as before, rendered in the browser. The React app renders over
// the markup with the same components (apps/web/src/main.tsx waits for the page's code first).
//
// Usage: node scripts/prerender.mjs [--dist apps/web/dist] [--server apps/server/dist/main.js]
/* global document -- the page.evaluate callbacks run in the browser */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return path.resolve(at >= 0 && args[at + 1] ? args[at + 1] : fallback);
};
const webDist = option('dist', path.join(root, 'apps/web/dist'));
const serverMain = option('server', path.join(root, 'apps/server/dist/main.js'));

/** Public pages whose first view is the same for every visitor (public-site and member-area route tables). */
const routes = ['/', '/pricing-plan', '/coi', '/proof', '/about-us', '/auth', '/terms', '/privacy'];
const homeFile = 'index.prerendered.html';

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url, child) {
  for (let i = 0; i < 150; i++) {
    if (child.exitCode !== null) throw new Error(`the server stopped (exit ${child.exitCode}) before answering`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer`);
}

const escapeAttribute = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const escapeText = (value) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/**
 * Runs instead of the shell's module script on a prerendered page: it starts the app's code (and
 * the chunks this page needs) once the page has painted, so the first paint waits for nothing
 * but the HTML. The timeout is for tabs opened in the background, where frames do not run.
 */
const bootFile = 'prerender-boot.js';
const bootScript = `// Written by scripts/prerender.mjs: start the app once the prerendered page has painted.
(function () {
  var me = document.currentScript;
  var root = document.getElementById('root');
  var started = false;
  // the markup cannot act until the app has taken it over (the app lifts this); should the app
  // never start, the page is at least usable as plain links and text after a while
  root.inert = true;
  setTimeout(function () {
    root.inert = false;
  }, 15000);
  function start() {
    if (started) return;
    started = true;
    (me.dataset.preload || '').split(' ').filter(Boolean).forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = me.dataset.entry;
    document.head.append(script);
  }
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 1000);
})();
`;

/**
 * The shell with the page's markup, title and description; its stylesheet inlined (one round trip
 * less before the first paint; the CSP allows inline styles) and its scripts started by the boot
 * script after that paint.
 */
function pageHtml(shell, page) {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(shell);
  if (!entry) throw new Error('the shell has no module entry script');
  const shellPreloads = [...shell.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
  const preloads = [...new Set([...shellPreloads.map((match) => match[1]), ...page.chunks])];
  const boot = `<script src="/${bootFile}" data-entry="${entry[1]}" data-preload="${preloads.join(' ')}" defer></script>`;
  let html = shell.replace(entry[0], '');
  for (const match of shellPreloads) html = html.replace(match[0], '');
  html = html.replace(/<link rel="stylesheet" crossorigin href="([^"]+)">/g, (_tag, href) => {
    const css = readFileSync(path.join(webDist, href), 'utf8').replace(/<\/style/gi, '<\\/style');
    return `<style>${css}</style>`;
  });
  return html
    .replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeText(page.title)}</title>`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeAttribute(page.description)}" />`,
    )
    .replace('</head>', `${boot}</head>`)
    .replace('<div id="root"></div>', `<div id="root" data-prerendered="">${page.html}</div>`);
}

async function capture(browser, base, route) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const problems = [];
  const chunks = new Set();
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfinished', (request) => {
    const url = new URL(request.url());
    if (url.origin === base && url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js')) {
      chunks.add(url.pathname);
    }
  });
  try {
    await page.goto(`${base}${route}`, { waitUntil: 'networkidle' });
    // a page still waiting for data shows a status spinner: give it time, then give up on it
    await page
      .waitForFunction(() => !document.querySelector('#main [role="status"]'), null, { timeout: 10_000 })
      .catch(() => problems.push('a loading spinner was still showing after 10 s'));
    await page.waitForLoadState('networkidle');
    const result = await page.evaluate(() => ({
      html: document.getElementById('root')?.innerHTML ?? '',
      title: document.title,
      description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
      h1: document.querySelector('#main h1')?.textContent ?? '',
    }));
    if (!result.h1) problems.push('the page has no <h1> in <main>');
    if (/Oops! Page not found/.test(result.html)) problems.push('the route answered the 404 page');
    // the entry script is already in the shell; preload the chunks this page needs on top of it
    const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(
      readFileSync(path.join(webDist, 'index.html'), 'utf8'),
    );
    result.chunks = [...chunks].filter((chunk) => chunk !== entry?.[1]);
    return { ...result, problems };
  } finally {
    await context.close();
  }
}

function outputFile(route) {
  return route === '/' ? path.join(webDist, homeFile) : path.join(webDist, route.slice(1), 'index.html');
}

const shellFile = path.join(webDist, 'index.html');
if (!existsSync(shellFile)) throw new Error(`${shellFile} is missing: run vite build first`);
if (!existsSync(serverMain)) throw new Error(`${serverMain} is missing: build the server first`);
const shell = readFileSync(shellFile, 'utf8');
if (!shell.includes('<div id="root"></div>')) throw new Error(`${shellFile} has no empty <div id="root"></div>`);
// an earlier run's output would be served instead of the shell while this run captures
for (const route of routes) rmSync(outputFile(route), { force: true });

/** The built server on a spare port with a throw-away database; it reads the prerendered files at start. */
async function startServer() {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'exitcraft-prerender-'));
  const child = spawn(process.execPath, [serverMain], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: base,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      WEB_DIST_DIR: webDist,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    const exited = child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : null;
    child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(`${base}/health`, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, stop };
}

/** Without Chromium the build still succeeds: the pages then render in the browser, as before. */
async function launchBrowser() {
  try {
    return await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
  } catch (error) {
    console.warn(`prerender: skipped, Chromium did not start (${String(error.message).split('\n')[0]})`);
    return null;
  }
}

async function prerenderAll(browser, base) {
  writeFileSync(path.join(webDist, bootFile), bootScript);
  const written = [];
  for (const route of routes) {
    const page = await capture(browser, base, route);
    if (page.problems.length > 0) {
      console.warn(`prerender ${route}: skipped, served as the plain shell (${page.problems.join('; ')})`);
      continue;
    }
    const file = outputFile(route);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, pageHtml(shell, page));
    written.push(route);
    console.log(
      `prerender ${route.padEnd(14)} ${(page.html.length / 1024).toFixed(1).padStart(6)} KB  "${page.title}"`,
    );
  }
  return written;
}

/**
 * A prerendered page may need less code than the same page rendered from nothing (the home page
 * shows its markup as it is), so each page's preload list is what it loads when served prerendered.
 */
async function trimPreloads(browser, base, route) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const chunks = new Set();
  page.on('requestfinished', (request) => {
    const url = new URL(request.url());
    if (url.origin === base && url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js')) {
      chunks.add(url.pathname);
    }
  });
  try {
    await page.goto(`${base}${route}`, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => !document.getElementById('root')?.inert, null, { timeout: 10_000 });
    await page.waitForLoadState('networkidle');
  } finally {
    await context.close();
  }
  const file = outputFile(route);
  const html = readFileSync(file, 'utf8');
  const entry = /data-entry="([^"]+)"/.exec(html)?.[1];
  const preload = [...chunks].filter((chunk) => chunk !== entry).join(' ');
  writeFileSync(file, html.replace(/data-preload="[^"]*"/, `data-preload="${preload}"`));
}

const browser = await launchBrowser();
let written = [];
if (browser) {
  try {
    const first = await startServer();
    try {
      written = await prerenderAll(browser, first.base);
    } finally {
      await first.stop();
    }
    // measured without the first pass's guess, which would load what it lists
    for (const route of written) {
      const file = outputFile(route);
      writeFileSync(file, readFileSync(file, 'utf8').replace(/data-preload="[^"]*"/, 'data-preload=""'));
    }
    const second = await startServer();
    try {
      for (const route of written) await trimPreloads(browser, second.base, route);
    } finally {
      await second.stop();
    }
  } finally {
    await browser.close();
  }
}
if (written.length < routes.length) {
  console.warn(`prerender: ${routes.length - written.length} of ${routes.length} pages left to render in the browser`);
}
