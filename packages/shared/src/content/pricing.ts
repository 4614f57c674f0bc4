/**
 * Every word of the plans page, the checkout and its two return pages (public-site sections 1, 2,
 * 4 and 9). Written from the spec's facts only: no figure here that the spec does not give.
 */
import { discountClaim, memberListedValueUsd } from './discount.ts';
import { memberPlan, memberPriceLabel } from './plans.ts';

export { memberPriceLabel };

const optional = (point: string | null): string[] => (point === null ? [] : [point]);

export const pricingHero = {
  eyebrow: 'Plans & Pricing',
  title: 'Grow smarter today. Exit richer later.',
  lead: 'Join free as a Guest, or become a Founding Lifetime Member: one payment, lifetime access, no recurring fees.',
  promise: 'No refunds, but a 90-day fix-or-make-right promise.',
} as const;

export interface PlanCard {
  name: string;
  price: string;
  cadence: string;
  points: readonly string[];
}

export const planCards = {
  title: 'Choose your plan',
  guest: {
    name: 'Guest',
    price: 'Free',
    cadence: 'forever',
    points: [
      'Listen-only community',
      'Coaching recordings',
      'Webinar replay, Q&A report and a question',
      'Monthly lottery: crosscheck, done-for-you tools, 1 consulting issue',
    ],
  } satisfies PlanCard,
  member: {
    name: memberPlan.name,
    price: memberPriceLabel,
    cadence: 'one time, lifetime access',
    points: [
      'All 12 services, in full',
      'Crosscheck: 3+ anonymous street-value opinions',
      'Up to 3 consulting issues a month',
      'Guaranteed webinar seat for the first 33 members',
      '10 years renewable and transferable; grandfathered pricing',
      // the spec's "discounted by 94% or more", only when the configured offer makes it true
      ...optional(discountClaim(memberPlan.priceUsd, memberListedValueUsd)),
      '90-day fix-or-make-right promise',
    ],
  } satisfies PlanCard,
  /** Guest card's button for a visitor who is logged out. */
  guestCta: 'Join as a Guest',
  /** Guest card's button for anyone logged in. */
  dashboardCta: 'Go to Dashboard',
  memberCta: 'Become a Member',
  upgradeCta: 'Upgrade to Member',
} as const;

/** Buttons of the service panels (public-site section 2) and the rule alerts (section 4). */
export const planButtons = {
  registerFree: 'Register for Free',
  memberPrice: memberPriceLabel,
  currentPlan: 'Current Plan',
  upgradeAlert: 'You are already registered as a Guest, proceeding to upgrade your plan.',
} as const;

export const registrationModalCopy = {
  floatingButton: 'Register now',
  title: 'Create your account',
  planLabel: 'Plan',
  guestOption: 'Guest — Free',
  memberOption: `Member — ${memberPriceLabel}`,
} as const;

// Parts of the plans page that load with their own sections, and the checkout's words, which only
// the checkout loads: separate modules, so that each page's code carries only its own text.
export * from './checkout.ts';
export * from './pricing-faq.ts';
export * from './pricing-matrix.ts';
export * from './pricing-services.ts';
export * from './pricing-webinar.ts';
