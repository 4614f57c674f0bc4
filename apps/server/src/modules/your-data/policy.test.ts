import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { deletionPolicy } from './policy.ts';

/*
 * Decision 042: every column of every table in apps/server/src/db/schema*.ts has a line in the
 * deletion policy (policy.ts) and in the decision record, and the two agree. A new column fails
 * here until someone decides what the erasure does to it.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const dbFolder = path.resolve(here, '../../db');
const decisionsFolder = path.resolve(here, '../../../../../docs/decisions');

async function schemaColumns(): Promise<Map<string, string[]>> {
  const tables = new Map<string, string[]>();
  const files = readdirSync(dbFolder).filter((name) => /^schema.*\.ts$/.test(name) && !name.endsWith('.test.ts'));
  expect(files).toContain('schema.ts');
  for (const file of files) {
    const module = (await import(path.join(dbFolder, file))) as Record<string, unknown>;
    for (const value of Object.values(module)) {
      if (!is(value, PgTable)) continue;
      const config = getTableConfig(value);
      tables.set(config.name, config.columns.map((column) => column.name));
    }
  }
  return tables;
}

function recordColumns(): Map<string, Map<string, string>> {
  const file = readdirSync(decisionsFolder).find((name) => name.startsWith('042-'));
  expect(file, 'docs/decisions/042-*.md').toBeDefined();
  const rows = new Map<string, Map<string, string>>();
  for (const line of readFileSync(path.join(decisionsFolder, file!), 'utf8').split('\n')) {
    const match = /^\| `([a-z_]+)` \| `([a-z_]+)` \| ([a-z-]+) \|/.exec(line);
    if (!match) continue;
    const [, table, column, fate] = match;
    if (!rows.has(table!)) rows.set(table!, new Map());
    rows.get(table!)!.set(column!, fate!);
  }
  return rows;
}

describe('the deletion policy (decision 042)', () => {
  it('names every table and column of the schema, and nothing else', async () => {
    const tables = await schemaColumns();
    expect(tables.size).toBeGreaterThan(20);
    const missing: string[] = [];
    for (const [table, columns] of tables) {
      for (const column of columns) {
        if (!deletionPolicy[table]?.columns[column]) missing.push(`${table}.${column}`);
      }
    }
    expect(missing, 'columns without a line in modules/your-data/policy.ts and decision 042').toEqual([]);
    const stale = Object.entries(deletionPolicy).flatMap(([table, policy]) =>
      Object.keys(policy.columns)
        .filter((column) => !tables.get(table)?.includes(column))
        .map((column) => `${table}.${column}`),
    );
    expect(stale, 'policy lines for columns the schema no longer has').toEqual([]);
  });

  it('is the same, column for column, as the decision record lists', () => {
    const record = recordColumns();
    const fromPolicy = Object.entries(deletionPolicy).flatMap(([table, policy]) =>
      Object.entries(policy.columns).map(([column, fate]) => `${table}.${column}: ${fate}`),
    );
    const fromRecord = [...record].flatMap(([table, columns]) =>
      [...columns].map(([column, fate]) => `${table}.${column}: ${fate}`),
    );
    expect(fromRecord.sort()).toEqual(fromPolicy.sort());
  });

  it('says how to find the person’s rows of every table whose rows are deleted', () => {
    for (const [table, policy] of Object.entries(deletionPolicy)) {
      if (policy.rows !== 'delete') continue;
      expect(policy.match, table).toBeDefined();
      if (policy.match && 'column' in policy.match) expect(Object.keys(policy.columns), table).toContain(policy.match.column);
      else expect(deletionPolicy[(policy.match as { cascadeFrom: string }).cascadeFrom]?.rows, table).toBe('delete');
    }
  });
});
