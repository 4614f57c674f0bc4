import { type PrerenderedId, routePattern } from '@exitcraft/shared/routes';
import type { ReactElement } from 'react';
import { page } from '../lib/lazy-page.tsx';

// The page each route of the registry (packages/shared/src/routes.ts) shows, bound by id, in two
// halves of one map: the prerendered public pages here, in the first-load chunk; every other page in
// member-area-pages.tsx, in the member area's chunk, so that no public page carries their loaders
// (the size budget, decision 001). These two files are the only place a page is bound to a route:
// its path, access and frame come from the registry (router.tsx, member-area-routes.tsx). Every
// page loads lazily, through lazy-page.tsx, when its route is first visited; `satisfies` below
// fails the type check when an id has no page, and router.test.ts that no id has two.

export const firstLoadPages = {
  home: page(
    'features/home/pages/home-page.tsx',
    () => import('../features/home/pages/home-page.tsx'),
    (m) => m.HomePage,
  ),
  auth: page(
    'features/auth/pages/auth-page.tsx',
    () => import('../features/auth/pages/auth-page.tsx'),
    (m) => m.AuthPage,
  ),
  pricingPlan: page(
    'features/pricing/pages/pricing-plan-page.tsx',
    () => import('../features/pricing/pages/pricing-plan-page.tsx'),
    (m) => m.PricingPlanPage,
  ),
  coi: page(
    'features/research/pages/coi-page.tsx',
    () => import('../features/research/pages/coi-page.tsx'),
    (m) => m.CoiPage,
  ),
  proof: page(
    'features/proof/pages/proof-page.tsx',
    () => import('../features/proof/pages/proof-page.tsx'),
    (m) => m.ProofPage,
  ),
  aboutUs: page(
    'features/about/pages/about-page.tsx',
    () => import('../features/about/pages/about-page.tsx'),
    (m) => m.AboutPage,
  ),
  terms: page(
    'features/legal/pages/terms-page.tsx',
    () => import('../features/legal/pages/terms-page.tsx'),
    (m) => m.TermsPage,
  ),
  privacy: page(
    'features/legal/pages/privacy-page.tsx',
    () => import('../features/legal/pages/privacy-page.tsx'),
    (m) => m.PrivacyPage,
  ),
} satisfies Record<PrerenderedId, ReactElement>;

/**
 * The router's pattern for each first-load page. Each call is written out as its string by the build
 * (build/inline-routes.ts), so the registry itself stays out of the public pages' first load;
 * router.test.ts checks every pattern against the registry.
 */
export const firstLoadPatterns = {
  home: routePattern('home'),
  auth: routePattern('auth'),
  pricingPlan: routePattern('pricingPlan'),
  coi: routePattern('coi'),
  proof: routePattern('proof'),
  aboutUs: routePattern('aboutUs'),
  terms: routePattern('terms'),
  privacy: routePattern('privacy'),
} satisfies Record<PrerenderedId, string>;
