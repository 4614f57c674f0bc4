import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { guardedRoutes, href, route, type RouteId, routeIds, routePattern, routes } from '@exitcraft/shared/routes';
import { matchesPath } from '../lib/router.tsx';
import { describe, expect, it } from 'vitest';
import { guards, layersOf, memberAreaFrames, memberAreaRouteOf, shells } from './member-area-routes.tsx';
import { memberAreaPages } from './member-area-pages.tsx';
import { firstLoadPages, firstLoadPatterns } from './pages.tsx';
import { firstLoadRoutes } from './router.tsx';

// The build preloads a prerendered page's chunks by the source path each lazy route names
// (lazy-page.tsx); a path that drifted from its import would preload nothing and slow hydration.
const appDir = import.meta.dirname;
const srcDir = path.dirname(appDir);

describe('lazy routes name the module they import', () => {
  for (const file of ['pages.tsx', 'member-area-pages.tsx', 'router.tsx', 'member-area-routes.tsx']) {
    it(file, () => {
      const source = readFileSync(path.join(appDir, file), 'utf8');
      const pairs = [...source.matchAll(/(?:page|lazyPage)\(\s*'([^']+)',\s*\(\) => import\('([^']+)'\)/g)];
      expect(pairs.length).toBeGreaterThan(0);
      for (const [, named, imported = ''] of pairs) {
        expect(path.relative(srcDir, path.resolve(appDir, imported))).toBe(named);
      }
      // every lazy route goes through page()/lazyPage(), so none escapes the check above
      expect(source.match(/import\('/g)?.length).toBe(pairs.length);
    });
  }

  it("a page's lazy parts (lazyPart) name the module they import too", () => {
    const files = readdirSync(srcDir, { recursive: true, encoding: 'utf8' }).filter(
      (file) => /\.tsx?$/.test(file) && !file.includes('.test.') && !file.endsWith('lazy-page.tsx'),
    );
    let parts = 0;
    for (const file of files) {
      const source = readFileSync(path.join(srcDir, file), 'utf8');
      if (!source.includes('lazyPart(')) continue;
      const pairs = [...source.matchAll(/lazyPart\(\s*'([^']+)',\s*\(\) => import\('([^']+)'\)/g)];
      expect(pairs.length, file).toBe(source.match(/lazyPart\(/g)?.length);
      for (const [, named, imported = ''] of pairs) {
        expect(path.relative(srcDir, path.resolve(srcDir, path.dirname(file), imported)), file).toBe(named);
      }
      parts += pairs.length;
    }
    expect(parts).toBeGreaterThan(0);
  });

  it('the route files load pages through lazy-page.tsx only: one way to load a page', () => {
    for (const file of ['pages.tsx', 'member-area-pages.tsx', 'router.tsx', 'member-area-routes.tsx']) {
      expect(readFileSync(path.join(appDir, file), 'utf8'), file).not.toMatch(/\blazy\(|\bReact\.lazy\b/);
    }
  });
});

/** The one page map, from its two halves (no id is in both: the test above). */
const pages: Record<RouteId, unknown> = { ...firstLoadPages, ...memberAreaPages };

/** A made-up id for the routes that name one. */
const sampleParams: Partial<Record<RouteId, Record<string, string>>> = { staffPerson: { id: 'someone' } };
const urlOf = (id: RouteId) => (href as (id: RouteId, params?: Record<string, string>) => string)(id, sampleParams[id]);

describe('the route table is derived from the registry', () => {
  it('binds exactly one page to every registry id, and nothing else: the prerendered ones in the first-load half', () => {
    const bound = [...Object.keys(firstLoadPages), ...Object.keys(memberAreaPages)];
    expect(bound.sort()).toEqual([...routeIds].sort());
    expect(Object.keys(firstLoadPages).sort()).toEqual(routeIds.filter((id) => route(id).prerendered).sort());
    for (const [id, pattern] of Object.entries(firstLoadPatterns))
      expect(pattern, id).toBe(routePattern(id as RouteId));
  });

  it('routes every id exactly once: the first-load chunk takes the prerendered pages, the member area the rest', () => {
    const memberAreaIds = memberAreaFrames.flatMap((frame) => frame.ids);
    const firstLoadIds = firstLoadRoutes.map((route) => route.key);
    expect([...firstLoadIds, ...memberAreaIds].sort()).toEqual([...routeIds].sort());
    for (const id of firstLoadIds) {
      expect(routes[id as RouteId], `${id} is prerendered, so public`).toMatchObject({
        access: 'public',
        shell: 'public',
      });
    }
  });

  it('guards exactly the registry’s guarded list, the community, the confidante and the survey among them', () => {
    const guardedIds = routeIds.filter((id) => guards[routes[id].access].length > 0);
    expect(guardedIds.map((id) => routes[id].path)).toEqual(guardedRoutes);
    expect(guardedIds).toEqual(expect.arrayContaining(['community', 'confidante', 'businessDetails']));
  });

  /** The page a URL shows and the layers around it, outermost first, as AppRoutes renders them. */
  const shown = (url: string) => {
    const firstLoad = firstLoadRoutes.find((each) => matchesPath(each.props.path as string, url));
    if (firstLoad) return { page: firstLoad.props.children as unknown, layers: [] as unknown[] };
    const memberArea = memberAreaRouteOf(url);
    return { page: memberArea?.page, layers: memberArea ? layersOf(memberArea.frame) : [] };
  };

  for (const id of routeIds) {
    it(`${id}: its URL shows its page, behind the guards of its access, in the frame of its shell`, () => {
      const { page, layers } = shown(urlOf(id));
      expect(page).toBe(pages[id]);
      const { access, shell } = routes[id];
      const expected = [...guards[access], ...(shells[shell] ? [shells[shell]] : [])];
      // the member area's routes sit inside its query layout; the first-load ones stand alone
      expect(route(id).prerendered ? layers : layers.slice(1)).toEqual(expected);
      if (route(id).splat) expect(shown(`${urlOf(id)}/deeper`).page).toBe(pages[id]);
      else if (!routes[id].path.includes(':')) expect(shown(`${urlOf(id)}/deeper`).page).not.toBe(pages[id]);
    });
  }

  it('a deeper dashboard URL is the 404, guarded and framed like the dashboard; any other unknown URL too', () => {
    const deeper = memberAreaRouteOf('/dashboard/results/nothing');
    expect(deeper?.id).toBe('dashboard-404');
    expect(layersOf(deeper!.frame)).toEqual(layersOf(memberAreaRouteOf('/dashboard')!.frame));
    expect(shown('/no-such-page').page).toBeUndefined();
  });
});
