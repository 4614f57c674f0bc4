import { describe, expect, it } from 'vitest';
import { href, isKnownPath, type RouteId, routeIdOf, routeIds, routes } from './routes.ts';

const sample: Partial<Record<RouteId, Record<string, string>>> = { staffPerson: { id: 'a1' } };
const urlOf = (id: RouteId) => (href as (id: RouteId, params?: Record<string, string>) => string)(id, sample[id]);

describe('isKnownPath', () => {
  it('knows every page of the registry, with its parameters filled in', () => {
    for (const id of routeIds) expect(isKnownPath(urlOf(id)), id).toBe(true);
    expect(isKnownPath(href('confidante', { conversationId: 'c-42' }))).toBe(true);
  });

  it('matches as the web router does: any case, a trailing slash, deeper paths of a splat route', () => {
    for (const path of ['/COI', '/pricing-plan/', '/profileview', '/coi/some/topic', '/businessdetails/step-2']) {
      expect(isKnownPath(path), path).toBe(true);
    }
  });

  it('knows no other path', () => {
    const unknown = [
      '/no/such/page',
      '/home',
      '/dashboard/nothing-here',
      '/staff/people/a1/more',
      '/aiagent/c-42/more',
      '/payment/extra',
      `${routes.pricingPlan.path}s`,
    ];
    for (const path of unknown) expect(isKnownPath(path), path).toBe(false);
  });
});

describe('routeIdOf', () => {
  it('names the route of every page of the registry, and of a deeper path of a splat route', () => {
    for (const id of routeIds) expect(routeIdOf(urlOf(id)), id).toBe(id);
    expect(routeIdOf('/coi/some/topic')).toBe('coi');
    expect(routeIdOf('/Dashboard/')).toBe('dashboard');
  });

  it('names none for a path that is no page', () => {
    expect(routeIdOf('/dashboard/nothing-here')).toBeUndefined();
  });
});
