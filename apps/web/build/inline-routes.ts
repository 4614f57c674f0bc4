import type { Plugin } from 'vite';
import { href, type RouteId, routePattern, routes } from '../../../packages/shared/src/routes.ts';

/**
 * Writes each route the web app names with literal arguments as the string it stands for, at build
 * time: `href('settings')` becomes `"/setting"`, `href('auth', undefined, { view: 'login' })`
 * becomes `"/auth?view=login"`, `routePattern('coi')` becomes `"/coi/*"`.
 *
 * Why: the registry (packages/shared/src/routes.ts) is one object with every route's path, access,
 * frame and title. The first-load chunk of every public page only needs a handful of its paths, and
 * carrying the whole registry there costs about 1.1 KB of gzip on every public page (the size budget,
 * decision 001). Once a module's every call is written out, its import of the registry is unused
 * and the bundler leaves the registry to the chunks that read it at run time (the member area's).
 *
 * A call with any argument that is not a literal (`href('confidante', { conversationId: id })`)
 * is left as it is and runs the same function at run time; so the output is the same either way,
 * which inline-routes.test.ts proves for every route.
 */
export function inlineRoutes(): Plugin {
  return {
    name: 'exitcraft:inline-routes',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/src\/.*\.tsx?$/.test(id) || id.includes('/node_modules/')) return null;
      if (!code.includes('@exitcraft/shared/routes')) return null;
      const inlined = pruneRouteImports(inlineRouteCalls(code));
      return inlined === code ? null : { code: inlined, map: null };
    },
  };
}

/** href with its per-route parameter types widened: the plugin only ever passes no parameters. */
const pathOf = href as (id: RouteId, params?: Record<string, string>, query?: Record<string, string>) => string;

const quoted = String.raw`(?:'([^'\\]*)'|"([^"\\]*)")`;
const hrefCall = new RegExp(
  String.raw`(?<![.\w$])href\(\s*${quoted}\s*(?:,\s*undefined\s*,\s*\{([^{}]*)\}\s*)?,?\s*\)`,
  'g',
);
const patternCall = new RegExp(String.raw`(?<![.\w$])routePattern\(\s*${quoted}\s*,?\s*\)`, 'g');
const queryEntry = new RegExp(String.raw`^\s*([A-Za-z_$][\w$]*)\s*:\s*${quoted}\s*$`);

/** The source with every all-literal `href(…)` and `routePattern(…)` call replaced by its value. */
export function inlineRouteCalls(code: string): string {
  return code
    .replace(hrefCall, (call, single?: string, double?: string, queryBody?: string) => {
      const id = routeId(single ?? double);
      const query = queryBody === undefined ? {} : literalQuery(queryBody);
      if (!id || !query) return call;
      try {
        return JSON.stringify(pathOf(id, undefined, query));
      } catch {
        // a route with a required parameter named without it: left for the type check to name
        return call;
      }
    })
    .replace(patternCall, (call, single?: string, double?: string) => {
      const id = routeId(single ?? double);
      return id ? JSON.stringify(routePattern(id)) : call;
    });
}

const routesImport = /import\s*\{([^}]*)\}\s*from\s*(['"])@exitcraft\/shared\/routes\2;?/g;

/**
 * The source without the names of its registry import that no longer appear in it. A module whose
 * every call was written out then does not import the registry at all, so the bundler does not count
 * the registry among the modules the entry loads (the first-load chunk is built from that chain).
 */
export function pruneRouteImports(code: string): string {
  return code.replace(routesImport, (statement, names: string, quote: string) => {
    const rest = code.replace(statement, '');
    const kept = names
      .split(',')
      .map((name) => name.trim())
      .filter((name) => {
        if (name === '' || name.startsWith('type ')) return name !== '';
        const local = name.split(/\s+as\s+/).at(-1) as string;
        // a JSX attribute of the same name (`<a href={…}>`) is no use of the import
        return new RegExp(`(?<![.\\w$])${local.replace('$', '\\$')}(?![\\w$]|\\s*=[^=>])`).test(rest);
      });
    if (kept.length === 0) return '';
    const typeOnly = kept.every((name) => name.startsWith('type '));
    const list = typeOnly ? kept.map((name) => name.slice(5)) : kept;
    return `import ${typeOnly ? 'type ' : ''}{ ${list.join(', ')} } from ${quote}@exitcraft/shared/routes${quote};`;
  });
}

/** A route id the registry knows; an unknown one is left for the type check to name. */
function routeId(name: string | undefined): RouteId | undefined {
  return name !== undefined && Object.hasOwn(routes, name) ? (name as RouteId) : undefined;
}

/** `{ plan: 'guest', view: 'register' }`'s body as an object, or undefined when a value is not a literal. */
function literalQuery(body: string): Record<string, string> | undefined {
  const query: Record<string, string> = {};
  for (const entry of body.split(',').filter((part) => part.trim() !== '')) {
    const match = queryEntry.exec(entry);
    if (!match) return undefined;
    query[match[1] as string] = (match[2] ?? match[3]) as string;
  }
  return query;
}
