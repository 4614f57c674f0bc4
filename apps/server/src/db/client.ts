import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import * as schema from './schema.ts';
import { unpackTemplateArchive } from './template-archive.ts';

/*
 * Each driver is imported when a database of its kind is opened: a server on PostgreSQL never
 * loads PGlite, and one on PGlite never loads pg (issue 16: a few MiB of heap each).
 */
const loadPg = async () => (await import('pg')).default;

/** PGlite and the options every opener of the embedded database uses (the app, backup, restore). */
export async function loadPglite() {
  const [{ PGlite }, { pg_trgm }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
  ]);
  return {
    PGlite,
    options: {
      // the extensions the migrations create (pg_trgm: the People search's indexes)
      extensions: { pg_trgm },
      // PGlite's postgres keeps its shared memory inside the WASM heap, touched from the start: the
      // default shared_buffers=128MB made the app ~110 MiB bigger. 16MB holds this app's working set
      // at the same speed (8MB was 15-20% slower); docs/decisions/019-server-memory.md.
      startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
    },
  };
}

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** Whether every migration this build carries is applied (by this instance or another one). */
  migrationsApplied(): Promise<boolean>;
  ping(): Promise<void>;
  /** PostgreSQL's connection pool as /metrics reports it; absent for the embedded database. */
  poolStats?(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
  /**
   * LISTEN on a channel: `onNotify` gets each NOTIFY payload sent by any process on this database
   * (`select pg_notify(channel, payload)`). PostgreSQL: one dedicated connection outside the pool,
   * reconnected when it drops (`onReconnect` then tells the caller notifications may have been
   * missed). PGlite: its own listen/notify, within the one process that holds the database.
   */
  listen(channel: string, onNotify: (payload: string) => void, onReconnect?: () => void): Promise<() => Promise<void>>;
}

