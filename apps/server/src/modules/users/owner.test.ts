import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * Issue 26: modules/users is the one owner of the `users` table. This reads every source file of
 * the server (tests and modules/users aside) and fails, naming file and line, on a write to the
 * table anywhere else: a Drizzle insert/update/delete of `users` (also under an import alias or a
 * namespace import of the schema), or raw SQL that inserts into, updates or deletes from it.
 */

const srcDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ownerDir = path.join(srcDir, 'modules', 'users');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return full === ownerDir || entry.name === 'node_modules' ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** The names under which a file holds the schema's `users` table, and its namespace imports of the schema. */
function usersNames(source: string): { tables: Set<string>; namespaces: Set<string> } {
  const tables = new Set(['users']);
  const namespaces = new Set<string>();
  const fromSchema = /import\s+(?:type\s+)?([^;]*?)\s+from\s+['"][^'"]*db\/schema(?:\.ts)?['"]/g;
  for (const [, clause = ''] of source.matchAll(fromSchema)) {
    const namespace = /\*\s+as\s+(\w+)/.exec(clause);
    if (namespace?.[1]) namespaces.add(namespace[1]);
    for (const [, alias] of clause.matchAll(/\busers\s+as\s+(\w+)/g)) if (alias) tables.add(alias);
  }
  return { tables, namespaces };
}

const lineOf = (source: string, index: number) => source.slice(0, index).split('\n').length;

/** `file:line: statement` for each write to the users table in `source`. */
function usersWrites(source: string, file: string): string[] {
  const { tables, namespaces } = usersNames(source);
  const found: { index: number; text: string }[] = [];
  for (const match of source.matchAll(/\.\s*(insert|update|delete)\s*\(\s*(?:(\w+)\s*\.\s*)?(\w+)\s*\)/g)) {
    const [text, , namespace, table = ''] = match;
    const isUsers = namespace ? namespaces.has(namespace) && table === 'users' : tables.has(table);
    if (isUsers) found.push({ index: match.index, text });
  }
  for (const match of source.matchAll(
    /\b(?:insert\s+into|update|delete\s+from)\s+(?:"?public"?\.)?"?users"?(?![\w-])/gi,
  )) {
    found.push({ index: match.index, text: match[0] });
  }
  return found
    .sort((a, b) => a.index - b.index)
    .map(({ index, text }) => `${file}:${lineOf(source, index)}: ${text.replace(/\s+/g, ' ')}`);
}

describe('the users table has one owner', () => {
  it('is written only by modules/users', () => {
    const writes = sourceFiles(srcDir).flatMap((file) =>
      usersWrites(readFileSync(file, 'utf8'), path.relative(srcDir, file)),
    );
    expect(writes, 'write the users table through modules/users/index.ts instead').toEqual([]);
  });

  it('finds every spelling of a write, with its line', () => {
    const snippet = [
      "import { users as people } from '../../db/schema.ts';",
      "import * as schema from '../../db/schema.ts';",
      'await db.update(users).set({ paid: true });',
      'await tx',
      '  .insert(people)',
      '  .values(row);',
      'await db.delete( schema.users ).where(x);',
      'await db.execute(sql`UPDATE "users" SET paid = true`);',
      "await db.execute(sql`insert into public.users (email) values ('a')`);",
      'await db.execute(sql`DELETE FROM users WHERE id = ${id}`);',
    ].join('\n');
    expect(usersWrites(snippet, 'x.ts')).toEqual([
      'x.ts:3: .update(users)',
      'x.ts:5: .insert(people)',
      'x.ts:7: .delete( schema.users )',
      'x.ts:8: UPDATE "users"',
      'x.ts:9: insert into public.users',
      'x.ts:10: DELETE FROM users',
    ]);
  });

  it('leaves reads and other tables alone', () => {
    const snippet = [
      "import { payments, userEmails, users } from '../../db/schema.ts';",
      "await db.select().from(users).where(eq(users.id, id)).for('update');",
      'await db.update(userEmails).set({ verifiedAt: now });',
      'await db.update(payments).set({ status: "refunded" });',
      'await db.execute(sql`SELECT count(*) FROM users`);',
      'await db.execute(sql`UPDATE user_emails SET verified_at = now()`);',
    ].join('\n');
    expect(usersWrites(snippet, 'x.ts')).toEqual([]);
  });
});
