import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { href, routeIds, routes } from '@exitcraft/shared/routes';
import { describe, expect, it } from 'vitest';

interface ListedSuite {
  specs?: { title: string }[];
  suites?: ListedSuite[];
}

/** The titles of the tests Playwright would run from tests/routes.spec.ts, as it lists them. */
function listedRouteTests(): string[] {
  const e2eDir = path.dirname(import.meta.dirname);
  const listing = execFileSync(
    process.execPath,
    [
      createRequire(import.meta.url).resolve('@playwright/test/cli'),
      'test',
      'tests/routes.spec.ts',
      '--list',
      '--reporter=json',
    ],
    { cwd: e2eDir, encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0' } },
  );
  const titles: string[] = [];
  const walk = (suite: ListedSuite) => {
    for (const spec of suite.specs ?? []) titles.push(spec.title);
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of (JSON.parse(listing) as { suites: ListedSuite[] }).suites) walk(suite);
  return titles;
}

describe('the per-route end-to-end tests', () => {
  const titles = listedRouteTests();

  it('are generated from the registry: exactly one test per route, none by hand', () => {
    const covered = routeIds.filter((id) => titles.some((title) => title.startsWith(`route ${id} (`)));
    expect(covered).toEqual(routeIds);
    expect(titles).toHaveLength(routeIds.length);
  });

  it('send a visitor to sign in on every route that is not public', () => {
    for (const id of routeIds) {
      const expected =
        routes[id].access === 'public' ? 'shows its page to a visitor' : 'sends a visitor to sign in and back';
      expect(titles.find((title) => title.startsWith(`route ${id} (`))).toContain(expected);
    }
    expect(href('auth', undefined, { view: 'login' })).toBe('/auth?view=login');
  });
});