/** The embedded database's folder is in use by another live process (the app, usually). */
export class DataDirBusyError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dir} is in use by a running Exitcraft process (pid ${pid}): stop the app first, or set DATABASE_URL. Nothing was changed.`,
    );
    this.name = 'DataDirBusyError';
  }
}

export interface DatabaseOptions {
  /** postgres:// URL; when absent the embedded PGlite is used. */
  url?: string | undefined;
  /** Folder for PGlite's files; absent means in memory (tests). */
  dataDir?: string | undefined;
  poolMax?: number;
  /** How long a request waits for a free connection before the database counts as unavailable. */
  acquireTimeoutMs?: number;
  /** How long one statement (or a wait for a lock) may run before it is cut off. */
  statementTimeoutMs?: number;
  /**
   * An embedded database to start from when there is none yet (a gzipped tarball of a PGlite
   * folder, as `makeEmbeddedTemplate` makes it): unpacked into a `dataDir` that holds none (a
   * quarter of a second), loaded by PGlite in memory (about a second), where creating the database
   * takes five or more. A folder that holds a database already ignores it. Absent: the build's
   * template beside the bundle when there is one (`embeddedTemplateFile`).
   */
  template?: Uint8Array | undefined;
}

/** The migrations folder sits beside this file in source, and the build copies it beside the bundle. */
export function migrationsFolder(): string {
  return path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
}

/**
 * The build's template of the embedded database (apps/server/build.mjs makes it beside the bundle,
 * with the bundle's migrations): a first start loads it instead of creating the database, which was
 * almost all of the first start's time (issue 32). Not there when running from source.
 */
export function embeddedTemplateFile(): string {
  return path.join(path.dirname(fileURLToPath(import.meta.url)), 'embedded-template.tar.gz');
}

/**
 * An empty embedded database with every migration applied, dumped as PGlite's gzipped tarball.
 * `prepare` adds what else a start would create (the job queue's schema).
 */
export async function makeEmbeddedTemplate(prepare: (db: Db) => Promise<void> = async () => {}): Promise<Uint8Array> {
  const database = await openDatabase({ template: undefined });
  try {
    await database.migrate();
    await prepare(database.db);
    const client = (database.db as unknown as { $client: PGlite }).$client;
    return new Uint8Array(await (await client.dumpDataDir('gzip')).arrayBuffer());
  } finally {
    await database.close();
  }
}

function bundledTemplate(): Uint8Array | undefined {
  return hasBundledTemplate() ? readFileSync(embeddedTemplateFile()) : undefined;
}

/** Whether this build carries the template (not when running from source). */
export function hasBundledTemplate(): boolean {
  return existsSync(embeddedTemplateFile());
}

/**
 * Writes a template's files (a gzipped tar of a PGlite folder) as the database folder `dir`: unpacked
 * beside it, then renamed into place, so a start stopped halfway leaves no half database behind.
 * This is what PGlite's `loadDataDir` does through its WASM file system, in a fifth of the time and
 * without the 40-100 MiB that leaves in the process (docs/decisions/051-first-start-unpacks-the-template.md).
 */
function unpackTemplate(template: Uint8Array, dir: string): void {
  if (existsSync(dir) && readdirSync(dir).length > 0) {
    throw new Error(
      `The embedded database folder ${dir} holds files but no database (no PG_VERSION): move it aside, then start again.`,
    );
  }
  const staging = `${dir}.unpacking`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging);
  try {
    unpackTemplateArchive(template, staging);
    if (!existsSync(path.join(staging, 'PG_VERSION')))
      throw new Error('The embedded database template holds no database.');
    rmSync(dir, { recursive: true, force: true });
    renameSync(staging, dir);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/** The `when` of the newest migration this build carries (drizzle records it as `created_at`). */
function newestMigration(folder: string): number {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(0, ...journal.entries.map((entry) => entry.when));
}

async function migrationsApplied(db: Db, newest: number): Promise<boolean> {
  try {
    // both drivers answer with { rows }
    const result = (await db.execute(
      sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`,
    )) as {
      rows: { newest: string | null }[];
    };
    return Number(result.rows[0]?.newest ?? 0) >= newest;
  } catch {
    // no migrations table yet
    return false;
  }
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const folder = migrationsFolder();
  const newest = newestMigration(folder);
  if (options.url) {
    // An outage or a held lock answers 503 within seconds instead of hanging the request: no
    // connection free within the acquire timeout, no statement or lock wait past the statement one.
    const statementTimeout = options.statementTimeoutMs ?? 3000;
    const [pg, { drizzle }] = await Promise.all([loadPg(), import('drizzle-orm/node-postgres')]);
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolMax ?? 10,
      connectionTimeoutMillis: options.acquireTimeoutMs ?? 2000,
      idleTimeoutMillis: 30_000,
      statement_timeout: statementTimeout,
      lock_timeout: statementTimeout,
    });
    // an idle client that errors (server restart) must not crash the process
    pool.on('error', () => {});
    const db = drizzle(pool, { schema }) as unknown as Db;
    const url = options.url;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePostgres(url, folder),
      migrationsApplied: () => migrationsApplied(db, newest),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => pool.end(),
      listen: (channel, onNotify, onReconnect) => listenPostgres(url, channel, onNotify, onReconnect),
    };
  }
  const [{ PGlite, options: pgliteOptions }, { drizzle }, { migrate }] = await Promise.all([
    loadPglite(),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  let client: PGlite;
  let releaseLock = () => {};
  // a template, when given or built, for a database that does not exist yet (migrate() then finds
  // the migrations it carries applied, and applies any newer one as usual)
  const template = () => ('template' in options ? options.template : bundledTemplate());
  if (options.dataDir) {
    const dir = embeddedDatabaseDir(options.dataDir);
    mkdirSync(path.dirname(dir), { recursive: true });
    // PGlite serves one process; a second opener (a CLI while the app runs) would corrupt it
    releaseLock = lockDataDir(dir);
    try {
      const bytes = existsSync(path.join(dir, 'PG_VERSION')) ? undefined : template();
      if (bytes) unpackTemplate(bytes, dir);
      else mkdirSync(dir, { recursive: true });
    } catch (error) {
      releaseLock();
      throw error;
    }
    client = new PGlite(dir, pgliteOptions);
  } else {
    const bytes = template();
    client = new PGlite({ ...pgliteOptions, ...(bytes ? { loadDataDir: new Blob([bytes]) } : {}) });
  }
  try {
    await client.waitReady;
  } catch (error) {
    releaseLock();
    throw error;
  }
  const db = drizzle(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migrate(db as never, { migrationsFolder: folder }),
    migrationsApplied: () => migrationsApplied(db, newest),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        releaseLock();
      }
    },
    listen: async (channel, onNotify) => {
      const unlisten = await client.listen(channel, onNotify);
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
  };
}

