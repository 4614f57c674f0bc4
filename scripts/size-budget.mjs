// The page-weight budget, checked by `npm test`: for every prerendered public page, the gzip bytes
// of the JavaScript it loads before it is interactive (the entry chunk, its static imports, and the
// page's lazy route chunks with theirs, exactly what the page's HTML preloads; written by
// scripts/prerender.mjs into dist/.vite/first-load.json) must not exceed apps/web/size-budget.json.
// Deterministic: file sizes only (gzip level 9), no browser, no timing. Exits 1 naming each page over.
//
// Usage: node scripts/size-budget.mjs [--dist apps/web/dist] [--budget apps/web/size-budget.json]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { firstLoadFile } from './prerender.mjs';

const root = path.resolve(import.meta.dirname, '..');

/** gzip -9 bytes of each page's first-load JS, from a build's first-load.json. */
export function firstLoadBytes(webDist) {
  const firstLoad = JSON.parse(readFileSync(firstLoadFile(webDist), 'utf8'));
  const sizes = new Map();
  const gzipped = (href) => {
    if (!sizes.has(href)) sizes.set(href, gzipSync(readFileSync(path.join(webDist, href)), { level: 9 }).length);
    return sizes.get(href);
  };
  return Object.fromEntries(
    Object.entries(firstLoad).map(([page, chunks]) => [page, chunks.reduce((sum, href) => sum + gzipped(href), 0)]),
  );
}

/** The pages over budget, as messages; pages without a budget are over too, so none is forgotten. */
export function overBudget(bytes, budget) {
  const problems = [];
  for (const [page, size] of Object.entries(bytes)) {
    const limit = budget.firstLoadJsGzipBytes[page];
    if (limit === undefined) problems.push(`${page}: no budget in size-budget.json (${size} bytes measured)`);
    else if (size > limit) problems.push(`${page}: ${size} bytes of gzip JS on first load, budget ${limit} (over by ${size - limit})`);
  }
  return problems;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const option = (name, fallback) => {
    const at = args.indexOf(`--${name}`);
    return path.resolve(at >= 0 && args[at + 1] ? args[at + 1] : fallback);
  };
  const webDist = option('dist', path.join(root, 'apps/web/dist'));
  const budget = JSON.parse(readFileSync(option('budget', path.join(root, 'apps/web/size-budget.json')), 'utf8'));
  const bytes = firstLoadBytes(webDist);
  for (const [page, size] of Object.entries(bytes)) {
    const limit = budget.firstLoadJsGzipBytes[page];
    console.log(`size ${page.padEnd(14)} ${String(size).padStart(7)} B gzip JS on first load   budget ${limit ?? 'none'}`);
  }
  const problems = overBudget(bytes, budget);
  if (problems.length > 0) {
    console.error(`size budget exceeded:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log('size budget: every public page within its budget');
}
