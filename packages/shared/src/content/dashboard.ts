import type { AssessmentKind } from './assessments/types.ts';
import { href } from '../routes.ts';

/*
 * The member dashboard's copy (member-area section 2): the sidebar, the profile card and the six
 * onboarding steps. The step a person is on comes from GET /onboarding/; this is only its text.
 */

export const dashboardCopy = {
  welcome: (fullName: string) => `Welcome, ${fullName}`,
  notProvided: 'Detail Not Provided',
  premiumMember: 'Premium Member',
  guestPlan: 'Guest Plan',
  upgradeTitle: 'Upgrade Your Experience',
  upgradeText: 'Unlock all features with our premium plan',
  upgradeButton: 'Upgrade Plan',
  completed: (percent: number) => `${percent}% Completed`,
  viewAllDetails: 'View All Details',
  viewAssessment: 'View Assessment',
  viewResult: 'View Result',
  bookingUnavailable:
    'Online booking is not available yet. Skip for now; your adviser will reach out by email to find a time.',
} as const;

export const profileCardRows = [
  { label: 'Alias', field: 'username' },
  { label: 'Name', field: 'full_name' },
  { label: 'Company Email', field: 'email' },
  { label: 'Phone', field: 'phone_number' },
  { label: 'Country', field: 'country' },
] as const;

/** The six service links of the sidebar, then the account entries (member-area section 2). */
export const sidebarServices = [
  { path: href('brandTool'), label: 'Brand Diagnostic' },
  { path: href('roiTool'), label: 'ROI/COI Calculation' },
  { path: href('exitWealth'), label: 'Exit Wealth' },
  { path: href('assetsTool'), label: 'Brand Assets' },
  { path: href('community'), label: 'Anonymous Group Chat' },
  { path: '/aiagent', label: 'AI Agent Chat' },
] as const;

export type { AssessmentKind };

export interface OnboardingTask {
  kind: AssessmentKind;
  title: string;
  description: string;
  /** the assessment page */
  assessmentPath: string;
}

/** Step 3's three tasks, in the spec's order. */
export const assessmentTasks: OnboardingTask[] = [
  {
    kind: 'diagnostic',
    title: 'Business Assets Checklist',
    description:
      'Yes-or-no questions on your logo, identity, brand, brand wealth and customers: which assets a buyer will find documented and which are still in your head.',
    assessmentPath: href('diagnosticAssessment'),
  },
  {
    kind: 'roi',
    title: 'ROI/COI Calculator',
    description:
      'Put a number on what unsolved issues cost you each year across strategy, culture, operations, revenue, shareholder value, marketing and brand.',
    assessmentPath: href('roiAssessment'),
  },
  {
    kind: 'brand',
    title: 'Brand Diagnostic',
    description:
      'Forty statements in four sections (Leadership, Message, Operations, Brand Artifacts), each rated from Strongly Disagree to Strongly Agree.',
    assessmentPath: href('brandAssessment'),
  },
];

export interface OnboardingStepCopy {
  title: string;
  description: string;
}

/** The text of each step (1-6); steps 4-6 are the assessment step at higher progress. */
export const onboardingSteps: Record<1 | 2 | 3 | 4 | 5 | 6, OnboardingStepCopy> = {
  1: {
    title: 'Add Business Details',
    description:
      'Tell us about your company: what it does, where it stands and how it runs. Your adviser and every result you see start from these answers.',
  },
  2: {
    title: 'Book a session with the adviser',
    description:
      'A 30-minute video meeting with an Exitcraft adviser to walk through your business details and agree on what to look at first.',
  },
  3: {
    title: 'Strategic Business Assessment',
    description:
      'Three self-assessments show where the transferable value of your business is won or lost. Take them in any order; each result is yours to review.',
  },
  4: {
    title: 'Strategic Business Assessment',
    description: 'One assessment done. Two to go: each one sharpens the picture of what a buyer will see.',
  },
  5: {
    title: 'Strategic Business Assessment',
    description: 'Two assessments done. One more completes your first picture of exit readiness.',
  },
  6: {
    title: 'Strategic Business Assessment',
    description: 'All three assessments are done. Review your results and bring them to your next adviser session.',
  },
};

export const onboardingButtons = {
  addDetails: 'Add Details',
  book: 'Book a video meeting',
  skip: 'Skip now',
} as const;