/**
 * The embedded database's folder (DATA_DIR/pglite): where PGlite keeps its files, and whose
 * `.pid` sibling says which process holds them.
 */
export function embeddedDatabaseDir(dataDir: string): string {
  return path.resolve(dataDir, 'pglite');
}

/**
 * Holds the embedded database's folder for a maintenance task (backup, restore) the way the app
 * holds it: refuses with DataDirBusyError while a live process has it, and keeps the app from
 * starting on it until `run` is done. The folder itself is not opened here.
 */
export async function withEmbeddedDatabaseClaimed<T>(dataDir: string, run: (dir: string) => Promise<T>): Promise<T> {
  const dir = embeddedDatabaseDir(dataDir);
  mkdirSync(path.dirname(dir), { recursive: true });
  const release = lockDataDir(dir);
  try {
    return await run(dir);
  } finally {
    release();
  }
}

/**
 * Claims the PGlite folder for this process with a pid file beside it. A file left by a process
 * that is no longer alive (a crash) is taken over; one of a live process refuses with
 * DataDirBusyError before anything is opened.
 */
function lockDataDir(dir: string): () => void {
  const lockFile = `${dir}.pid`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(lockFile, 'utf8').trim());
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder)) {
        throw new DataDirBusyError(dir, holder);
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not claim the embedded database in ${dir}.`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A dedicated connection for LISTEN, reconnected with a growing pause when it drops. */
async function listenPostgres(
  url: string,
  channel: string,
  onNotify: (payload: string) => void,
  onReconnect?: () => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let current: pg.Client | null = null;
  let retryTimer: NodeJS.Timeout | null = null;
  const pg = await loadPg();
  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onNotify(message.payload);
    });
    client.on('error', () => {
      if (current !== client || stopped) return;
      current = null;
      void client.end().catch(() => {});
      scheduleReconnect(250);
    });
    await client.connect();
    await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    current = client;
  };
  const scheduleReconnect = (delay: number) => {
    retryTimer = setTimeout(() => {
      retryTimer = null;
      if (stopped) return;
      connect().then(
        () => onReconnect?.(),
        () => scheduleReconnect(Math.min(delay * 2, 5000)),
      );
    }, delay);
  };
  await connect();
  return async () => {
    stopped = true;
    if (retryTimer) clearTimeout(retryTimer);
    const client = current;
    current = null;
    await client?.end().catch(() => {});
  };
}

/** Any fixed number: every instance of this app asks PostgreSQL for the same session lock. */
export const migrationLockKey = 4_210_372_519;

/**
 * Migrations may rightly take longer than a request's statement timeout: they get a connection of
 * their own. However many instances start together, they run once: each takes the same advisory
 * lock first, so the others wait and then find nothing left to apply. drizzle applies the pending
 * ones in one transaction, so a failing migration leaves the schema as it was.
 */
export async function migratePostgres(url: string, folder = migrationsFolder()): Promise<void> {
  const [pg, { drizzle }, { migrate }] = await Promise.all([
    loadPg(),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [migrationLockKey]);
    await migrate(drizzle(client, { schema }), { migrationsFolder: folder });
  } finally {
    // closing the session releases its lock too; the explicit unlock keeps the order plain
    await client.query('select pg_advisory_unlock($1)', [migrationLockKey]).catch(() => undefined);
    await client.end();
  }
}
