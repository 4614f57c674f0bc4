import type { StaffResearchCategory, StaffResearchCategoryRequest } from '@exitcraft/shared/schemas/staff';
import { and, asc, eq, max, ne, sql } from 'drizzle-orm';
import type { AppDeps } from '../../core/deps.ts';
import type { Db } from '../../db/client.ts';
import { researchCategories } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { researchLockKey } from '../research/index.ts';
import { type Actor, audited } from './audit.ts';

export const researchNotFoundMessage = 'No research category with that id.';

type Row = typeof researchCategories.$inferSelect;
const toStaff = (row: Row): StaffResearchCategory => ({
  id: row.id,
  position: row.position,
  category: row.category,
  research_points: row.researchPoints,
});

export async function staffResearch(db: Db): Promise<{ categories: StaffResearchCategory[] }> {
  const rows = await db
    .select()
    .from(researchCategories)
    .orderBy(asc(researchCategories.position), asc(researchCategories.id));
  return { categories: rows.map(toStaff) };
}

/** Under the research list's advisory lock (the seed and the CLI import take it too): one writer at a time. */
async function lockList(tx: Db) {
  await tx.execute(sql`select pg_advisory_xact_lock(${researchLockKey})`);
}

async function refuseDuplicateName(tx: Db, name: string, exceptId?: number) {
  if (name === '') return;
  const [clash] = await tx
    .select({ id: researchCategories.id })
    .from(researchCategories)
    .where(
      and(
        eq(researchCategories.category, name),
        exceptId === undefined ? undefined : ne(researchCategories.id, exceptId),
      ),
    )
    .limit(1);
  if (clash) throw new AppError(409, 'category_exists', `A category named "${name}" already exists.`);
}

/** Adds a category at the end of the list; GET /api-statistics/ serves it from the next request. */
export async function createResearch(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: Actor,
  input: StaffResearchCategoryRequest,
): Promise<StaffResearchCategory> {
  return audited(deps, actor, async (tx, now) => {
    await lockList(tx);
    await refuseDuplicateName(tx, input.category);
    const [last] = await tx.select({ position: max(researchCategories.position) }).from(researchCategories);
    const [row] = await tx
      .insert(researchCategories)
      .values({
        position: (last?.position ?? -1) + 1,
        category: input.category,
        researchPoints: input.research_points,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error('research insert returned nothing');
    return {
      result: toStaff(row),
      audit: {
        action: 'research.create',
        targetType: 'research_category',
        targetId: String(row.id),
        detail: { after: { category: row.category, points: row.researchPoints.length } },
      },
    };
  });
}

export async function updateResearch(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: Actor,
  id: number,
  input: StaffResearchCategoryRequest,
): Promise<StaffResearchCategory> {
  return audited(deps, actor, async (tx, now) => {
    await lockList(tx);
    const [before] = await tx.select().from(researchCategories).where(eq(researchCategories.id, id));
    if (!before) throw notFound(researchNotFoundMessage);
    await refuseDuplicateName(tx, input.category, id);
    const [row] = await tx
      .update(researchCategories)
      .set({ category: input.category, researchPoints: input.research_points, updatedAt: now })
      .where(eq(researchCategories.id, id))
      .returning();
    if (!row) throw notFound(researchNotFoundMessage);
    return {
      result: toStaff(row),
      audit: {
        action: 'research.update',
        targetType: 'research_category',
        targetId: String(id),
        detail: {
          before: { category: before.category, points: before.researchPoints.length },
          after: { category: row.category, points: row.researchPoints.length },
        },
      },
    };
  });
}

export async function deleteResearch(deps: Pick<AppDeps, 'db' | 'clock'>, actor: Actor, id: number): Promise<void> {
  await audited(deps, actor, async (tx) => {
    await lockList(tx);
    const [before] = await tx.delete(researchCategories).where(eq(researchCategories.id, id)).returning();
    if (!before) throw notFound(researchNotFoundMessage);
    return {
      result: undefined,
      audit: {
        action: 'research.delete',
        targetType: 'research_category',
        targetId: String(id),
        detail: { before: { category: before.category, points: before.researchPoints.length } },
      },
    };
  });
}
