import { sourcePath } from './module-chunks.ts';

/** What the chunk naming reads of the module graph (Rolldown's ChunkingContext). */
export interface ModuleGraph {
  getModuleInfo(
    id: string,
  ): { importers: readonly string[]; dynamicImporters: readonly string[]; isEntry: boolean } | null;
}

/**
 * The lazy levels every page of the member area loads before its own, by path under src/, and the
 * chunk each level's own modules go into: the member area's route table and the query layout (every
 * member-area page, the public tools too), then the sign-in guard and the member frame (the pages of
 * a signed-in person). Listed in `app/route-modules.ts` as a route's first levels.
 */
export const memberAreaLevels: Record<string, string> = {
  'app/member-area-routes.tsx': 'member-area',
  'app/layout/query-layout.tsx': 'member-area',
  'app/require-auth.tsx': 'member-frame',
  'app/layout/member-shell.tsx': 'member-frame',
};

/**
 * The roots a module is loaded through: the modules imported dynamically (or the entry) from which
 * a chain of static imports reaches it. Each call walks the module's importers afresh: a result
 * shared between calls would be cut short inside an import cycle.
 */
export function rootsOf(id: string, graph: ModuleGraph): Set<string> {
  const roots = new Set<string>();
  const seen = new Set([id]);
  const toVisit = [id];
  for (let module = toVisit.pop(); module !== undefined; module = toVisit.pop()) {
    const info = graph.getModuleInfo(module);
    if (!info) continue;
    if (info.isEntry || info.dynamicImporters.length > 0) roots.add(module);
    for (const importer of info.importers) {
      if (seen.has(importer)) continue;
      seen.add(importer);
      toVisit.push(importer);
    }
  }
  return roots;
}

/**
 * A Rolldown chunk name for the modules only the member area's levels load: `member-area` for what
 * the route table and the query layout alone reach, `member-frame` for what the guard and the frame
 * reach too. Rolldown would otherwise split them into a chunk per set of levels that share them, and
 * a member page fetched a dozen small files for its frame, each a round trip on a slow link. Any
 * other module is left to the groups after this one, then to Rolldown's own splitting (null).
 */
export function memberAreaChunks(levels: Record<string, string> = memberAreaLevels) {
  return (id: string, graph: ModuleGraph): string | null => {
    const chunks = new Set<string | undefined>([...rootsOf(id, graph)].map((root) => levels[sourcePath(root) ?? '']));
    if (chunks.size === 0 || chunks.has(undefined)) return null;
    return chunks.has('member-frame') ? 'member-frame' : 'member-area';
  };
}
