import path from 'node:path';
import type { Plugin } from 'vite';

/** Where the map is written, under the client build's folder (not served: a dot folder). */
export const moduleChunksFile = '.vite/module-chunks.json';

const src = path.resolve(import.meta.dirname, '../src');

/** A module id's path under src/ with forward slashes (`app/layout/footer.tsx`), or undefined outside it. */
export function sourcePath(id: string): string | undefined {
  const relative = path.relative(src, id.split('?')[0] ?? id);
  return relative.startsWith('..') || path.isAbsolute(relative) ? undefined : relative.split(path.sep).join('/');
}

/**
 * Writes which chunk each source module went into, by its path under src/ (the Vite manifest's keys
 * without `src/`): `{ "app/layout/footer-operator.tsx": "assets/site-config-….js" }`.
 *
 * Why: the manifest names a chunk by the module that starts it, and a module that a code-splitting
 * group merged into a chunk with others (the footer's operator, in `site-config`) has no key there.
 * scripts/prerender.mjs finds such a module's chunk here, then the chunk's own imports in the manifest.
 */
export function moduleChunks(): Plugin {
  return {
    name: 'exitcraft:module-chunks',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    generateBundle(_options, bundle) {
      const chunks: Record<string, string> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        for (const id of output.moduleIds) {
          const source = sourcePath(id);
          if (source !== undefined) chunks[source] = output.fileName;
        }
      }
      this.emitFile({ type: 'asset', fileName: moduleChunksFile, source: `${JSON.stringify(chunks, null, 2)}\n` });
    },
  };
}
