/**
 * Test support, not a product command: `tsx e2e-seed-staff.ts EMAIL PASSWORD` makes the e2e staff
 * account in the e2e server's database before the server starts (the embedded database serves one
 * process at a time; see e2e/playwright.config.ts). In the product, staff is granted by
 * `npm run staff -- grant EMAIL`; this only stands in for it in the browser tests.
 */
import { eq, sql } from 'drizzle-orm';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { users } from '../src/db/schema.ts';
import { hashPassword } from '../src/lib/passwords.ts';

const [staffEmail, staffPassword] = process.argv.slice(2);
if (!staffEmail || !staffPassword) throw new Error('usage: tsx e2e-seed-staff.ts EMAIL PASSWORD');

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
} finally {
  await database.close();
}
