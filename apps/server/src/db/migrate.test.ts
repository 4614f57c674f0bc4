import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { migratePostgres, migrationsFolder } from './client.ts';

/*
 * Migrations on PostgreSQL, where several instances may start at once (issue 19): each test gets an
 * empty database of its own on the run's server.
 */
const postgres = process.env.TEST_DB_DRIVER === 'postgres';
const created: string[] = [];

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: inject('postgresUrl') });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

async function emptyDatabase(): Promise<string> {
  const name = `exitcraft_migrate_${process.pid}_${created.length}_${Date.now()}`;
  await admin((client) => client.query(`create database "${name}"`));
  created.push(name);
  const url = new URL(inject('postgresUrl'));
  url.pathname = `/${name}`;
  return url.toString();
}

async function query<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

const journal = () =>
  JSON.parse(readFileSync(path.join(migrationsFolder(), 'meta/_journal.json'), 'utf8')) as {
    entries: { idx: number; when: number; tag: string; version: string; breakpoints: boolean }[];
  };

afterEach(async () => {
  if (created.length === 0) return;
  await admin(async (client) => {
    for (const name of created.splice(0)) await client.query(`drop database if exists "${name}" with (force)`);
  });
});

describe.runIf(postgres)('migrations on PostgreSQL', () => {
  it('three instances starting at once on an empty database all come up, and each migration runs once', async () => {
    const url = await emptyDatabase();
    await Promise.all([migratePostgres(url), migratePostgres(url), migratePostgres(url)]);
    const applied = await query<{ count: string }>(url, 'select count(*) from drizzle.__drizzle_migrations');
    expect(Number(applied[0]?.count)).toBe(journal().entries.length);
    const tables = await query<{ name: string }>(
      url,
      "select table_name as name from information_schema.tables where table_schema = 'public' and table_name = 'users'",
    );
    expect(tables).toHaveLength(1);
  });

  it('a failing migration leaves the schema as it was and is reported', async () => {
    const url = await emptyDatabase();
    await migratePostgres(url);
    const before = await query<{ name: string }>(
      url,
      "select table_name as name from information_schema.tables where table_schema = 'public' order by 1",
    );

    const folder = mkdtempSync(path.join(tmpdir(), 'exitcraft-migrations-'));
    try {
      cpSync(migrationsFolder(), folder, { recursive: true });
      const meta = journal();
      const last = meta.entries.at(-1);
      if (!last) throw new Error('no migrations');
      const tag = `${String(last.idx + 1).padStart(4, '0')}_broken`;
      meta.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1000, tag });
      writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify(meta));
      // the first statement would succeed; the second fails, so the first must not stay
      writeFileSync(
        path.join(folder, `${tag}.sql`),
        'CREATE TABLE "half_done" ("id" integer);\n--> statement-breakpoint\nALTER TABLE "no_such_table" ADD COLUMN "x" integer;',
      );
      await expect(migratePostgres(url, folder)).rejects.toThrow();
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }

    const after = await query<{ name: string }>(
      url,
      "select table_name as name from information_schema.tables where table_schema = 'public' order by 1",
    );
    expect(after).toEqual(before);
    const applied = await query<{ count: string }>(url, 'select count(*) from drizzle.__drizzle_migrations');
    expect(Number(applied[0]?.count)).toBe(journal().entries.length);
    // the lock was released: a later start still migrates
    await expect(migratePostgres(url)).resolves.toBeUndefined();
  });
});
