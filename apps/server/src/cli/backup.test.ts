import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, describe, expect, inject, it } from 'vitest';
import { createUser, testConfig } from '../../test/helper.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { communityMessages, coupons, users } from '../db/schema.ts';
import { createDeps } from '../deps.ts';
import { type BackupSettings, runBackupCommand } from './backup.ts';

/*
 * npm run backup / npm run restore (issue 19): back up, change data, restore into a fresh database,
 * and every table's rows are those of the backup moment. The embedded database runs in the pglite
 * project, PostgreSQL (pg_dump / pg_restore on fresh databases of the run's server) in the
 * server-postgres one.
 */
const postgres = process.env.TEST_DB_DRIVER === 'postgres';
const folders: string[] = [];

function folder(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'exitcraft-backup-'));
  folders.push(dir);
  return dir;
}

afterAll(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function command(settings: BackupSettings, ...args: string[]) {
  const lines: string[] = [];
  const code = await runBackupCommand(args, settings, { out: (l) => lines.push(l), err: (l) => lines.push(l) });
  return { code, text: lines.join('\n') };
}

/** Every row of every table (the app's and drizzle's migration journal), in a stable order. */
async function snapshot(database: Database): Promise<Record<string, string[]>> {
  const tables = (await database.db.execute(
    sql`select table_schema as schema, table_name as name from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema in ('public', 'drizzle') order by 1, 2`,
  )) as unknown as { rows: { schema: string; name: string }[] };
  const result: Record<string, string[]> = {};
  for (const { schema, name } of tables.rows) {
    const rows = (await database.db.execute(sql.raw(`select * from "${schema}"."${name}"`))) as unknown as {
      rows: Record<string, unknown>[];
    };
    result[`${schema}.${name}`] = rows.rows
      .map((row) => JSON.stringify(row, (_key, value: unknown) => (typeof value === 'bigint' ? String(value) : value)))
      .sort();
  }
  return result;
}

/** Rows in several tables, with foreign keys between them and a bigserial. */
async function addData(database: Database, tag: string) {
  const deps = createDeps(testConfig(), database);
  const { user } = await createUser(deps, { fullName: `Founder ${tag}` });
  await createUser(deps, { paid: true, role: 'paid_user' });
  await database.db.insert(coupons).values({ code: `SAVE-${tag}`, percentOff: 20, maxRedemptions: 5 });
  await database.db.insert(communityMessages).values([
    { channel: 'general', authorId: user.id, text: `hello from ${tag}` },
    { channel: 'general', authorId: user.id, text: `second from ${tag}` },
  ]);
  return user;
}

/** Changes after the backup: new rows, an edited row, a deleted one (its messages go with it). */
async function changeData(database: Database, victimId: string) {
  await addData(database, 'later');
  await database.db.update(coupons).set({ redemptions: 3 });
  await database.db.delete(users).where(eq(users.id, victimId));
}

/** A restored database keeps counting where the backup left off (the sequences came back too). */
async function expectSequencesRestored(database: Database) {
  const [author] = await database.db.select({ id: users.id }).from(users).limit(1);
  if (!author) throw new Error('no users restored');
  const [max] = await database.db
    .select({ id: sql<string>`max(${communityMessages.id})::text` })
    .from(communityMessages);
  const [added] = await database.db
    .insert(communityMessages)
    .values({ channel: 'general', authorId: author.id, text: 'after the restore' })
    .returning({ id: communityMessages.id });
  expect(added?.id).toBeGreaterThan(BigInt(max?.id ?? '0'));
}

describe.runIf(!postgres)('backup and restore of the embedded database', () => {
  it('gives back every row of the backup moment in a fresh DATA_DIR, and with --force over the changed one', async () => {
    const dataDir = folder();
    const file = path.join(folder(), 'exitcraft.tgz');
    let database = await openDatabase({ dataDir });
    await database.migrate();
    const victim = await addData(database, 'backed-up');
    const before = await snapshot(database);
    await database.close();

    const backedUp = await command({ DATA_DIR: dataDir }, 'backup', file);
    expect(backedUp, backedUp.text).toMatchObject({ code: 0, text: expect.stringContaining('Backed up') });
    expect(readFileSync(file).subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
    // no second backup over the first without --force
    expect(await command({ DATA_DIR: dataDir }, 'backup', file)).toMatchObject({
      code: 1,
      text: expect.stringContaining('already exists'),
    });

    database = await openDatabase({ dataDir });
    await changeData(database, victim.id);
    expect(await snapshot(database)).not.toEqual(before);
    await database.close();

    const fresh = folder();
    const restored = await command({ DATA_DIR: fresh }, 'restore', file);
    expect(restored, restored.text).toMatchObject({ code: 0, text: expect.stringContaining('Restored') });
    database = await openDatabase({ dataDir: fresh });
    expect(await snapshot(database)).toEqual(before);
    await expectSequencesRestored(database);
    await database.close();

    // the changed database is only replaced with --force, and the one it replaced is kept aside
    const refused = await command({ DATA_DIR: dataDir }, 'restore', file);
    expect(refused).toMatchObject({
      code: 1,
      text: expect.stringMatching(/already holds a database.*--force.*Nothing was changed/),
    });
    const forced = await command({ DATA_DIR: dataDir }, 'restore', file, '--force');
    expect(forced, forced.text).toMatchObject({
      code: 0,
      text: expect.stringContaining('The database it replaced is in'),
    });
    expect(readdirSync(dataDir).some((name) => name.startsWith('pglite.before-restore-'))).toBe(true);
    database = await openDatabase({ dataDir });
    expect(await snapshot(database)).toEqual(before);
    await database.close();
  });

  it('refuses in one line while a running process holds the embedded database, and writes nothing', async () => {
    const dataDir = folder();
    const database = await openDatabase({ dataDir });
    await database.migrate();
    await database.close();
    const file = path.join(folder(), 'busy.tgz');
    // the pid file of a live process, as the running app leaves it
    writeFileSync(path.join(dataDir, 'pglite.pid'), String(process.ppid));
    const refused = await command({ DATA_DIR: dataDir }, 'backup', file);
    expect(refused.code).toBe(1);
    expect(refused.text.split('\n')).toHaveLength(1);
    expect(refused.text).toMatch(/in use by a running Exitcraft process \(pid \d+\).*stop the app first/);
    expect(existsSync(file)).toBe(false);
    rmSync(path.join(dataDir, 'pglite.pid'));
    expect((await command({ DATA_DIR: dataDir }, 'backup', file)).code).toBe(0);
  });

  it('refuses a file that is not its kind of backup, a missing file, and a bad command line', async () => {
    const dataDir = folder();
    const notABackup = path.join(folder(), 'notes.txt');
    writeFileSync(notABackup, 'not a backup');
    const pgDump = path.join(folder(), 'exitcraft.dump');
    writeFileSync(pgDump, 'PGDMP\u0001\u000e\u0000');
    expect(await command({ DATA_DIR: dataDir }, 'restore', notABackup)).toMatchObject({
      code: 1,
      text: expect.stringContaining('is not a backup of the embedded database'),
    });
    expect(await command({ DATA_DIR: dataDir }, 'restore', pgDump)).toMatchObject({
      code: 1,
      text: expect.stringContaining('set DATABASE_URL'),
    });
    expect(await command({ DATA_DIR: dataDir }, 'restore', path.join(dataDir, 'missing.tgz'))).toMatchObject({
      code: 1,
      text: expect.stringContaining('does not exist'),
    });
    expect((await command({ DATA_DIR: dataDir }, 'backup')).code).toBe(2);
    expect((await command({ DATA_DIR: dataDir }, 'backup', 'a', 'b')).code).toBe(2);
    expect((await command({ DATA_DIR: dataDir }, 'restore', 'a', '--overwrite')).code).toBe(2);
    expect((await command({ DATA_DIR: dataDir }, 'copy', 'a')).code).toBe(2);
    // nothing was created by the refusals
    expect(existsSync(path.join(dataDir, 'pglite'))).toBe(false);
  });
});

describe.runIf(postgres)('backup and restore of PostgreSQL (pg_dump / pg_restore)', () => {
  const created: string[] = [];
  const admin = async <T>(run: (client: pg.Client) => Promise<T>): Promise<T> => {
    const client = new pg.Client({ connectionString: inject('postgresUrl') });
    await client.connect();
    try {
      return await run(client);
    } finally {
      await client.end();
    }
  };
  const freshDatabase = async (): Promise<string> => {
    const name = `exitcraft_backup_${process.pid}_${created.length}_${Date.now()}`;
    await admin((client) => client.query(`create database "${name}"`));
    created.push(name);
    const url = new URL(inject('postgresUrl'));
    url.pathname = `/${name}`;
    return url.toString();
  };
  afterEach(async () => {
    await admin(async (client) => {
      for (const name of created.splice(0)) await client.query(`drop database if exists "${name}" with (force)`);
    });
  });

  it('gives back every row of the backup moment in a fresh database, and with --force over the changed one', async () => {
    const url = await freshDatabase();
    const settings = { DATABASE_URL: url, DATA_DIR: folder() };
    const file = path.join(folder(), 'exitcraft.dump');
    let database = await openDatabase({ url });
    await database.migrate();
    const victim = await addData(database, 'backed-up');
    // enough rows that the dump's data runs well past its table of contents (see the cut file below)
    await database.db.execute(
      sql`insert into coupons (code, percent_off) select 'BULK-' || n, 5 from generate_series(1, 5000) as n`,
    );
    const before = await snapshot(database);
    await database.close();

    const backedUp = await command(settings, 'backup', file);
    expect(backedUp, backedUp.text).toMatchObject({ code: 0, text: expect.stringContaining('pg_dump custom format') });
    expect(readFileSync(file).subarray(0, 5).toString('latin1')).toBe('PGDMP');

    database = await openDatabase({ url });
    await changeData(database, victim.id);
    expect(await snapshot(database)).not.toEqual(before);

    // a restore while the app (here: its pool) is connected is refused
    const busy = await command({ ...settings, DATABASE_URL: url }, 'restore', file, '--force');
    expect(busy).toMatchObject({ code: 1, text: expect.stringContaining('stop the app') });
    await database.close();

    const target = await freshDatabase();
    const restored = await command({ ...settings, DATABASE_URL: target }, 'restore', file);
    expect(restored, restored.text).toMatchObject({ code: 0, text: expect.stringContaining('Restored') });
    database = await openDatabase({ url: target });
    expect(await snapshot(database)).toEqual(before);
    expect(await database.migrationsApplied()).toBe(true);
    await expectSequencesRestored(database);
    await database.close();

    const refused = await command(settings, 'restore', file);
    expect(refused).toMatchObject({
      code: 1,
      text: expect.stringMatching(/is not empty.*--force.*Nothing was changed/),
    });
    const forced = await command(settings, 'restore', file, '--force');
    expect(forced, forced.text).toMatchObject({ code: 0, text: expect.stringContaining('replacing what it held') });
    database = await openDatabase({ url });
    expect(await snapshot(database)).toEqual(before);

    // a --force restore that fails halfway (the dump's data cut short, its table of contents whole)
    // changes nothing: the schemas it dropped come back with the rollback
    await changeData(database, victim.id);
    const changed = await snapshot(database);
    await database.close();
    const cut = path.join(folder(), 'cut.dump');
    const whole = readFileSync(file);
    writeFileSync(cut, whole.subarray(0, Math.floor(whole.length * 0.9)));
    // the file passes the check before anything changes; it fails only while being loaded
    expect(spawnSync('pg_restore', ['--list', cut]).status).toBe(0);
    const failed = await command(settings, 'restore', cut, '--force');
    expect(failed).toMatchObject({ code: 1, text: expect.stringMatching(/pg_restore failed.*Nothing was changed/s) });
    database = await openDatabase({ url });
    expect(await snapshot(database)).toEqual(changed);
    await database.close();
  });

  it('says what is wrong when the tools are missing, the file is not a dump, or the server is unreachable', async () => {
    const url = await freshDatabase();
    const settings = { DATABASE_URL: url, DATA_DIR: folder() };
    const file = path.join(folder(), 'x.dump');
    const path0 = process.env.PATH;
    process.env.PATH = folder();
    try {
      const missing = await command(settings, 'backup', file);
      expect(missing).toMatchObject({
        code: 1,
        text: expect.stringMatching(/pg_dump was not found.*postgresql-client/),
      });
      expect(existsSync(file)).toBe(false);
    } finally {
      process.env.PATH = path0;
    }
    const notADump = path.join(folder(), 'notes.txt');
    writeFileSync(notADump, 'hello');
    expect(await command(settings, 'restore', notADump)).toMatchObject({
      code: 1,
      text: expect.stringContaining('not a pg_dump custom-format backup'),
    });
    const truncated = path.join(folder(), 'truncated.dump');
    writeFileSync(truncated, 'PGDMP');
    expect(await command(settings, 'restore', truncated)).toMatchObject({
      code: 1,
      text: expect.stringMatching(/pg_restore failed.*Nothing was changed/s),
    });
    const down = new URL(url);
    down.port = '1';
    expect(await command({ ...settings, DATABASE_URL: down.toString() }, 'backup', file)).toMatchObject({
      code: 1,
      text: expect.stringContaining('pg_dump failed'),
    });
    expect(existsSync(file)).toBe(false);
  });
});
