import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The build preloads a prerendered page's chunks by the source path each lazy route names
// (lazy-page.tsx); a path that drifted from its import would preload nothing and slow hydration.
const appDir = import.meta.dirname;
const srcDir = path.dirname(appDir);

describe('lazy routes name the module they import', () => {
  for (const file of ['router.tsx', 'member-area-routes.tsx']) {
    it(file, () => {
      const source = readFileSync(path.join(appDir, file), 'utf8');
      const pairs = [...source.matchAll(/(?:page|lazyPage)\(\s*'([^']+)',\s*\(\) => import\('([^']+)'\)/g)];
      expect(pairs.length).toBeGreaterThan(3);
      for (const [, named, imported = ''] of pairs) {
        expect(path.relative(srcDir, path.resolve(appDir, imported))).toBe(named);
      }
      // every lazy route goes through page()/lazyPage(), so none escapes the check above
      expect(source.match(/import\('/g)?.length).toBe(pairs.length);
    });
  }
});
