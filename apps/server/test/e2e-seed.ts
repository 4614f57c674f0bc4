/**
 * Test support, not a product command: `tsx e2e-seed.ts EMAIL PASSWORD [COUPON:PERCENT…]` makes
 * the e2e staff account and the e2e coupons in the e2e server's database before the server starts
 * (the embedded database serves one process at a time; see e2e/playwright.config.ts), in one
 * process that opens and migrates the database once. In the product, staff is granted by
 * `npm run staff -- grant EMAIL` and coupons by `npm run coupons -- add`; this only stands in for
 * them in the browser tests. On a reused database both are left as they are.
 */
import { eq, sql } from 'drizzle-orm';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { users } from '../src/db/schema.ts';
import { systemClock } from '../src/lib/clock.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { runCouponsCommand } from '../src/cli/coupons.ts';

const [staffEmail, staffPassword, ...couponArgs] = process.argv.slice(2);
if (!staffEmail || !staffPassword) throw new Error('usage: tsx e2e-seed.ts EMAIL PASSWORD [CODE:PERCENT…]');

const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await database.migrate();
  const [existing] = await database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, staffEmail.toLowerCase()));
  if (existing) {
    await database.db.update(users).set({ isStaff: true }).where(eq(users.id, existing.id));
  } else {
    await database.db.insert(users).values({
      email: staffEmail,
      username: 'StaffE2E001',
      fullName: 'Staff Tester',
      passwordHash: await hashPassword(staffPassword),
      emailVerified: true,
      isStaff: true,
    });
  }
  // the coupons command's own path; "exists" on a reused database is fine, anything else stops the run
  for (const coupon of couponArgs) {
    const [code = '', percent = ''] = coupon.split(':');
    const said: string[] = [];
    const io = { out: (line: string) => said.push(line), err: (line: string) => said.push(line) };
    const exit = await runCouponsCommand(['add', code, percent], { db: database.db, clock: systemClock }, io);
    if (exit !== 0 && !said.join(' ').includes('exists')) throw new Error(`coupon ${coupon}: ${said.join(' ')}`);
  }
} finally {
  await database.close();
}
