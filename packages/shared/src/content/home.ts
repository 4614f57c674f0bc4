/**
 * Copy of the home page (public-site section 1). It ships in the home chunk, so it stays plain
 * strings: no schema, no helpers. Figures here are third-party findings with their source named
 * beside them; the product's own marketing numbers are not presented as research.
 */
import type { ServiceId } from './pricing-services.ts';
import { courseFirstCohort, crosscheckStart } from './service-facts.ts';

export const homeHero = {
  eyebrow: 'For founders and owners of $2M–$30M businesses',
  lead: 'Most of what your company is worth never shows up on the balance sheet. Exitcraft helps you build the value a buyer will pay for, so that when you sell, you sell well.',
  guestCta: 'Join free as a guest',
  memberCta: 'Lifetime membership',
} as const;

export const homeProblem = {
  heading: 'The value you built is mostly invisible, and most sales never close',
  intro:
    'Buyers pay for what transfers: a brand people trust, a team that runs without you, systems a new owner can keep. Left unmanaged, those assets stay in your head and leave with you.',
  facts: [
    {
      figure: '84%',
      text: 'of the market value of the S&P 500 was intangible assets in 2015, up from 17% in 1975.',
      source: 'Ocean Tomo, Intangible Asset Market Value Study (2015).',
    },
    {
      figure: '20–30%',
      text: 'of businesses listed for sale actually sell, by common industry estimates.',
      source: 'Industry estimates from business brokers and exit-planning advisers; figures vary by market and size.',
    },
  ],
  note: 'Sources are summarised; the Cost of Inaction page lists each study with its year.',
} as const;

export interface HomeService {
  /** What each tier gets is the plans page's feature matrix row of this id (service-facts.ts). */
  id: ServiceId;
  name: string;
  what: string;
}

/** The twelve services, in the spec's order. */
export const homeServices: readonly HomeService[] = [
  {
    id: 'crosscheck',
    name: 'Crosscheck',
    what: `Anonymous street-value opinions on your business from at least 3 of 250+ M&A firms and brokers. Report expected within 14 days; street value within 30–90 days. ${crosscheckStart}`,
  },
  {
    id: 'confidante',
    name: 'Confidante',
    what: 'A proprietary GPT assistant for the questions you would rather not ask out loud.',
  },
  {
    id: 'consulting',
    name: 'Consulting',
    what: 'Work through the core issues holding your value back with an Exitcraft adviser.',
  },
  {
    id: 'concierge',
    name: 'Concierge',
    what: 'Hands-on help finding and arranging what your exit plan needs.',
  },
  {
    id: 'course',
    name: 'Course',
    what: `A guided course through the method, taught in small cohorts. ${courseFirstCohort}`,
  },
  {
    id: 'community',
    name: 'Community',
    what: 'An anonymous chat with other founders preparing to grow and exit.',
  },
  {
    id: 'critique',
    name: 'Critique',
    what: 'PDF guides for interviewing advisers: brokers, bankers, lawyers and accountants.',
  },
  {
    id: 'critical-tools',
    name: 'Critical Tools',
    what: 'The working tools of exit preparation, in one place.',
  },
  {
    id: 'curated-webinars',
    name: 'Curated Webinars',
    what: 'Expert webinars chosen for owners of businesses your size.',
  },
  {
    id: 'done-for-you',
    name: 'Done-For-You Tools',
    what: 'An ROI calculator, brand diagnostics and a brand assets checklist, ready to use.',
  },
  {
    id: 'coaching',
    name: 'Coaching',
    what: 'Coaching sessions on leadership, message and operations.',
  },
  {
    id: 'clout',
    name: 'Clout',
    what: 'Introductions to certified vendors, with no markup.',
  },
];

/** The bundle that makes the selector's thirteenth item. */
export const homeComplete = {
  name: 'COMPLETE',
  what: 'All twelve services together, as one bundle: the whole method, the tools and the people.',
  guest: 'The guest access listed above',
  member: 'Everything above, for life',
} as const;

export const homeOffer = {
  heading: 'Two ways in',
  guest: {
    name: 'Guest',
    price: 'Free',
    points: [
      'Recorded coaching sessions and a listening seat in the community',
      'A monthly lottery to try Crosscheck, Done-For-You Tools and one consulting issue',
      'A lottery entry for the live founder webinar, and its replay',
    ],
    cta: 'Register for free',
  },
  member: {
    name: 'Founding Lifetime Member',
    note: 'one time, USD',
    points: [
      'Lifetime access to all twelve services: no recurring fees',
      'Up to 3 consulting issues a month, concierge and live coaching',
      'A guaranteed seat at the live founder webinar for the first 33 members',
    ],
    promise:
      'There are no refunds. Instead, if something is not right within 90 days, tell us and we will fix it or make it right.',
    cta: 'Become a member',
  },
} as const;

export const homeWebinar = {
  heading: 'A live webinar with 33 seats',
  text: 'Our founder-ambassador hosts a live webinar limited to 33 seats, so every question can be heard.',
  points: [
    'The first 33 paid members are guaranteed a seat.',
    'Guests enter a lottery for the seats that remain.',
    'Everyone gets the replay, a Q&A report and the chance to ask a question.',
  ],
} as const;

export const homeClosing = {
  heading: 'Start building the value a buyer pays for',
  text: 'Join free today and see how the method works, or lock in lifetime access at the founding price.',
} as const;
