import { routeIds } from '@exitcraft/shared/routes';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { memberAreaLevels } from '../../build/shared-chunks.ts';
import { allRouteModules, routeModules } from './route-modules.ts';

describe('the modules a route loads before it shows', () => {
  it('are, for a member page, every lazy level from the member area’s routes to the page', () => {
    expect(routeModules('dashboard')).toEqual([
      'app/member-area-routes.tsx',
      'app/layout/query-layout.tsx',
      'app/require-auth.tsx',
      'app/layout/member-shell.tsx',
      'features/dashboard/components/dashboard-home.tsx',
      'app/layout/account-menu.tsx',
    ]);
    expect(routeModules('roiResult')).toContain('app/first-reads.ts');
    expect(routeModules('staffAudit')).toContain('features/staff/components/staff-shell.tsx');
  });

  it('begin, for a member page, with the levels the build gathers into the member area’s two files', () => {
    // build/shared-chunks.ts names them by path: a level renamed or added here must be named there
    expect(routeModules('dashboard').slice(0, 4)).toEqual(Object.keys(memberAreaLevels));
    expect(routeModules('staffAudit').slice(0, 3)).toEqual(Object.keys(memberAreaLevels).slice(0, 3));
  });

  it('leave the account menu to the pages only a signed-in person opens', () => {
    expect(routeModules('staffAudit')).toContain('app/layout/account-menu.tsx');
    expect(routeModules('roiTool')).not.toContain('app/layout/account-menu.tsx');
  });

  it('are, for a prerendered page, its page alone (the first-load chunk routes it)', () => {
    expect(routeModules('auth')).toEqual(['features/auth/pages/auth-page.tsx']);
  });

  it('name a source file for every route', () => {
    const modules = allRouteModules();
    expect(Object.keys(modules).sort()).toEqual([...routeIds].sort());
    for (const [id, sources] of Object.entries(modules)) {
      expect(sources.length, id).toBeGreaterThan(0);
      for (const source of sources) expect(existsSync(path.join(import.meta.dirname, '..', source)), source).toBe(true);
    }
  });
});
