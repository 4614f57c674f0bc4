// The build's content stamp: a hash of everything a build reads (sources, configs, lockfile), stored
// beside the build once every step has succeeded. `npm start` rebuilds only when the stamp is
// missing or differs, so an edited file, a pulled commit or a new lockfile always rebuilds, and a
// touched-but-unchanged file never does. Timestamps are not used: checkouts and copies change them.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** What a build reads, relative to the repository root; folders are read whole, tests left out. */
const inputs = [
  'package.json',
  'package-lock.json',
  'tsconfig.base.json',
  'packages/shared/package.json',
  'packages/shared/src',
  'apps/web/package.json',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/public',
  'apps/web/src',
  'apps/server/package.json',
  'apps/server/build.mjs',
  'apps/server/src',
  'scripts/build.mjs',
  'scripts/build-stamp.mjs',
  'scripts/prerender.mjs',
  'scripts/compress.mjs',
];
const isTest = (name) => /\.test\.[cm]?[jt]sx?$/.test(name);

/** The build's outputs: without any of them there is nothing to serve, whatever the stamp says. */
export const outputs = {
  web: path.join(root, 'apps/web/dist/index.html'),
  server: path.join(root, 'apps/server/dist/main.js'),
  stamp: path.join(root, 'apps/web/dist/.vite/build-stamp.json'),
};

function files(relative) {
  const absolute = path.join(root, relative);
  if (!existsSync(absolute)) return [];
  if (!statSync(absolute).isDirectory()) return [relative];
  return readdirSync(absolute, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !isTest(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** sha256 over each input's path and content, in a fixed order. */
export function sourceHash() {
  const hash = createHash('sha256');
  for (const input of inputs) {
    for (const file of files(input)) {
      hash.update(`${file}\0`);
      hash.update(readFileSync(path.join(root, file)));
      hash.update('\0');
    }
  }
  return hash.digest('hex');
}

/** Why the build must run, or null when the build on disk was made from exactly these sources. */
export function staleReason(hash = sourceHash()) {
  for (const [name, file] of Object.entries(outputs)) {
    if (!existsSync(file)) return `no ${name} output (${path.relative(root, file)})`;
  }
  const stamp = JSON.parse(readFileSync(outputs.stamp, 'utf8'));
  return stamp.hash === hash ? null : 'the sources changed since the last build';
}

export function writeStamp(hash) {
  writeFileSync(outputs.stamp, `${JSON.stringify({ hash, builtAt: new Date().toISOString() }, null, 2)}\n`);
}
