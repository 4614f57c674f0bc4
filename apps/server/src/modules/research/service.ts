import { asc, sql } from 'drizzle-orm';
import type { ResearchCategoryList } from '@exitcraft/shared/schemas/research';
import type { Db } from '../../db/client.ts';
import { researchCategories } from '../../db/schema.ts';

/**
 * Seeding and imports take this transaction-scoped advisory lock, so two processes starting at
 * once (or an import racing a start-up) never both write the list. The number is arbitrary but
 * fixed: it names "the research list" for every process sharing the database.
 */
export const researchLockKey = 72_617_001;

/** The categories in display order, in the spec's shape. */
export async function listResearchCategories(db: Db): Promise<ResearchCategoryList> {
  const rows = await db
    .select({ category: researchCategories.category, researchPoints: researchCategories.researchPoints })
    .from(researchCategories)
    .orderBy(asc(researchCategories.position), asc(researchCategories.id));
  return rows.map((row) => ({ category: row.category, research_points: row.researchPoints }));
}

/** Inserts the given list only when the table is empty; true when it did. */
export async function seedResearchCategories(db: Db, list: ResearchCategoryList): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${researchLockKey})`);
    const existing = await tx.select({ id: researchCategories.id }).from(researchCategories).limit(1);
    if (existing.length > 0) return false;
    await insertAll(tx, list);
    return true;
  });
}

/** Replaces every category with the given list in one transaction: all or nothing. */
export async function replaceResearchCategories(db: Db, list: ResearchCategoryList): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${researchLockKey})`);
    await tx.delete(researchCategories);
    await insertAll(tx, list);
    return list.length;
  });
}

async function insertAll(db: Db, list: ResearchCategoryList) {
  if (list.length === 0) return;
  await db.insert(researchCategories).values(
    list.map((entry, position) => ({
      position,
      category: entry.category,
      researchPoints: entry.research_points,
    })),
  );
}
