// npm start: build only when the build is missing or was made from other sources (the content
// stamp, scripts/build-stamp.mjs), then run the server in this process.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from './build.mjs';

build({ ifStale: true });
await import(pathToFileURL(path.resolve(import.meta.dirname, '../apps/server/dist/main.js')).href);
