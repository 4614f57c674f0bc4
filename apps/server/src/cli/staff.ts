import { realpathSync } from 'node:fs';
import { userInfo } from 'node:os';
import { pathToFileURL } from 'node:url';
import { ConfigError, loadConfig } from '../config.ts';
import { type Db, DataDirBusyError, openDatabase } from '../db/client.ts';
import { resetSecondFactorsByEmail } from '../modules/accounts/index.ts';
import { appendAudit } from '../modules/staff/index.ts';
import { setStaffByEmail } from '../modules/users/index.ts';

export const usage = `Usage:
  npm run staff -- grant EMAIL    make the account with this email staff (may hide community messages)
  npm run staff -- revoke EMAIL   take staff rights away again
  npm run staff -- reset-2fa EMAIL
                                  remove every passkey, the authenticator app and the recovery codes
                                  of this account (it lost them all); audited, and the person is told

EMAIL is the account's primary address, in any case. With the embedded database (no DATABASE_URL),
stop the server first: the embedded database serves one process at a time.`;

export interface StaffIo {
  out(line: string): void;
  err(line: string): void;
}

/** Exit codes: 0 done, 1 refused (no such account), 2 the command was not understood. */
export async function runStaffCommand(args: string[], deps: { db: Db }, io: StaffIo): Promise<number> {
  const [command, email, extra] = args;
  if (command === 'help' || command === '--help' || command === '-h') {
    io.out(usage);
    return 0;
  }
  if (command !== 'grant' && command !== 'revoke' && command !== 'reset-2fa') {
    io.err(command ? `Unknown command "${command}".\n\n${usage}` : usage);
    return 2;
  }
  if (!email || extra !== undefined) {
    io.err(`${command} needs exactly one EMAIL.\n\n${usage}`);
    return 2;
  }
  if (command === 'reset-2fa') {
    const reset = await resetSecondFactorsByEmail(deps.db, email, operatorName(), new Date(), appendAudit);
    if (!reset) {
      io.err(`No account has the email ${email}. Nothing was changed.`);
      return 1;
    }
    const what = `${reset.passkeys} passkey${reset.passkeys === 1 ? '' : 's'}${reset.totp ? ', the authenticator app and its recovery codes' : ''}`;
    io.out(`${reset.email}: removed ${what}. They can sign in with their password and add a new second factor in Settings.`);
    return 0;
  }
  const isStaff = command === 'grant';
  const row = await setStaffByEmail(deps.db, email, isStaff, new Date());
  if (!row) {
    io.err(`No account has the email ${email}. Nothing was changed.`);
    return 1;
  }
  io.out(
    isStaff ? `${row.email} (${row.username}) is now staff.` : `${row.email} (${row.username}) is no longer staff.`,
  );
  return 0;
}

/** Who ran the command, for the audit log: the login on the host. */
function operatorName(): string {
  try {
    return process.env.SUDO_USER || userInfo().username;
  } catch {
    return 'unknown';
  }
}

async function main(args: string[]): Promise<number> {
  // npm runs workspace scripts inside apps/server; DATA_DIR means what it meant where the command was typed
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await database.migrate();
    return await runStaffCommand(
      args,
      { db: database.db },
      { out: (line) => console.log(line), err: (line) => console.error(line) },
    );
  } finally {
    await database.close();
  }
}

const entry = process.argv[1];
if (entry && import.meta.url === pathToFileURL(realpathSync(entry)).href) {
  try {
    process.exitCode = await main(process.argv.slice(2));
  } catch (error) {
    if (error instanceof ConfigError || error instanceof DataDirBusyError) {
      console.error(error.message);
    } else {
      console.error(`The staff command failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    process.exitCode = 1;
  }
}
