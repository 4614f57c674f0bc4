import { spawn, execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { type AddressInfo, createServer } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser, createTestApp, type TestContext } from '../../test/helper.ts';
import { emailOutbox, passkeys, recoveryCodes, staffAuditLog, totpFactors, users } from '../db/schema.ts';
import { runStaffCommand } from './staff.ts';

const run = promisify(execFile);

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

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
    expect((await staffCommand('reset-2fa', 'nobody@example-corp.com')).code).toBe(1);
  });

  it('reset-2fa removes every factor of the account, audited, and tells the person', async () => {
    const { user } = await createUser(context.deps, { isStaff: true });
    const other = await createUser(context.deps, { isStaff: true });
    const { db } = context.deps;
    for (const owner of [user, other.user]) {
      await db.insert(passkeys).values({ userId: owner.id, credentialId: crypto.randomUUID(), publicKey: 'cGs', name: 'Key' });
      await db.insert(totpFactors).values({ userId: owner.id, secret: 'JBSWY3DPEHPK3PXP', confirmedAt: new Date() });
      await db.insert(recoveryCodes).values({ userId: owner.id, codeHash: crypto.randomUUID() });
    }
    expect(await staffCommand('reset-2fa', user.email.toUpperCase())).toMatchObject({
      code: 0,
      text: expect.stringContaining('removed 1 passkey, the authenticator app and its recovery codes'),
    });
    expect(await db.select().from(passkeys).where(eq(passkeys.userId, user.id))).toEqual([]);
    expect(await db.select().from(totpFactors).where(eq(totpFactors.userId, user.id))).toEqual([]);
    expect(await db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id))).toEqual([]);
    // nobody else's
    expect(await db.select().from(passkeys).where(eq(passkeys.userId, other.user.id))).toHaveLength(1);
    const [audit] = await db.select().from(staffAuditLog).where(eq(staffAuditLog.targetId, user.id));
    expect(audit).toMatchObject({ action: 'second_factor.reset_by_operator', ip: 'command line' });
    const mail = await db.select().from(emailOutbox).where(eq(emailOutbox.to, user.email));
    expect(mail.map((row) => row.kind)).toContain('second-factor-factors-reset-by-operator');
  });
});

describe('npm run staff while the app holds the embedded database', () => {
  it('says so in one line and changes nothing; after the app stops it works', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'exitcraft-staff-'));
    const serverDir = path.join(import.meta.dirname, '../..');
    const env = {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      INIT_CWD: '',
      NODE_ENV: 'development',
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      // no proxy to move traffic away: stop at once on SIGTERM
      DRAIN_SECONDS: '0',
    };
    // the real app, holding the embedded database
    const app = spawn(process.execPath, ['--import', 'tsx', path.join(serverDir, 'src/main.ts')], {
      env,
      cwd: serverDir,
      stdio: 'ignore',
    });
    const lockFile = path.join(dataDir, 'pglite.pid');
    const staffCli = (...args: string[]) =>
      run(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'staff.ts'), ...args], {
        env,
        cwd: serverDir,
      }).then(
        (done) => ({ code: 0, stdout: done.stdout, stderr: done.stderr }),
        (error: { code: number; stdout: string; stderr: string }) => error,
      );
    try {
      // the app starts through tsx and sets up its database first: wait for it to hold the folder
      // and answer, within this test's own budget, however long that takes on this machine
      const startup = { timeout: 75_000, interval: 100 };
      await vi.waitFor(() => {
        expect(app.exitCode, 'the app is still running').toBeNull();
        expect(existsSync(lockFile) && readFileSync(lockFile, 'utf8').trim(), 'the app holds the folder').toBe(
          String(app.pid),
        );
      }, startup);
      await vi.waitFor(async () => {
        const health = await fetch(`http://127.0.0.1:${env.PORT}/health`).then(
          (reply) => reply.status,
          () => 0,
        );
        expect(health, 'the app answers /health').toBe(200);
      }, startup);
      const refused = await staffCli('grant', 'someone@example-corp.com');
      expect(refused.code).toBe(1);
      expect(refused.stderr.trim().split('\n')).toHaveLength(1);
      expect(refused.stderr).toMatch(/in use by a running Exitcraft process \(pid \d+\).*Nothing was changed/);
      expect(readFileSync(lockFile, 'utf8').trim()).toBe(String(app.pid));
    } finally {
      app.kill('SIGTERM');
      await new Promise((resolve) => app.once('exit', resolve));
    }
    // the app let go of the folder on its way out: the command runs (and finds no such account)
    expect(existsSync(lockFile)).toBe(false);
    const after = await staffCli('grant', 'someone@example-corp.com');
    expect(after).toMatchObject({ code: 1, stderr: expect.stringContaining('No account has the email') });
  }, 90_000);
});
