/**
 * Every word of the plans page, the checkout and its two return pages (public-site sections 1, 2,
 * 4 and 9). Written from the spec's facts only: no figure here that the spec does not give.
 */
import { memberPlan } from './plans.ts';

export const memberPriceLabel = `$${memberPlan.priceUsd} USD`;

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

/** Access a tier has to a service, for the feature matrix. */
export type Access = 'full' | 'partial' | 'none';

export interface MatrixCell {
  access: Access;
  text: string;
}

export const defaultServiceId: ServiceId = 'crosscheck';

const membersOnly = (what: string): PanelCopy => ({
  headline: 'Members only',
  points: [`${what} is part of the Founding Lifetime Membership.`, 'Upgrade any time to unlock it.'],
});

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
        'Starting November 2025.',
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
      points: ['The first cohort is limited to 33 people.', 'Starting October 2025.'],
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

/** The feature matrix: what each tier gets of each of the 12 services. */
export const featureMatrix: readonly { id: ServiceId; guest: MatrixCell; member: MatrixCell }[] = [
  {
    id: 'crosscheck',
    guest: { access: 'partial', text: 'Monthly lottery' },
    member: { access: 'full', text: '3+ opinions' },
  },
  { id: 'confidante', guest: { access: 'none', text: 'Not included' }, member: { access: 'full', text: 'Included' } },
  {
    id: 'consulting',
    guest: { access: 'partial', text: '1 issue (lottery)' },
    member: { access: 'full', text: '3 issues a month' },
  },
  { id: 'concierge', guest: { access: 'none', text: 'Not included' }, member: { access: 'full', text: 'Included' } },
  { id: 'course', guest: { access: 'none', text: 'Not included' }, member: { access: 'full', text: 'Cohort seat' } },
  {
    id: 'community',
    guest: { access: 'partial', text: 'Listen only' },
    member: { access: 'full', text: 'Full access' },
  },
  { id: 'critique', guest: { access: 'none', text: 'Not included' }, member: { access: 'full', text: 'PDF guides' } },
  {
    id: 'critical-tools',
    guest: { access: 'none', text: 'Not included' },
    member: { access: 'full', text: 'Included' },
  },
  {
    id: 'curated-webinars',
    guest: { access: 'partial', text: 'Seat lottery + replay' },
    member: { access: 'full', text: 'Guaranteed seat*' },
  },
  {
    id: 'done-for-you',
    guest: { access: 'partial', text: 'Monthly lottery' },
    member: { access: 'full', text: 'All 3 tools' },
  },
  {
    id: 'coaching',
    guest: { access: 'partial', text: 'Recordings' },
    member: { access: 'full', text: 'Live + recordings' },
  },
  { id: 'clout', guest: { access: 'none', text: 'Not included' }, member: { access: 'full', text: 'No markup' } },
];

export const matrixFootnote = '* Guaranteed for the first 33 paid members.';

export const pricingHero = {
  eyebrow: 'Plans & Pricing',
  title: 'Grow smarter today. Exit richer later.',
  lead: 'Join free as a Guest, or become a Founding Lifetime Member: one payment, lifetime access, no recurring fees.',
  promise: 'No refunds, but a 90-day fix-or-make-right promise.',
} as const;

export const selectorCopy = {
  title: 'Explore the services',
  lead: 'Choose a service to compare what Guests and Members get.',
  label: 'Services',
  guestTitle: 'Guest',
  guestPrice: 'Free',
  memberTitle: 'Member',
  memberPrice: `${memberPriceLabel} one time`,
} as const;

export const matrixCopy = {
  title: 'Compare the plans',
  caption: 'What Guests and Members get of each service',
  serviceHeader: 'Service',
  guestHeader: 'Guest',
  memberHeader: 'Member',
} as const;

