import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import { type AppDeps, createDeps, type DepsOverrides } from '../src/deps.ts';
import { users } from '../src/db/schema.ts';
import { loggerOptions } from '../src/lib/logging.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { issueTokenPair } from '../src/modules/auth/refresh-tokens.ts';
import { seedSiteSettings } from '../src/modules/site-config/index.ts';

export interface TestContext {
  app: FastifyInstance;
  deps: AppDeps;
  /** `url`: the PostgreSQL database the app uses (absent on PGlite), for a CLI the test starts */
  database: Database & { url?: string };
  close(): Promise<void>;
}

/**
 * A database for one test file: in-memory PGlite, or the run's PostgreSQL database, which the test
 * files running in parallel share. `isolated` gives a file that empties a whole table (research)
 * a PostgreSQL database of its own, dropped on close, so it never pulls rows from under another file.
 */
export async function openTestDatabase(options: { isolated?: boolean } = {}): Promise<Database & { url?: string }> {
  const shared = process.env.TEST_DB_DRIVER === 'postgres' ? inject('postgresUrl') : undefined;
  // a postgres run that quietly fell back to PGlite would prove nothing
  if (process.env.TEST_DB_DRIVER === 'postgres' && !shared) throw new Error('no PostgreSQL database for this run');
  if (!shared || !options.isolated) {
    // PGlite: the run's template (global-setup-pglite.ts), loaded instead of created per file; a
    // runner without that set-up creates the database as before
    const templateFile = shared ? undefined : inject('pgliteTemplate');
    const template = templateFile ? readFileSync(templateFile) : undefined;
    const database = await openDatabase({ url: shared, poolMax: 5, template });
    await database.migrate();
    return shared ? Object.assign(database, { url: shared }) : database;
  }
  const name = `${new URL(shared).pathname.slice(1)}_${randomUUID().slice(0, 8)}`;
  const admin = new pg.Client({ connectionString: shared });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(shared);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolMax: 5 });
  await database.migrate();
  return {
    ...database,
    url: url.toString(),
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: shared });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    },
  };
}

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    APP_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    ...env,
  });
}

/**
 * The whole app over a real database, driven through app.inject(). `logLines` collects the JSON log
 * lines the production logger writes (at LOG_LEVEL, `info` unless `env` says otherwise).
 */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    overrides?: DepsOverrides;
    webDist?: string;
    isolated?: boolean;
    logLines?: string[];
  } = {},
): Promise<TestContext> {
  const database = await openTestDatabase({ isolated: options.isolated });
  const lines = options.logLines;
  const config = testConfig(lines ? { LOG_LEVEL: 'info', ...options.env } : options.env);
  const deps = createDeps(config, database, options.overrides);
  // what a start does after the migrations (main.ts)
  await seedSiteSettings(deps.db, deps.config);
  const logger = lines
    ? { ...loggerOptions(config), stream: { write: (line: string) => void lines.push(line) } }
    : undefined;
  const app = await buildApp(deps, { webDist: options.webDist, logger });
  await app.ready();
  return {
    app,
    deps,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example-corp.com`;
}

/** A user straight in the database, with a valid access token; for tests of other areas. */
export async function createUser(
  deps: AppDeps,
  fields: Partial<typeof users.$inferInsert> = {},
): Promise<{ user: typeof users.$inferSelect; accessToken: string; refreshToken: string; password: string }> {
  const password = 'Sturdy#Pass42';
  const [user] = await deps.db
    .insert(users)
    .values({
      email: uniqueEmail(),
      username: `Test${randomUUID().slice(0, 10)}`,
      fullName: 'Test Founder',
      passwordHash: await hashPassword(password),
      emailVerified: true,
      ...fields,
    })
    .returning();
  if (!user) throw new Error('user insert returned nothing');
  const { access, refresh } = await issueTokenPair(deps, user.id);
  return { user, accessToken: access, refreshToken: refresh, password };
}

/** A fresh sign-in session for an existing user (at the clock's time); its access token. */
export async function signIn(deps: AppDeps, userId: string): Promise<string> {
  return (await issueTokenPair(deps, userId)).access;
}
