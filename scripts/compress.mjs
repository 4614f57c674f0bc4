// Writes file.br and file.gz beside every text asset of the web build, once, at build time, so the
// server (apps/server/src/plugins/spa.ts, @fastify/static preCompressed) sends them compressed at
// no cost per request. A compressed copy that would not save at least a tenth is not written.
//
// Usage: node scripts/compress.mjs [--dist apps/web/dist]
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const at = process.argv.indexOf('--dist');
const webDist = path.resolve(at >= 0 && process.argv[at + 1] ? process.argv[at + 1] : path.join(root, 'apps/web/dist'));
const compressible = /\.(js|mjs|css|svg|json|txt|webmanifest|map)$/;

let files = 0;
let before = 0;
let after = 0;
for (const entry of readdirSync(webDist, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !compressible.test(entry.name)) continue;
  // dot folders (the Vite manifest, the build's render) are never served
  if (path.relative(webDist, entry.parentPath).split(path.sep).some((part) => part.startsWith('.'))) continue;
  const file = path.join(entry.parentPath, entry.name);
  const source = readFileSync(file);
  const brotli = brotliCompressSync(source, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
  });
  const gzip = gzipSync(source, { level: 9 });
  if (gzip.length > source.length * 0.9) continue;
  writeFileSync(`${file}.br`, brotli);
  writeFileSync(`${file}.gz`, gzip);
  files++;
  before += source.length;
  after += brotli.length;
}
console.log(
  `compress: ${files} files, ${(before / 1024).toFixed(0)} KB -> ${(after / 1024).toFixed(0)} KB with brotli`,
);