export const webinarCopy = {
  title: 'The live webinar with our founder-ambassador',
  lead: 'One live session, 33 seats. Nobody misses out: everyone gets the replay and the Q&A.',
  caption: 'Webinar access by plan',
  headers: { feature: 'What you get', guest: 'Guest', member: 'Member' },
  rows: [
    {
      feature: 'Live seat (33 seats)',
      guest: 'Lottery for remaining seats',
      member: 'Guaranteed for the first 33 paid members',
    },
    { feature: 'Replay', guest: 'Included', member: 'Included' },
    { feature: 'Q&A report', guest: 'Included', member: 'Included' },
    { feature: 'Ask a question', guest: 'Included', member: 'Included' },
  ],
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

export interface FaqItem {
  question: string;
  answer: string;
}

/** Exactly 12 questions (public-site section 9). */
export const faq: readonly FaqItem[] = [
  {
    question: 'How does the monthly lottery work?',
    answer:
      'Each month one registered guest is chosen by lottery to try crosscheck and the done-for-you tools for a month, with 1 core consulting issue. Every guest is entered automatically; there is nothing to buy.',
  },
  {
    question: 'What is the 90-day fix-or-make-right promise?',
    answer:
      'If something we deliver does not do what we said within 90 days of your purchase, tell us. We will fix it, or make it right in another way that works for you.',
  },
  {
    question: 'Can I get a refund?',
    answer:
      'No. The Founding Lifetime Membership is sold at a founding price and all sales are final. Instead of refunds we stand behind the 90-day fix-or-make-right promise.',
  },
  {
    question: 'What does lifetime access mean?',
    answer: `You pay ${memberPriceLabel} once and keep member access to every service for as long as Exitcraft offers it. There are no recurring fees.`,
  },
  {
    question: 'What does "10 years renewable and transferable" mean?',
    answer:
      'Your membership runs in 10-year terms that renew without a fee, and it can be transferred, for example to the buyer or successor of your business, so its value goes with the company.',
  },
  {
    question: 'What is grandfathered pricing?',
    answer:
      'The price you pay as a founding member is locked in. If membership prices change later, your membership and its renewals are not affected.',
  },
  {
    question: 'How do webinar seats work?',
    answer:
      'The live webinar with our founder-ambassador has 33 seats. The first 33 paid members are guaranteed a seat and guests enter a lottery for any seats left. Everyone gets the replay, the Q&A report and the chance to ask a question.',
  },
  {
    question: 'What do I get as a free guest?',
    answer:
      'The community in listen-only mode, coaching recordings, webinar replays and Q&A reports with a question of your own, and a place in the monthly lottery.',
  },
  {
    question: 'How does payment work?',
    answer:
      'Choose the member plan, review your order, apply a coupon if you have one, and you are taken to our payment provider’s secure checkout to enter your card. We never see or store your card number. Your access starts as soon as the payment is confirmed.',
  },
  {
    question: 'Will I get an invoice?',
    answer:
      'Yes. A receipt is emailed to you when the payment is confirmed, and your invoice can be downloaded from your purchase history.',
  },
  {
    question: 'How is my data kept private?',
    answer:
      'Crosscheck opinions are anonymous, and so is the community chat. We use your data only to run the services you signed up for, never sell it, and explain the details in our Privacy Policy.',
  },
  {
    question: 'How do I upgrade from Guest to Member?',
    answer:
      'Log in and choose the member plan on this page, or use the upgrade card on your dashboard. Your account, alias and history stay the same; only your access grows.',
  },
];

export const faqCopy = { title: 'Frequently asked questions' } as const;

/** /payment: public-site section 2 (Payment page) and section 8 (checkout and coupon errors). */
export const checkoutCopy = {
  title: 'Complete your membership',
  lead: 'Review your order. You enter your card on the secure checkout page that opens next.',
  planDetails: 'Plan Details',
  planName: memberPlan.name,
  priceLabel: 'Price',
  total: 'Total',
  actualPrice: 'Actual price',
  oneTime: 'one-time payment',
  included: ['Lifetime access', 'All premium features', 'Priority support', 'Exclusive content'],
  billingInformation: 'Billing Information',
  fullName: 'Full Name',
  emailAddress: 'Email Address',
  whatNextTitle: 'What happens next',
  whatNext: [
    'Immediate access to every member service as soon as your payment is confirmed.',
    'Lifetime membership, with no recurring fees.',
    'A downloadable invoice for your records.',
  ],
  couponLabel: 'Coupon Code',
  couponPlaceholder: 'Enter coupon code',
  applyCoupon: 'Apply Now',
  applyingCoupon: 'Applying...',
  couponNetworkError: 'We could not check that coupon. Please try again.',
  couponSuccess: (discountValue: number) => `Congratulations! ${discountValue}% discount applied.`,
  pay: (price: string) => `Pay ${price}`,
  processing: 'Processing...',
  checkoutFailedTitle: 'We could not start the checkout.',
  checkoutRetry: 'No charge was made. Please try again.',
  noCheckoutUrl: 'No checkout URL or session ID received from server',
  declinedTitle: 'Your card was declined.',
  declinedDetail: 'No charge was made. Please try again with another card.',
  agreement: 'By paying you agree to our',
  terms: 'Terms of Service',
  and: 'and',
  privacy: 'Privacy Policy',
  secureNote: 'Payments are processed securely. We never see your card number.',
  alreadyMemberTitle: 'You are already a member',
  alreadyMemberLead: 'Your Founding Lifetime Membership is active. There is nothing more to pay.',
  goToDashboard: 'Go to Dashboard',
} as const;

export const paymentSuccessCopy = {
  title: 'Payment Successful',
  finalizing: 'Finalizing your account...',
  confirmed: 'Confirmed',
  lead: 'Thank you. Your payment went through.',
  redirecting: (tier: 'Member' | 'Guest', seconds: number) =>
    `Redirecting to your ${tier} Confirmation in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}`,
  progressLabel: 'Time until redirect',
  transactionId: 'Transaction ID',
  needHelp: 'Need help?',
  contactSupport: 'Contact support.',
  continueNow: 'Continue now',
  redirectSeconds: 5,
  transactionIdLength: 20,
} as const;

export const paymentCancelledCopy = {
  title: 'Payment Cancelled',
  lead: 'Your checkout was cancelled. No charges were made.',
  help: 'You can try again whenever you are ready, or compare the plans once more.',
  tryAgain: 'Try Again',
  backToPlans: 'Back to Plans',
  redirecting: (seconds: number) => `Returning to the plans in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}`,
  redirectSeconds: 10,
} as const;
