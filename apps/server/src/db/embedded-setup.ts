import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { embeddedDatabaseDir } from './client.ts';

/** The argument that makes the server's entry point set the database up and exit (main.ts). */
export const setupOnlyArgument = '--set-up-embedded-database';

/** Far beyond the few seconds it takes: only there so a stuck set-up ends in an error, not a hang. */
const setupTimeoutMs = 180_000;

export class EmbeddedSetupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EmbeddedSetupError';
  }
}

/** Whether DATA_DIR holds an embedded database already (initdb writes PG_VERSION into its folder). */
export function embeddedDatabaseExists(dataDir: string): boolean {
  return existsSync(path.join(embeddedDatabaseDir(dataDir), 'PG_VERSION'));
}

/**
 * Without the build's template (running from source), creating the embedded database (PGlite's
 * initdb and data bundle, then every migration) leaves
 * 150-200 MiB in the process that does it, which it never gives back. So a first start does that in
 * a short-lived copy of this same entry point (`setupOnlyArgument`), which holds the folder's pid
 * lock while it works and releases it as it closes; the server then opens the finished folder.
 * `entry`: the server's entry point (main.ts, or the bundle's main.js). Resolves once the copy has
 * exited cleanly; rejects with what it printed otherwise.
 */
export function setUpEmbeddedDatabaseInChild(dataDir: string, entry: string): Promise<void> {
  // the loader flags (tsx in development, --max-semi-space-size...) again, but not a debugger's port
  const nodeFlags = process.execArgv.filter((flag) => !flag.startsWith('--inspect'));
  const child = spawn(process.execPath, [...nodeFlags, entry, setupOnlyArgument], {
    env: process.env,
    stdio: ['ignore', 'inherit', 'pipe'],
  });
  let stderr = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => (stderr += chunk));
  // a stop asked of the server while the set-up runs stops the set-up too
  const forward = (signal: NodeJS.Signals) => child.kill(signal);
  process.on('SIGTERM', forward);
  process.on('SIGINT', forward);
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    child.kill('SIGKILL');
  }, setupTimeoutMs);
  const dir = embeddedDatabaseDir(dataDir);
  return new Promise<void>((resolve, reject) => {
    child.once('error', (error) => {
      reject(new EmbeddedSetupError(`Could not start the set-up of the embedded database in ${dir}: ${error.message}`));
    });
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      process.off('SIGTERM', forward);
      process.off('SIGINT', forward);
      if (code === 0) {
        process.stderr.write(stderr);
        return resolve();
      }
      const how = timedOut
        ? `did not finish within ${setupTimeoutMs / 1000} s`
        : signal
          ? `was stopped (${signal})`
          : `failed (exit code ${code})`;
      const detail = stderr.trim() ? `:\n${stderr.trim()}` : '.';
      reject(new EmbeddedSetupError(`Creating the embedded database in ${dir} ${how}${detail}`));
    });
  });
}
