import { memberPriceLabel } from './plans.ts';
import { courseFirstCohort, crosscheckStart, membersOnlyLabel } from './service-facts.ts';

const membersOnly = (what: string): PanelCopy => ({
  headline: membersOnlyLabel,
  points: [`${what} is part of the Founding Lifetime Membership.`, 'Upgrade any time to unlock it.'],
});

export type ServiceId =
  | 'crosscheck'
  | 'confidante'
  | 'consulting'
  | 'concierge'
  | 'course'
  | 'community'
  | 'critique'
  | 'critical-tools'
  | 'curated-webinars'
  | 'done-for-you'
  | 'coaching'
  | 'clout'
  | 'complete';

export interface PanelCopy {
  /** One line that says what this tier gets of the service. */
  headline: string;
  points: readonly string[];
}

export interface Service {
  id: ServiceId;
  /** The selector's label, upper case as the product names them. */
  label: string;
  /** What the service is, in a sentence. */
  summary: string;
  guest: PanelCopy;
  member: PanelCopy;
}

export const defaultServiceId: ServiceId = 'crosscheck';

/** The 12 services and the COMPLETE bundle: 13 selector items. */
export const services: readonly Service[] = [
  {
    id: 'crosscheck',
    label: 'CROSSCHECK',
    summary:
      'Anonymous street-value opinions on your business from at least 3 of the 250+ M&A firms and brokers in our network.',
    guest: {
      headline: 'Monthly lottery',
      points: [
        'Each month one guest is chosen by lottery to try crosscheck for a month.',
        'Every guest is entered automatically.',
      ],
    },
    member: {
      headline: 'At least 3 anonymous opinions',
      points: [
        'Anonymous street-value opinions from at least 3 of 250+ M&A firms or brokers.',
        crosscheckStart,
        'Report expected within 14 days; street value within 30-90 days.',
      ],
    },
  },
  {
    id: 'confidante',
    label: 'CONFIDANTE',
    summary: 'A proprietary GPT assistant for the questions you would rather not ask out loud.',
    guest: membersOnly('The confidante GPT assistant'),
    member: {
      headline: 'Your private GPT assistant',
      points: [
        'A proprietary GPT assistant built for growth and exit questions.',
        'Ask it anything, any time, as often as you like.',
      ],
    },
  },
  {
    id: 'consulting',
    label: 'CONSULTING',
    summary: 'Focused help on the core issues that hold back the value of your business.',
    guest: {
      headline: '1 issue for the lottery winner',
      points: ['The guest who wins the monthly lottery brings 1 core issue to consulting.'],
    },
    member: {
      headline: 'Up to 3 core issues a month',
      points: ['Bring up to 3 core issues every month.', 'Every month, for the life of your membership.'],
    },
  },
  {
    id: 'concierge',
    label: 'CONCIERGE',
    summary: 'A direct line to the Exitcraft team to arrange what you need across the services.',
    guest: membersOnly('Concierge'),
    member: {
      headline: 'Concierge for members',
      points: ['A direct line to the Exitcraft team.', 'We point you to the right service, expert or resource.'],
    },
  },
  {
    id: 'course',
    label: 'COURSE',
    summary: 'A structured course on growing transferable value, taught in small cohorts.',
    guest: membersOnly('The course'),
    member: {
      headline: 'First cohort of 33',
      points: [courseFirstCohort],
    },
  },
  {
    id: 'community',
    label: 'COMMUNITY',
    summary: 'An anonymous chat of founders and owners working toward an exit.',
    guest: {
      headline: 'Listen only',
      points: ['Read the anonymous community chat.', 'Posting is for members.'],
    },
    member: {
      headline: 'Full participation',
      points: ['Ask, answer and share in the anonymous chat.', 'Your identity stays private.'],
    },
  },
  {
    id: 'critique',
    label: 'CRITIQUE',
    summary: 'PDF guides for interviewing the advisors you hire: brokers, bankers, lawyers and accountants.',
    guest: membersOnly('The critique guides'),
    member: {
      headline: 'PDF interview guides',
      points: ['Downloadable PDF guides for interviewing advisors.', 'Know what to ask before you sign.'],
    },
  },
  {
    id: 'critical-tools',
    label: 'CRITICAL TOOLS',
    summary: 'The critical tools an owner needs to prepare a business for sale.',
    guest: membersOnly('The critical tools'),
    member: {
      headline: 'Every critical tool',
      points: ['Full access to the critical tools.', 'New tools are added to your membership as they ship.'],
    },
  },
  {
    id: 'curated-webinars',
    label: 'CURATED WEBINARS',
    summary: 'Curated expert webinars, including a live session with the founder-ambassador.',
    guest: {
      headline: 'Lottery for live seats',
      points: [
        'Guests enter a lottery for the live seats not taken by members.',
        'Everyone gets the replay, the Q&A report and the chance to ask a question.',
      ],
    },
    member: {
      headline: 'Guaranteed seat',
      points: [
        'The first 33 paid members are guaranteed a live seat.',
        'Replay, Q&A report and the chance to ask a question.',
      ],
    },
  },
  {
    id: 'done-for-you',
    label: 'DONE-FOR-YOU',
    summary: 'Done-for-you tools: the ROI calculator, brand diagnostics and the brand assets checklist.',
    guest: {
      headline: 'Monthly lottery',
      points: ['The guest chosen each month tries the done-for-you tools for a month.'],
    },
    member: {
      headline: 'All done-for-you tools',
      points: ['ROI calculator.', 'Brand diagnostics.', 'Brand assets checklist.'],
    },
  },
  {
    id: 'coaching',
    label: 'COACHING',
    summary: 'Coaching sessions on growth, value and exit readiness.',
    guest: {
      headline: 'Recorded sessions',
      points: ['Watch the recordings of coaching sessions.'],
    },
    member: {
      headline: 'Live coaching',
      points: ['Take part in coaching sessions live.', 'Recordings of every session as well.'],
    },
  },
  {
    id: 'clout',
    label: 'CLOUT',
    summary: 'Introductions to certified vendors, with no markup.',
    guest: membersOnly('Clout'),
    member: {
      headline: 'Certified vendor introductions',
      points: ['Introductions to certified vendors.', 'No markup: you pay the vendor, never us.'],
    },
  },
  {
    id: 'complete',
    label: 'COMPLETE',
    summary: 'Everything Exitcraft offers, in one founding lifetime membership.',
    guest: {
      headline: 'What a free guest gets',
      points: [
        'Listen-only community and coaching recordings.',
        'Webinar replays, Q&A reports and a question of your own.',
        'The monthly lottery for crosscheck, done-for-you tools and 1 consulting issue.',
      ],
    },
    member: {
      headline: 'Everything, for life',
      points: [
        'All 12 services in full.',
        `One payment of ${memberPriceLabel}; no recurring fees.`,
        'Backed by our 90-day fix-or-make-right promise.',
      ],
    },
  },
];

export const selectorCopy = {
  title: 'Explore the services',
  lead: 'Choose a service to compare what Guests and Members get.',
  label: 'Services',
  guestTitle: 'Guest',
  guestPrice: 'Free',
  memberTitle: 'Member',
  memberPrice: `${memberPriceLabel} one time`,
} as const;
