// The route registry's lint rule (issue 26, "The route table, once"; decision 022): in the web app a
// page's URL is written `href('settings')` from @exitcraft/shared/routes, never typed by hand, so a
// route's path lives in packages/shared/src/routes.ts alone. The rule reads that registry itself:
// a new route is covered without editing this file.
import { readFileSync } from 'node:fs';
import ts from 'typescript';

const registryFile = new URL('../packages/shared/src/routes.ts', import.meta.url);

// The registry is TypeScript and this config runs on plain Node: compile it in memory (it imports
// nothing) and import the result, so the rule matches exactly what the router routes.
const registrySource = ts.transpileModule(readFileSync(registryFile, 'utf8'), {
  compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
}).outputText;
const registry = await import(`data:text/javascript;base64,${Buffer.from(registrySource).toString('base64')}`);

/** Each route as its path's segments (`:name` for a parameter) and whether deeper paths show it. */
const patterns = registry.routeIds.map((id) => ({
  id,
  segments: registry.routes[id].path.slice(1).split('/'),
  splat: registry.routes[id].splat === true,
}));

/** Stands for a template literal's `${...}`: it may be any text. */
const hole = '\uE000';
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether a written segment (literal text, holes) can be the route's segment (literal or parameter). */
function segmentMatches(written, routeSegment) {
  if (routeSegment.startsWith(':')) return written !== '';
  if (!written.includes(hole)) return written === routeSegment;
  return new RegExp(`^${written.split(hole).map(escapeRegExp).join('.*')}$`).test(routeSegment);
}

function routeMatches(written, { segments, splat }) {
  // an optional parameter (`/aiagent/:conversationId?`) may be left out
  const required = segments.filter((segment) => !segment.endsWith('?'));
  const candidates = required.length === segments.length ? [segments] : [segments, required];
  return candidates.some((route) => {
    if (splat ? written.length < route.length : written.length !== route.length) return false;
    return route.every((segment, at) => segmentMatches(written[at] ?? '', segment.replace(/\?$/, '')));
  });
}

/**
 * The route a string written in the code names, or undefined. It must start with `/` and a literal
 * character (so `/${path}` and `//cdn...` are not routes); the query and fragment are ignored. A path
 * ending in `/` is the API's (every endpoint of the server ends so: `/staff/people/`, `/login/`), never
 * a link, which is written without one; `/api/...` matches no route.
 */
export function routeNamedBy(text) {
  if (!/^\/(?:$|[^/\uE000])/.test(text)) return undefined;
  const path = text.split(/[?#]/, 1)[0] ?? '';
  if (path !== '/' && path.endsWith('/')) return undefined;
  const written = path.slice(1).split('/');
  return patterns.find((pattern) => routeMatches(written, pattern))?.id;
}

const ruleName = 'route-paths/use-href';

const isLocation = (node) =>
  (node?.type === 'Identifier' && node.name === 'location') ||
  (node?.type === 'MemberExpression' && !node.computed && node.property.name === 'location');

/**
 * Whether a value is where a page's URL goes: a `to` or `href` attribute (<Link>, <Navigate>, <a>),
 * the first argument of navigate() or redirect(), `location.assign/replace(...)`, or an assignment
 * to `location` or `location.href`; through `a ? b : c` and `a ?? b`.
 */
function isNavigationTarget(node) {
  let value = node;
  while (
    (value.parent?.type === 'ConditionalExpression' && value.parent.test !== value) ||
    value.parent?.type === 'LogicalExpression' ||
    value.parent?.type === 'JSXExpressionContainer'
  ) {
    value = value.parent;
  }
  const parent = value.parent;
  switch (parent?.type) {
    case 'JSXAttribute':
      return ['to', 'href'].includes(parent.name.name);
    case 'CallExpression': {
      if (parent.arguments[0] !== value) return false;
      const { callee } = parent;
      if (callee.type === 'Identifier') return ['navigate', 'redirect'].includes(callee.name);
      return (
        callee.type === 'MemberExpression' &&
        !callee.computed &&
        (callee.property.name === 'navigate' ||
          (['assign', 'replace'].includes(callee.property.name) && isLocation(callee.object)))
      );
    }
    case 'AssignmentExpression':
      return (
        parent.right === value &&
        (isLocation(parent.left) ||
          (parent.left.type === 'MemberExpression' &&
            parent.left.property.name === 'href' &&
            isLocation(parent.left.object)))
      );
    default:
      return false;
  }
}

const useHref = {
  meta: {
    type: 'problem',
    docs: { description: 'Route paths come from the registry through href(), never typed by hand.' },
    messages: {
      typed:
        "{{rule}}: the route path '{{text}}' is typed by hand; write href('{{id}}') from '@exitcraft/shared/routes' (the registry, packages/shared/src/routes.ts).",
      unknown:
        "{{rule}}: the link '{{text}}' is typed by hand and no route of the registry has that path; write href(id) with the page's id from '@exitcraft/shared/routes' (packages/shared/src/routes.ts).",
    },
    schema: [],
  },
  create(context) {
    const check = (node, text) => {
      const data = { rule: ruleName, text: text.replaceAll(hole, '${…}') };
      const id = routeNamedBy(text);
      if (id) context.report({ node, messageId: 'typed', data: { ...data, id } });
      // where only a page's URL can go, a path that is no route is a broken link: flag it too
      else if (/^\/(?![/\uE000]|api\/)/.test(text) && isNavigationTarget(node)) {
        context.report({ node, messageId: 'unknown', data });
      }
    };
    const isModuleSource = (node) =>
      [
        'ImportDeclaration',
        'ExportNamedDeclaration',
        'ExportAllDeclaration',
        'ImportExpression',
        'TSExternalModuleReference',
      ].includes(node.parent?.type);
    return {
      Literal(node) {
        if (typeof node.value === 'string' && !isModuleSource(node)) check(node, node.value);
      },
      TemplateLiteral(node) {
        if (node.parent?.type === 'TaggedTemplateExpression') return;
        check(node, node.quasis.map((quasi) => quasi.value.cooked ?? quasi.value.raw).join(hole));
      },
    };
  },
};

export const routePathsConfig = [
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    // tests may type a URL to prove where a link leads
    ignores: ['apps/web/src/**/*.test.{ts,tsx}'],
    plugins: { 'route-paths': { rules: { 'use-href': useHref } } },
    rules: { [ruleName]: 'error' },
  },
];
