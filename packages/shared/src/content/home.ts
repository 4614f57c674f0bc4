/**
 * Copy of the home page (public-site section 1). It ships in the home chunk, so it stays plain
 * strings: no schema, no helpers. Figures here are third-party findings with their source named
 * beside them; the product's own marketing numbers are not presented as research.
 */

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
  name: string;
  what: string;
  guest: string;
  member: string;
}

/** The twelve services, in the spec's order. */
export const homeServices: readonly HomeService[] = [
  {
    name: 'Crosscheck',
    what: 'Anonymous street-value opinions on your business from at least 3 of 250+ M&A firms and brokers. Report expected within 14 days; street value within 30–90 days.',
    guest: 'One guest a month, by lottery, for a month',
    member: 'Included',
  },
  {
    name: 'Confidante',
    what: 'A proprietary GPT assistant trained on the Exitcraft method, for the questions you would rather not ask out loud.',
    guest: 'See plans',
    member: 'Included',
  },
  {
    name: 'Consulting',
    what: 'Work through the core issues holding your value back with an Exitcraft adviser.',
    guest: '1 issue, for the monthly lottery winner',
    member: 'Up to 3 core issues a month',
  },
  {
    name: 'Concierge',
    what: 'Hands-on help finding and arranging what your exit plan needs.',
    guest: 'Not included',
    member: 'Members only',
  },
  {
    name: 'Course',
    what: 'A guided course through the method, taught in cohorts of 33 founders; the first cohort started in October 2025.',
    guest: 'See plans',
    member: 'Included',
  },
  {
    name: 'Community',
    what: 'An anonymous chat with other founders preparing to grow and exit.',
    guest: 'Listen only',
    member: 'Listen and take part',
  },
  {
    name: 'Critique',
    what: 'PDF guides for interviewing advisers: brokers, bankers, lawyers and accountants.',
    guest: 'See plans',
    member: 'Included',
  },
  {
    name: 'Critical Tools',
    what: 'The working tools of exit preparation, in one place.',
    guest: 'See plans',
    member: 'Included',
  },
  {
    name: 'Curated Webinars',
    what: 'Expert webinars chosen for owners of businesses your size.',
    guest: 'See plans',
    member: 'Included',
  },
  {
    name: 'Done-For-You Tools',
    what: 'An ROI calculator, brand diagnostics and a brand assets checklist, ready to use.',
    guest: 'One guest a month, by lottery, for a month',
    member: 'Included',
  },
  {
    name: 'Coaching',
    what: 'Coaching sessions on leadership, message and operations.',
    guest: 'Recorded sessions',
    member: 'Live sessions',
  },
  {
    name: 'Clout',
    what: 'Introductions to certified vendors, with no markup.',
    guest: 'See plans',
    member: 'Included',
  },
];

/** The bundle that makes the selector's thirteenth item. */
export const homeComplete: HomeService = {
  name: 'COMPLETE',
  what: 'All twelve services together, as one bundle: the whole method, the tools and the people.',
  guest: 'The guest access listed above',
  member: 'Everything above, for life',
};

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
