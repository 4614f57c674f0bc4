import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { memberAreaChunks, type ModuleGraph, rootsOf } from './shared-chunks.ts';

const src = path.resolve(import.meta.dirname, '../src');
const at = (file: string) => path.join(src, file);

/** A module graph from `module: [static importers], dynamically imported by [dynamic importers]`. */
function graph(modules: Record<string, { importers?: string[]; dynamicImporters?: string[]; isEntry?: boolean }>) {
  const byId = new Map(Object.entries(modules).map(([file, info]) => [at(file), info]));
  const lookup: ModuleGraph = {
    getModuleInfo(id) {
      const info = byId.get(id);
      if (!info) return null;
      return {
        importers: (info.importers ?? []).map(at),
        dynamicImporters: (info.dynamicImporters ?? []).map(at),
        isEntry: info.isEntry ?? false,
      };
    },
  };
  return lookup;
}

// main.tsx loads the member area's routes; they load the query layout, the guard and the frame; the
// routes and the auth page (public) both reach the API client, the frame alone its sidebar
const app = graph({
  'main.tsx': { isEntry: true },
  'lib/session.ts': { importers: ['main.tsx'] },
  'app/member-area-routes.tsx': { dynamicImporters: ['main.tsx'] },
  'app/first-reads.ts': { importers: ['app/member-area-routes.tsx'] },
  'app/layout/query-layout.tsx': { dynamicImporters: ['app/member-area-routes.tsx'] },
  'lib/query-provider.tsx': { importers: ['app/layout/query-layout.tsx'] },
  'app/require-auth.tsx': { dynamicImporters: ['app/member-area-routes.tsx'] },
  'app/layout/member-shell.tsx': { dynamicImporters: ['app/member-area-routes.tsx'] },
  'app/layout/member-sidebar.tsx': { importers: ['app/layout/member-shell.tsx'] },
  'lib/route-links.ts': { importers: ['app/first-reads.ts', 'app/layout/member-sidebar.tsx'] },
  'features/auth/pages/auth-page.tsx': { dynamicImporters: ['main.tsx'] },
  'lib/api-client.ts': { importers: ['app/first-reads.ts', 'features/auth/pages/auth-page.tsx'] },
  'app/cycle-a.ts': { importers: ['app/layout/query-layout.tsx', 'app/cycle-b.ts'] },
  'app/cycle-b.ts': { importers: ['app/cycle-a.ts'] },
});

describe('rootsOf: the dynamically imported modules (or the entry) a module is reached from', () => {
  it('is the module itself when it is imported dynamically, and the roots of its importers', () => {
    const roots = (file: string) => [...rootsOf(at(file), app)].map((id) => path.relative(src, id)).sort();
    expect(roots('main.tsx')).toEqual(['main.tsx']);
    expect(roots('lib/session.ts')).toEqual(['main.tsx']);
    expect(roots('app/layout/query-layout.tsx')).toEqual(['app/layout/query-layout.tsx']);
    expect(roots('lib/route-links.ts')).toEqual(['app/layout/member-shell.tsx', 'app/member-area-routes.tsx']);
    expect(roots('lib/api-client.ts')).toEqual(['app/member-area-routes.tsx', 'features/auth/pages/auth-page.tsx']);
    expect(roots('app/cycle-b.ts')).toEqual(['app/layout/query-layout.tsx']);
  });
});

describe('rootsOf inside an import cycle', () => {
  it('finds every root of each module of the cycle, whichever is asked first', () => {
    // c imports from a; a and b import each other; a is also reached from x, b from y
    const cycle = graph({
      'x.ts': { dynamicImporters: ['main.tsx'] },
      'y.ts': { dynamicImporters: ['main.tsx'] },
      'a.ts': { importers: ['b.ts', 'x.ts'] },
      'b.ts': { importers: ['a.ts', 'y.ts'] },
      'c.ts': { importers: ['a.ts'] },
    });
    const roots = (file: string) => [...rootsOf(at(file), cycle)].map((id) => path.relative(src, id)).sort();
    for (const file of ['b.ts', 'a.ts', 'c.ts']) expect(roots(file), file).toEqual(['x.ts', 'y.ts']);
  });
});

describe('memberAreaChunks names the chunk of what only the member area’s levels load', () => {
  const name = (file: string) => memberAreaChunks()(at(file), app);

  it('puts what the route table and the query layout alone reach in member-area', () => {
    expect(name('app/member-area-routes.tsx')).toBe('member-area');
    expect(name('app/first-reads.ts')).toBe('member-area');
    expect(name('app/layout/query-layout.tsx')).toBe('member-area');
    expect(name('lib/query-provider.tsx')).toBe('member-area');
    expect(name('app/cycle-b.ts')).toBe('member-area');
  });

  it('puts what the guard or the frame reaches in member-frame, even when the route table reaches it too', () => {
    expect(name('app/require-auth.tsx')).toBe('member-frame');
    expect(name('app/layout/member-sidebar.tsx')).toBe('member-frame');
    expect(name('lib/route-links.ts')).toBe('member-frame');
  });

  it('leaves alone what a public page or the entry loads too, and what it does not know', () => {
    expect(name('lib/api-client.ts')).toBeNull();
    expect(name('lib/session.ts')).toBeNull();
    expect(name('main.tsx')).toBeNull();
    expect(name('features/auth/pages/auth-page.tsx')).toBeNull();
    expect(name('lib/unknown.ts')).toBeNull();
  });
});
