import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { ConfigError, loadConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { openDatabase } from '../db/client.ts';
import type { Clock } from '../lib/clock.ts';
import { systemClock } from '../lib/clock.ts';
import { AppError } from '../lib/errors.ts';
import { type CouponRow, createCoupon, disableCoupon, isUsable, listCoupons } from '../modules/coupons/index.ts';

export const usage = `Usage:
  npm run coupons -- add CODE PERCENT [--max N] [--expires YYYY-MM-DD]
                                  add a coupon: PERCENT off the member price (1-100); at most N paid
                                  uses; usable through the end of that day (UTC)
  npm run coupons -- list         every coupon with its uses and state
  npm run coupons -- disable CODE stop a coupon from being accepted (its history stays)

Codes are letters, digits, - and _ (3 to 64), and match in any case. A use counts when a payment
completes, never when a code is only checked. With the embedded database (no DATABASE_URL),
stop the server first: the embedded database serves one process at a time.`;

export interface CouponsIo {
  out(line: string): void;
  err(line: string): void;
}

/** Exit codes: 0 done, 1 refused (exists, not found), 2 the command was not understood. */
export async function runCouponsCommand(
  args: string[],
  deps: { db: Db; clock: Clock },
  io: CouponsIo,
): Promise<number> {
  const [command, ...rest] = args;
  try {
    switch (command) {
      case 'add':
        return await add(rest, deps, io);
      case 'list':
        return await list(rest, deps, io);
      case 'disable':
        return await disable(rest, deps, io);
      case 'help':
      case '--help':
      case '-h':
        io.out(usage);
        return 0;
      default:
        io.err(command ? `Unknown command "${command}".\n\n${usage}` : usage);
        return 2;
    }
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`${error.message}\n\n${usage}`);
      return 2;
    }
    if (error instanceof AppError) {
      io.err(error.message);
      return 1;
    }
    throw error;
  }
}

class UsageError extends Error {}

async function add(args: string[], deps: { db: Db; clock: Clock }, io: CouponsIo): Promise<number> {
  const positional: string[] = [];
  let max: number | null = null;
  let expiresAt: Date | null = null;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] as string;
    const [flag, inline] = arg.split('=', 2) as [string, string | undefined];
    if (flag === '--max' || flag === '--expires') {
      const value = inline ?? args[(i += 1)];
      if (value === undefined) throw new UsageError(`${flag} needs a value.`);
      if (flag === '--max') max = parseMax(value);
      else expiresAt = parseExpiry(value, deps.clock.now());
    } else if (arg.startsWith('--')) {
      throw new UsageError(`Unknown option "${arg}".`);
    } else {
      positional.push(arg);
    }
  }
  const [code, percent, extra] = positional;
  if (!code || !percent || extra !== undefined) throw new UsageError('add needs a CODE and a PERCENT.');
  if (!/^[A-Za-z0-9_-]{3,64}$/.test(code)) {
    throw new UsageError(`"${code}" is not a valid code: use 3 to 64 letters, digits, - or _.`);
  }
  if (!/^\d+$/.test(percent) || Number(percent) < 1 || Number(percent) > 100) {
    throw new UsageError(`PERCENT must be a whole number from 1 to 100, not "${percent}".`);
  }
  const row = await createCoupon(deps.db, { code, percentOff: Number(percent), maxRedemptions: max, expiresAt });
  io.out(`Added ${describe(row, deps.clock.now())}.`);
  return 0;
}

async function list(args: string[], deps: { db: Db; clock: Clock }, io: CouponsIo): Promise<number> {
  if (args.length > 0) throw new UsageError('list takes no arguments.');
  const rows = await listCoupons(deps.db);
  if (rows.length === 0) {
    io.out('No coupons yet. Add one with: npm run coupons -- add CODE PERCENT');
    return 0;
  }
  const now = deps.clock.now();
  const table = [
    ['CODE', 'OFF', 'USES', 'EXPIRES (UTC)', 'STATE'],
    ...rows.map((row) => [
      row.code,
      `${row.percentOff}%`,
      row.maxRedemptions === null ? `${row.redemptions}` : `${row.redemptions}/${row.maxRedemptions}`,
      row.expiresAt ? row.expiresAt.toISOString().slice(0, 10) : 'never',
      stateOf(row, now),
    ]),
  ];
  const widths = table[0]!.map((_, column) => Math.max(...table.map((line) => line[column]!.length)));
  for (const line of table)
    io.out(
      line
        .map((cell, column) => cell.padEnd(widths[column]!))
        .join('  ')
        .trimEnd(),
    );
  return 0;
}

async function disable(args: string[], deps: { db: Db; clock: Clock }, io: CouponsIo): Promise<number> {
  const [code, extra] = args;
  if (!code || extra !== undefined) throw new UsageError('disable needs exactly one CODE.');
  const row = await disableCoupon(deps.db, code);
  io.out(`Disabled ${row.code}: it is no longer accepted.`);
  return 0;
}

function parseMax(value: string): number {
  if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > 1_000_000) {
    throw new UsageError(`--max must be a whole number of at least 1, not "${value}".`);
  }
  return Number(value);
}

/** YYYY-MM-DD, usable through the end of that day in UTC. */
function parseExpiry(value: string, now: Date): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  if (!match || !date || date.toISOString().slice(0, 10) !== value) {
    throw new UsageError(`--expires must be a date as YYYY-MM-DD, not "${value}".`);
  }
  const endOfDay = new Date(date.getTime() + 24 * 60 * 60 * 1000 - 1);
  if (endOfDay.getTime() < now.getTime()) throw new UsageError(`--expires ${value} is already in the past.`);
  return endOfDay;
}

function stateOf(row: CouponRow, now: Date): string {
  if (!row.active) return 'disabled';
  if (row.expiresAt && row.expiresAt.getTime() < now.getTime()) return 'expired';
  if (!isUsable(row, now)) return 'used up';
  return 'active';
}

function describe(row: CouponRow, now: Date): string {
  const parts = [`${row.code}: ${row.percentOff}% off`];
  parts.push(row.maxRedemptions === null ? 'unlimited uses' : `at most ${row.maxRedemptions} uses`);
  parts.push(row.expiresAt ? `usable through ${row.expiresAt.toISOString().slice(0, 10)} (UTC)` : 'no expiry');
  return `${parts.join(', ')} (${stateOf(row, now)})`;
}

async function main(args: string[]): Promise<number> {
  // npm runs workspace scripts inside apps/server; DATA_DIR means what it meant where the command was typed
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await database.migrate();
    return await runCouponsCommand(
      args,
      { db: database.db, clock: systemClock },
      {
        out: (line) => console.log(line),
        err: (line) => console.error(line),
      },
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
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exitCode = 1;
    } else {
      console.error(`The coupons command failed: ${error instanceof Error ? error.message : String(error)}`);
      process.exitCode = 1;
    }
  }
}
