// npm run build: the web app (client and the build's render), the server bundle, the prerendered
// public pages, compressed copies, and last the content stamp (scripts/build-stamp.mjs).
// Always a production build: NODE_ENV is set for every step, whatever the shell exports.
//
// Usage: node scripts/build.mjs [--if-stale]   (--if-stale: do nothing when the stamp matches)
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sourceHash, staleReason, writeStamp } from './build-stamp.mjs';

const root = path.resolve(import.meta.dirname, '..');
const env = { ...process.env, NODE_ENV: 'production' };

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed (${result.error?.message ?? `exit ${result.status}`})`);
  }
}

/** Builds when needed (or always, without ifStale); true when it built. */
export function build({ ifStale = false } = {}) {
  const hash = sourceHash();
  if (ifStale) {
    const reason = staleReason(hash);
    if (reason === null) return false;
    console.log(`build: ${reason}, building`);
  }
  const started = Date.now();
  run('npm', ['run', 'build', '-w', '@exitcraft/web']);
  run('npm', ['run', 'build', '-w', '@exitcraft/server']);
  run(process.execPath, ['scripts/prerender.mjs']);
  run(process.execPath, ['scripts/compress.mjs']);
  writeStamp(hash);
  console.log(`build: done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return true;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const built = build({ ifStale: process.argv.includes('--if-stale') });
  if (!built) console.log('build: up to date (sources match the stamp)');
}
