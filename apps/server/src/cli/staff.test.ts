import { spawn, execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, createTestApp, type TestContext } from '../../test/helper.ts';
import { users } from '../db/schema.ts';
import { runStaffCommand } from './staff.ts';

const run = promisify(execFile);

describe('npm run staff', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestApp();
  });
  afterAll(async () => {
    await context.close();
  });

  const staffCommand = async (...args: string[]) => {
    const lines: string[] = [];
    const code = await runStaffCommand(
      args,
      { db: context.deps.db },
      { out: (l) => lines.push(l), err: (l) => lines.push(l) },
    );
    return { code, text: lines.join('\n') };
  };
  const isStaff = async (id: string) =>
    (await context.deps.db.select({ isStaff: users.isStaff }).from(users).where(eq(users.id, id)))[0]?.isStaff;

  it('grants and revokes is_staff by email, in any case', async () => {
    const { user } = await createUser(context.deps);
    expect(await staffCommand('grant', user.email.toUpperCase())).toMatchObject({
      code: 0,
      text: expect.stringContaining('is now staff'),
    });
    expect(await isStaff(user.id)).toBe(true);
    expect(await staffCommand('revoke', user.email)).toMatchObject({
      code: 0,
      text: expect.stringContaining('no longer staff'),
    });
    expect(await isStaff(user.id)).toBe(false);
  });

  it('refuses an unknown email and a bad command', async () => {
    expect(await staffCommand('grant', 'nobody@example-corp.com')).toMatchObject({
      code: 1,
      text: expect.stringContaining('Nothing was changed'),
    });
    expect((await staffCommand('promote', 'x@y.com')).code).toBe(2);
    expect((await staffCommand('grant')).code).toBe(2);
  });
});

describe('npm run staff while the app holds the embedded database', () => {
  it('says so in one line and changes nothing', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'exitcraft-staff-'));
    // a live process holds the folder, as the running app does (its pid file beside the database)
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    try {
      mkdirSync(path.join(dataDir, 'pglite'), { recursive: true });
      writeFileSync(path.join(dataDir, 'pglite.pid'), String(holder.pid));
      const cli = path.join(import.meta.dirname, 'staff.ts');
      const result = await run(process.execPath, ['--import', 'tsx', cli, 'grant', 'someone@example-corp.com'], {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', INIT_CWD: '', NODE_ENV: 'development' },
        cwd: path.join(import.meta.dirname, '../..'),
      }).then(
        () => ({ code: 0, stderr: '' }),
        (error: { code: number; stderr: string }) => error,
      );
      expect(result.code).toBe(1);
      expect(result.stderr.trim().split('\n')).toHaveLength(1);
      expect(result.stderr).toMatch(/in use by a running Exitcraft process \(pid \d+\).*Nothing was changed/);
      // the database folder was not even opened
      expect(readdirSync(path.join(dataDir, 'pglite'))).toEqual([]);
      expect(existsSync(path.join(dataDir, 'pglite.pid'))).toBe(true);
    } finally {
      holder.kill();
    }
  }, 60_000);
});
