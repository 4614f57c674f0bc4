import { spawn } from 'node:child_process';
import {
  existsSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { open } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { ConfigError, loadDatabaseSettings } from '../config.ts';
import { DataDirBusyError, loadPglite, withEmbeddedDatabaseClaimed } from '../db/client.ts';

export const usage = `Usage:
  npm run backup -- FILE [--force]    write a backup of the database to FILE
  npm run restore -- FILE [--force]   load a backup into the database

With DATABASE_URL set the database is PostgreSQL: the backup is pg_dump's own format
(--format=custom) and the restore runs pg_restore, so PostgreSQL's client tools must be installed,
in a version at least the server's. Without it, the embedded database in DATA_DIR is backed up as
a PGlite data-directory tarball; stop the app first (the embedded database serves one process).

backup refuses to replace an existing FILE, and restore refuses to load into a database that
already holds tables, unless --force is given (restore --force replaces everything in it, in one
transaction on PostgreSQL: psql is needed too).
Stop the app (every instance) before a restore.`;

export interface BackupIo {
  out(line: string): void;
  err(line: string): void;
}

export interface BackupSettings {
  DATABASE_URL?: string | undefined;
  DATA_DIR: string;
}

/** A refusal or a failure the person can act on: one message, exit code 1, nothing changed. */
class Refusal extends Error {}

/** Exit codes: 0 done, 1 refused or failed (with the reason), 2 the command was not understood. */
export async function runBackupCommand(args: string[], settings: BackupSettings, io: BackupIo): Promise<number> {
  const [command, ...rest] = args;
  if (command === 'help' || command === '--help' || command === '-h') {
    io.out(usage);
    return 0;
  }
  if (command !== 'backup' && command !== 'restore') {
    io.err(command ? `Unknown command "${command}".\n\n${usage}` : usage);
    return 2;
  }
  const force = rest.includes('--force');
  const unknownFlag = rest.find((arg) => arg.startsWith('--') && arg !== '--force');
  const files = rest.filter((arg) => !arg.startsWith('--'));
  if (unknownFlag) {
    io.err(`Unknown option "${unknownFlag}".\n\n${usage}`);
    return 2;
  }
  if (files.length !== 1 || !files[0]) {
    io.err(`${command} needs exactly one FILE.\n\n${usage}`);
    return 2;
  }
  const file = path.resolve(files[0]);
  try {
    const url = settings.DATABASE_URL;
    if (command === 'backup') {
      if (existsSync(file) && !force) {
        throw new Refusal(
          `${file} already exists: choose another name, or pass --force to replace it. Nothing was written.`,
        );
      }
      io.out(url ? await backupPostgres(url, file) : await backupEmbedded(settings.DATA_DIR, file));
    } else {
      if (!existsSync(file)) throw new Refusal(`${file} does not exist. Nothing was changed.`);
      io.out(url ? await restorePostgres(url, file, force) : await restoreEmbedded(settings.DATA_DIR, file, force));
    }
    return 0;
  } catch (error) {
    if (error instanceof Refusal || error instanceof DataDirBusyError) {
      io.err(error.message);
      return 1;
    }
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL: pg_dump --format=custom and pg_restore

type BackupKind = 'postgres' | 'embedded' | 'unknown';

/** pg_dump's custom format starts with "PGDMP"; PGlite's dump is a gzipped tarball. */
async function kindOfBackup(file: string): Promise<BackupKind> {
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(5), 0, 5, 0);
    const head = buffer.subarray(0, bytesRead);
    if (head.toString('latin1') === 'PGDMP') return 'postgres';
    if (head[0] === 0x1f && head[1] === 0x8b) return 'embedded';
    return 'unknown';
  } finally {
    await handle.close();
  }
}

/** Where the database is, without its password (for messages). */
function describe(url: string): string {
  const parsed = new URL(url);
  return `the PostgreSQL database "${decodeURIComponent(parsed.pathname.slice(1)) || parsed.username}" on ${parsed.host || 'localhost'}`;
}

/**
 * The client tools get the URL without its password (argv is visible to every user of the machine
 * in `ps`), and the password through PGPASSWORD.
 */
function connectionFor(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (password) env.PGPASSWORD = password;
  return { dbname: parsed.toString(), env };
}

/** Runs a PostgreSQL client tool; a missing tool or a failure becomes a Refusal with its stderr. */
function runTool(
  tool: 'pg_dump' | 'pg_restore',
  args: string[],
  env: NodeJS.ProcessEnv,
  what: string,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(error.code === 'ENOENT' ? missingTool(tool, what) : error);
    });
    child.on('close', (code) => {
      if (code === 0) return resolve(stdout);
      const detail = stderr.trim() || `${tool} exited with code ${code}`;
      const hint = /version mismatch|unsupported version/i.test(detail)
        ? `\n${tool} must be at least as new as the PostgreSQL server (and as the pg_dump that wrote the file): install the matching postgresql-client.`
        : '';
      reject(new Refusal(`${tool} failed: ${detail}${hint}\n${what}`));
    });
  });
}

