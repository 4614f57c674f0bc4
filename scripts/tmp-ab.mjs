import { launch as launchChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags, chromiumPath } from './chromium.mjs';
const [urlA, urlB, rounds = '5'] = process.argv.slice(2);
const chrome = await launchChrome({ chromePath: chromiumPath, chromeFlags: chromiumFlags });
const res = { A: [], B: [] };
const run = async (url) => {
  const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  return [r.lhr.audits['total-blocking-time'].numericValue, Math.round(r.lhr.categories.performance.score * 100)];
};
await run(urlA); await run(urlB);
for (let i = 0; i < Number(rounds); i++) { res.A.push(await run(urlA)); res.B.push(await run(urlB)); }
await chrome.kill();
const med = (xs) => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor(s.length / 2)]; };
for (const k of ['A', 'B']) console.log(k, 'TBT', res[k].map((x) => Math.round(x[0])).join(' '), 'median', Math.round(med(res[k].map((x) => x[0]))), 'perf', res[k].map((x) => x[1]).join(' '));
