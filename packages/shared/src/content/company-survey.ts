import type { SurveyAnswers } from '../schemas/company-survey.ts';

/*
 * The business-details survey (member-area section 3): its options, its fields and how the form
 * and the result view group and label them. The write form's names are the keys here; the read
 * form spells two of them differently (see schemas/company-survey.ts).
 */

export const growthStages = [
  'Start up',
  'Growing',
  'Mature',
  'Recently acquired/merged',
  'Turnaround',
  'Crises',
  'Pre-succession',
] as const;
export const companySizes = ['Small', 'Medium', 'Large', 'Global'] as const;
export const roles = [
  'Executive/Owner',
  'Advertising',
  'Operations',
  'Customer Service',
  'Publicity',
  'Finance',
  'Marketing',
  'Sales',
  'Technology',
  'Other',
] as const;
export const offerings = ['Products', 'Services'] as const;
export const planStates = ['EXISTS', 'Not-Exist'] as const;
export const trends = ['UPWARDS', 'DOWNWARDS', 'UNCHANGED'] as const;
export const strengths = ['Weak', 'Sufficient', 'Strong'] as const;
export const processStyles = ['Formal', 'Informal'] as const;

/** Free text longer than this is refused (culture has its own, larger limit). */
export const surveyTextMax = 200;
export const surveyCultureMax = 2000;

type Kind =
  | { type: 'text'; max: number; multiline?: boolean }
  | { type: 'date' }
  | { type: 'choice'; options: readonly string[] }
  | { type: 'multi'; options: readonly string[] };

export interface SurveyField {
  label: string;
  kind: Kind;
  /** not needed to submit */
  optional?: true;
  /** a line under the question, where its answers need saying what they mean */
  hint?: string;
}

const text = (max = surveyTextMax): Kind => ({ type: 'text', max });
const choice = (options: readonly string[]): Kind => ({ type: 'choice', options });

export const surveyFields = {
  businessName: { label: 'Business Name', kind: text() },
  industry: { label: 'Industry', kind: text() },
  incorporationDate: { label: 'Incorporation Date', kind: { type: 'date' } },
  address1: { label: 'Address Line 1', kind: text() },
  address2: { label: 'Address Line 2', kind: text(), optional: true },
  country: { label: 'Country', kind: text() },
  growthStage: { label: 'Stage of Growth', kind: { type: 'multi', options: growthStages } },
  companySize: { label: 'Company Size', kind: choice(companySizes) },
  yourRole: { label: 'Your Role', kind: choice(roles) },
  // needed only when the role is Other (checked by the submit rule, not here)
  yourRoleOther: { label: 'Your Role (Other)', kind: text(), optional: true },
  offerings: { label: 'Offerings', kind: choice(offerings) },
  companySuccessionPlan: { label: 'Company Succession Plan', kind: choice(planStates) },
  companyBusinessPlan: { label: 'Company Business Plan', kind: choice(planStates) },
  revenues: { label: 'Revenues', kind: choice(trends) },
  profits: { label: 'Profits', kind: choice(trends) },
  cashFlowPosition: { label: 'Cash Flow Position', kind: choice(strengths) },
  marketAwareness: { label: 'Market Awareness', kind: choice(strengths) },
  staffTurnaround: {
    label: 'Staff Turnaround',
    kind: choice(strengths),
    // what the answers mean (decision 024, content/survey-answers.ts)
    hint: 'How well you keep your people: Strong if few leave (low turnover), Weak if many do.',
  },
  rdProcess: { label: 'R&D Process', kind: choice(processStyles) },
  hrProcess: { label: 'HR Process', kind: choice(processStyles) },
  salesProcess: { label: 'Sales Process', kind: choice(processStyles) },
  publicityAdvertisingPlan: { label: 'Publicity & Advertising Plan', kind: choice(processStyles) },
  marketingStrategy: { label: 'Marketing Strategy', kind: choice(processStyles) },
  culture: { label: 'Culture', kind: { type: 'text', max: surveyCultureMax, multiline: true } },
} as const satisfies Record<string, SurveyField>;

export type SurveyFieldName = keyof typeof surveyFields;
export const surveyFieldNames = Object.keys(surveyFields) as SurveyFieldName[];

/** The page's three sections, in order. */
export const surveySections: { title: string; fields: SurveyFieldName[] }[] = [
  {
    title: 'Basic Information',
    fields: ['businessName', 'industry', 'incorporationDate', 'address1', 'address2', 'country'],
  },
  {
    title: 'Company Details',
    fields: [
      'growthStage',
      'companySize',
      'yourRole',
      'yourRoleOther',
      'offerings',
      'companySuccessionPlan',
      'companyBusinessPlan',
    ],
  },
  {
    title: 'Business Health',
    fields: [
      'revenues',
      'profits',
      'cashFlowPosition',
      'marketAwareness',
      'staffTurnaround',
      'rdProcess',
      'hrProcess',
      'salesProcess',
      'publicityAdvertisingPlan',
      'marketingStrategy',
      'culture',
    ],
  },
];

export const surveyMessages = {
  incomplete: 'Please fill all required fields before submitting!',
  submitted: 'Business details submitted successfully!',
} as const;

/** The fields an answer set still lacks before it may be submitted, in the page's order. */
export function missingSurveyFields(answers: SurveyAnswers | Record<string, string | string[]>): SurveyFieldName[] {
  const given = answers as SurveyAnswers;
  const missing: SurveyFieldName[] = [];
  for (const [name, field] of Object.entries(surveyFields) as [
    SurveyFieldName,
    (typeof surveyFields)[SurveyFieldName],
  ][]) {
    const value = given[name];
    const needed = name === 'yourRoleOther' ? given.yourRole === 'Other' : !('optional' in field);
    const empty =
      value === undefined || value === null || value.length === 0 || (typeof value === 'string' && !value.trim());
    if (needed && empty) missing.push(name);
  }
  return missing;
}
