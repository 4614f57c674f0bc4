// The Node flags and environment the server runs with, read by every launcher: `npm start`
// (start.mjs), `npm run serve` (serve.mjs), `npm run cluster` (cluster.mjs); deploy/Dockerfile's
// CMD and ENV repeat them and apps/server/test/deploy-recipe.test.ts checks that they do.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import path from 'node:path';

/**
 * --max-semi-space-size=1: V8's young generation grows to 16 MiB a semi-space by default and
 * keeps it; 1 MiB holds the server's short-lived garbage. On PostgreSQL: idle 139 -> 113 MiB,
 * under load ~200 -> ~145 MiB, no measurable change on the authenticated read and ~10% fewer
 * req/s on GET /health (docs/decisions/019-server-memory.md). It cannot be set once running.
 *
 * --heap-growing-percent=100: with young objects promoted early, the old generation's garbage
 * grows fast under load, and V8's own growing factor let the heap reach ~160 MiB around a ~40 MiB
 * live set before a full collection (PGlite, GET /onboarding/: RSS peaks of 250-300 MiB). A full
 * collection now comes once the heap has doubled over what the last one kept: peaks of 220-230
 * MiB, no req/s difference measured (decision 019).
 */
export const serverNodeFlags = ['--max-semi-space-size=1', '--heap-growing-percent=100'];

/**
 * MALLOC_MMAP_THRESHOLD_: glibc gives every allocation of 64 KiB or more its own mapping, returned
 * to the system when freed. Otherwise what V8 allocates while compiling PGlite's WASM stays in
 * malloc's per-thread arenas after it is freed: ~18 MiB on a warm embedded start, more under load,
 * and no throughput change measured (docs/decisions/019-server-memory.md). A value in the
 * environment already wins.
 */
export const serverEnv = { MALLOC_MMAP_THRESHOLD_: '65536' };

export const serverMain = path.resolve(import.meta.dirname, '../apps/server/dist/main.js');

/**
 * Runs the built server as a child with serverNodeFlags and serverEnv (under this process's
 * environment), passes it SIGTERM and SIGINT (so its drain works as when it runs alone) and exits
 * with its exit code.
 */
export function runServer() {
  const child = spawn(process.execPath, [...serverNodeFlags, serverMain], {
    env: { ...serverEnv, ...process.env },
    stdio: 'inherit',
  });
  for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => child.kill(signal));
  child.on('error', (error) => {
    console.error(`could not start the server: ${error.message}`);
    process.exit(1);
  });
  // a server ended by a signal exits the way a shell reports it: 128 + the signal's number
  child.on('exit', (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 0)));
}
