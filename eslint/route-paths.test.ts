import { prerenderedPages, routeIds, routePattern, routes } from '@exitcraft/shared/routes';
import { describe, expect, it } from 'vitest';
import { lintSnippet } from './lint-snippet.ts';
import { routeNamedBy } from './route-paths.js';

const component = 'apps/web/src/features/settings/components/snippet.tsx';
const routeProblems = async (file: string, code: string) =>
  (await lintSnippet(file, code)).filter((problem) => problem.startsWith('route-paths/use-href'));

describe('route paths come from the registry (route-paths/use-href)', () => {
  it('fails a link typed by hand in a component, naming the rule and href()', async () => {
    const problems = await routeProblems(
      component,
      [
        "import { Link } from 'react-router';",
        // the registry's settings page is /setting: a hand-typed link can also be a broken one
        'export const Settings = () => <Link to="/settings">Settings</Link>;',
        `export const Setting = () => <Link to="${routes.settings.path}">Settings</Link>;`,
      ].join('\n'),
    );
    expect(problems).toEqual([
      expect.stringMatching(
        /^route-paths\/use-href: route-paths\/use-href: the link '\/settings' is typed by hand.*href\(id\)/,
      ),
      expect.stringMatching(/^route-paths\/use-href: .*'\/setting' is typed by hand; write href\('settings'\)/),
    ]);
  });

  it('fails a navigation typed by hand, a query or a parameter in it too', async () => {
    const problems = await routeProblems(
      component,
      [
        "import { useNavigate } from 'react-router';",
        'export function Leave({ id }: { id: string }) {',
        '  const navigate = useNavigate();',
        "  return <button onClick={() => navigate('/dashboard')}>Leave</button>;",
        '}',
        "export const login = '/auth?view=login';",
        'export const conversation = (id: string) => `/aiagent/${id}`;',
      ].join('\n'),
    );
    expect(problems).toHaveLength(3);
    expect(problems.join('\n')).toMatch(/href\('dashboard'\)[\s\S]*href\('auth'\)[\s\S]*href\('confidante'\)/);
  });

  it('lets href() and the API’s paths through', async () => {
    const problems = await routeProblems(
      component,
      [
        "import { href } from '@exitcraft/shared/routes';",
        "import { Link } from 'react-router';",
        "export const Back = () => <Link to={href('settings')}>Settings</Link>;",
        "export const api = ['/api/token/refresh/', '/extract-user-data/', '/staff/people/', '/payment-status/?session_id=1'];",
        'export const person = (id: string) => `/staff/people/${id}/membership/`;',
        'export const cdn = `//cdn.example.com/dashboard`;',
      ].join('\n'),
    );
    expect(problems).toEqual([]);
  });

  it('leaves tests alone: they may type a URL to prove where a link leads', async () => {
    const problems = await routeProblems(
      'apps/web/src/features/settings/components/snippet.test.tsx',
      "export const expected = '/dashboard';\n",
    );
    expect(problems).toEqual([]);
  });

  it('reads the registry itself: every route’s path and pattern is recognised, the API’s prefix is not', () => {
    for (const id of routeIds) {
      const sample = routePattern(id)
        .replace(/:(\w+)\??/g, 'x')
        .replace('/*', '/deeper');
      expect(routeNamedBy(sample), sample).toBe(id);
      expect(routeNamedBy(`${sample}?view=login`), sample).toBe(id);
    }
    expect(prerenderedPages.every((page) => routeNamedBy(page) !== undefined)).toBe(true);
    expect(routeNamedBy('/api/token/refresh/')).toBeUndefined();
    expect(routeNamedBy('/health')).toBeUndefined();
  });
});