/**
 * restore --force: pg_restore writes the dump as SQL and psql runs it after `prelude` (dropping the
 * app's schemas) inside one transaction that stops at the first error. COMMIT is sent only once
 * pg_restore has written the whole dump successfully; otherwise psql is stopped before it, and
 * PostgreSQL rolls everything back: either everything is replaced or nothing is.
 */
function restoreReplacing(file: string, dbname: string, env: NodeJS.ProcessEnv, prelude: string): Promise<void> {
  const nothing = 'Nothing was changed.';
  return new Promise((resolve, reject) => {
    let failure: Error | null = null;
    const dump = spawn('pg_restore', ['--no-owner', '--no-privileges', '--file=-', file], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const psql = spawn('psql', ['--no-psqlrc', '--quiet', '--set=ON_ERROR_STOP=1', `--dbname=${dbname}`], {
      env,
      stdio: ['pipe', 'ignore', 'pipe'],
    });
    const fail = (error: Error) => {
      failure ??= error;
      // no COMMIT was sent: a psql that ends here takes the open transaction with it
      psql.kill('SIGKILL');
      dump.kill();
    };
    const stderr = { dump: '', psql: '' };
    dump.stderr.on('data', (chunk: Buffer) => (stderr.dump += chunk.toString()));
    psql.stderr.on('data', (chunk: Buffer) => (stderr.psql += chunk.toString()));
    for (const [tool, child] of [
      ['pg_restore', dump],
      ['psql', psql],
    ] as const) {
      child.on('error', (error: NodeJS.ErrnoException) =>
        fail(error.code === 'ENOENT' ? missingTool(tool, nothing) : error),
      );
    }
    // psql stopping early (an error) closes its input: that is reported through psql's exit code
    psql.stdin.on('error', () => {});
    dump.stdout.on('error', () => {});
    psql.stdin.write(`begin;\n${prelude}`);
    dump.stdout.pipe(psql.stdin, { end: false });
    dump.on('close', (code) => {
      if (code === 0 && !failure) {
        psql.stdin.end('commit;\n');
      } else {
        fail(new Refusal(`pg_restore failed: ${stderr.dump.trim() || `exit code ${code}`}\n${nothing}`));
      }
    });
    psql.on('close', (code) => {
      if (failure) return reject(failure);
      if (code !== 0) {
        return reject(
          new Refusal(
            `The restore failed and was rolled back: ${stderr.psql.trim() || `psql exited with code ${code}`}\n${nothing}`,
          ),
        );
      }
      resolve();
    });
  });
}

function missingTool(tool: string, what: string): Refusal {
  return new Refusal(
    `${tool} was not found on PATH: install PostgreSQL's client tools (Debian/Ubuntu: apt-get install postgresql-client; use the server's major version or newer). ${what}`,
  );
}

async function backupPostgres(url: string, file: string): Promise<string> {
  const { dbname, env } = connectionFor(url);
  // written beside FILE and renamed when complete: a failed run leaves no half backup under FILE's name
  const partial = `${file}.partial-${process.pid}`;
  try {
    await runTool(
      'pg_dump',
      ['--format=custom', '--no-owner', '--no-privileges', `--file=${partial}`, `--dbname=${dbname}`],
      env,
      'Nothing was written.',
    );
    renameSync(partial, file);
  } finally {
    rmSync(partial, { force: true });
  }
  return `Backed up ${describe(url)} to ${file} (${formatSize(statSync(file).size)}, pg_dump custom format).`;
}

async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (error) {
    throw new Refusal(
      `Could not connect to ${describe(url)}: ${error instanceof Error ? error.message : String(error)}. Nothing was changed.`,
    );
  }
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

async function restorePostgres(url: string, file: string, force: boolean): Promise<string> {
  const kind = await kindOfBackup(file);
  if (kind === 'embedded') {
    throw new Refusal(
      `${file} is a backup of the embedded database, not of PostgreSQL: unset DATABASE_URL to restore it into DATA_DIR. Nothing was changed.`,
    );
  }
  if (kind !== 'postgres') throw new Refusal(`${file} is not a pg_dump custom-format backup. Nothing was changed.`);
  const { dbname, env } = connectionFor(url);
  // reads the whole table of contents: a truncated or too-new file is refused before anything changes
  await runTool('pg_restore', ['--list', file], env, 'Nothing was changed.');

  // null: the database is empty; else the schemas --force replaces
  const replaced = await withClient(url, async (client): Promise<string[] | null> => {
    const others = await client.query<{ count: string }>(
      "select count(*) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'",
    );
    const sessions = Number(others.rows[0]?.count ?? 0);
    if (sessions > 0) {
      throw new Refusal(
        `Restore refused: ${describe(url)} has ${sessions} other open connection(s): stop the app (every instance) before a restore. Nothing was changed.`,
      );
    }
    const tables = await client.query<{ name: string }>(
      `select table_schema || '.' || table_name as name from information_schema.tables
       where table_schema not in ('pg_catalog', 'information_schema') order by 1`,
    );
    if (tables.rows.length === 0) return null;
    if (!force) {
      throw new Refusal(
        `Restore refused: ${describe(url)} is not empty (${tables.rows.length} tables, e.g. ${tables.rows[0]?.name}): restore into a fresh database (createdb), or pass --force to replace everything in it. Nothing was changed.`,
      );
    }
    // --force: every schema of the app goes (no newer tables left beside an older backup), in the
    // same transaction as the restore, so a failure anywhere leaves the database as it was
    const schemas = await client.query<{ name: string }>(
      `select nspname as name from pg_namespace
       where nspname not like 'pg\\_%' and nspname <> 'information_schema'`,
    );
    return schemas.rows.map(({ name }) => name);
  });

  if (replaced) {
    const prelude = [
      ...replaced.map((name) => `drop schema ${pg.escapeIdentifier(name)} cascade;`),
      'create schema public;',
    ];
    await restoreReplacing(file, dbname, env, prelude.join('\n') + '\n');
    return `Restored ${file} into ${describe(url)}, replacing what it held (--force).`;
  }
  await runTool(
    'pg_restore',
    ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${dbname}`, file],
    env,
    'Nothing was changed.',
  );
  return `Restored ${file} into ${describe(url)}.`;
}

// ---------------------------------------------------------------------------------------------
// The embedded database: PGlite's data-directory tarball, taken while no process has it open

function holdsDatabase(dir: string): boolean {
  return existsSync(path.join(dir, 'PG_VERSION'));
}

async function backupEmbedded(dataDir: string, file: string): Promise<string> {
  return withEmbeddedDatabaseClaimed(dataDir, async (dir) => {
    if (!holdsDatabase(dir)) throw new Refusal(`There is no embedded database in ${dir}. Nothing was written.`);
    const { PGlite, options } = await loadPglite();
    const client = new PGlite(dir, options);
    let tarball: Blob;
    try {
      await client.waitReady;
      tarball = await client.dumpDataDir('gzip');
    } finally {
      await client.close();
    }
    const partial = `${file}.partial-${process.pid}`;
    try {
      writeFileSync(partial, Buffer.from(await tarball.arrayBuffer()));
      renameSync(partial, file);
    } finally {
      rmSync(partial, { force: true });
    }
    return `Backed up the embedded database in ${dir} to ${file} (${formatSize(statSync(file).size)}, PGlite data-directory tarball).`;
  });
}

async function restoreEmbedded(dataDir: string, file: string, force: boolean): Promise<string> {
  const kind = await kindOfBackup(file);
  if (kind === 'postgres') {
    throw new Refusal(
      `${file} is a PostgreSQL (pg_dump) backup: set DATABASE_URL to restore it into PostgreSQL. Nothing was changed.`,
    );
  }
  if (kind !== 'embedded') throw new Refusal(`${file} is not a backup of the embedded database. Nothing was changed.`);
  return withEmbeddedDatabaseClaimed(dataDir, async (dir) => {
    const occupied = existsSync(dir) && readdirSync(dir).length > 0;
    if (occupied && !force) {
      throw new Refusal(
        `${dir} already holds a database: restore into an empty DATA_DIR, or pass --force to replace it (the old one is kept aside). Nothing was changed.`,
      );
    }
    // loaded and checked beside the target first; the target is only swapped once that worked
    const staging = `${dir}.restoring-${process.pid}`;
    rmSync(staging, { recursive: true, force: true });
    try {
      const { PGlite, options } = await loadPglite();
      const client = new PGlite(staging, { ...options, loadDataDir: new Blob([readFileSync(file)]) });
      try {
        await client.waitReady;
        await client.query('select count(*) from information_schema.tables');
      } finally {
        await client.close();
      }
    } catch (error) {
      rmSync(staging, { recursive: true, force: true });
      throw new Refusal(
        `${file} could not be loaded: ${error instanceof Error ? error.message : String(error)}. Nothing was changed.`,
      );
    }
    let keptAside = '';
    if (occupied) {
      keptAside = `${dir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      renameSync(dir, keptAside);
    } else {
      rmSync(dir, { recursive: true, force: true });
    }
    renameSync(staging, dir);
    return `Restored ${file} into the embedded database in ${dir}.${keptAside ? ` The database it replaced is in ${keptAside}.` : ''}`;
  });
}

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

async function main(args: string[]): Promise<number> {
  // npm runs workspace scripts inside apps/server; FILE and DATA_DIR mean what they meant where the command was typed
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  return runBackupCommand(args, loadDatabaseSettings(), {
    out: (line) => console.log(line),
    err: (line) => console.error(line),
  });
}

const entry = process.argv[1];
if (entry && import.meta.url === pathToFileURL(realpathSync(entry)).href) {
  try {
    process.exitCode = await main(process.argv.slice(2));
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
    } else {
      console.error(
        `The ${process.argv[2] ?? 'backup'} command failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    process.exitCode = 1;
  }
}
