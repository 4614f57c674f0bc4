import { researchCategories } from '@exitcraft/shared/content/research';
import type { Db } from '../../db/client.ts';
import { seedResearchCategories } from './service.ts';

/**
 * Start-up step (after migrations): a new database gets the bundled research, the same list the
 * page shows before the server answers. A database that already has rows is left alone, so an
 * imported list survives restarts.
 */
export function seedBundledResearch(db: Db): Promise<boolean> {
  return seedResearchCategories(db, researchCategories);
}
