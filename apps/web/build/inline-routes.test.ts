import { href, type RouteId, routeIds, routePattern, routes } from '@exitcraft/shared/routes';
import { describe, expect, it } from 'vitest';
import { inlineRouteCalls, pruneRouteImports } from './inline-routes.ts';

const hasRequiredParam = (id: RouteId) => /:\w+(?:\/|$)/.test(routes[id].path);
const pathOf = href as (id: RouteId, params?: Record<string, string>, query?: Record<string, string>) => string;

describe('inlineRouteCalls writes out what href() and routePattern() would return', () => {
  for (const id of routeIds.filter((each) => !hasRequiredParam(each))) {
    it(id, () => {
      expect(inlineRouteCalls(`to={href('${id}')}`)).toBe(`to={${JSON.stringify(pathOf(id))}}`);
      expect(inlineRouteCalls(`path={routePattern("${id}")}`)).toBe(`path={${JSON.stringify(routePattern(id))}}`);
    });
  }

  it('with a literal query, over several lines as Prettier writes it', () => {
    const call = "href(\n  'auth',\n  undefined,\n  { plan: 'guest', view: \"register\" },\n)";
    expect(inlineRouteCalls(call)).toBe(JSON.stringify(href('auth', undefined, { plan: 'guest', view: 'register' })));
    expect(JSON.parse(inlineRouteCalls(call))).toBe('/auth?plan=guest&view=register');
  });

  it('leaves every call with an argument that is not a literal to run at run time', () => {
    const calls = [
      "href('confidante', { conversationId: id })",
      "href('otpVerify', undefined, { email })",
      "href('auth', undefined, { view: next })",
      'href(pages.tool)',
      "href('staffPerson')",
      "href('noSuchRoute')",
      "location.href('home')",
      'routePattern(id)',
    ];
    for (const call of calls) expect(inlineRouteCalls(call)).toBe(call);
  });
});

describe('pruneRouteImports drops the registry import once nothing uses it', () => {
  it('drops it when only JSX attributes of the same name are left', () => {
    const code = `import { href } from '@exitcraft/shared/routes';\nconst a = <a href={site.phoneHref}>x</a>;`;
    expect(pruneRouteImports(code)).toBe(`\nconst a = <a href={site.phoneHref}>x</a>;`);
  });

  it('keeps the names still called, and the type-only names as a type import', () => {
    const code = `import { type RouteId, href, routePattern } from '@exitcraft/shared/routes';\nhref(id); let x: RouteId;`;
    expect(pruneRouteImports(code)).toBe(
      `import { type RouteId, href } from '@exitcraft/shared/routes';\nhref(id); let x: RouteId;`,
    );
    const typesOnly = `import { type RouteId, routePattern } from '@exitcraft/shared/routes';\nlet x: RouteId;`;
    expect(pruneRouteImports(typesOnly)).toBe(
      `import type { RouteId } from '@exitcraft/shared/routes';\nlet x: RouteId;`,
    );
  });

  it('keeps a name used as a value, not only called', () => {
    const code = `import { href } from '@exitcraft/shared/routes';\nconst links = ids.map(href);`;
    expect(pruneRouteImports(code)).toBe(code);
  });
});
