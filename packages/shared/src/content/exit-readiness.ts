import type { AssessmentKind } from './assessments/types.ts';
import { href, routes } from '../routes.ts';
import { plainWholeNumber } from '../format/plain.ts';

/*
 * Exit readiness (issue 15, decision 013): the tool pages' overviews, the Exit Readiness Score's
 * parts and formula in words, and the wording of every action the 90-day plan can hold. The
 * server picks and ranks the actions (modules/exit-readiness/score.ts); what they say lives here.
 */

/**
 * The three tool pages of the sidebar, each the overview of one instrument. The titles are the
 * route registry's, as the instrument descriptors' are (instruments.ts): read there rather than
 * through the descriptors, so a visitor's tool page does not load them and zod (decision 043).
 */
export interface ToolOverview {
  kind: AssessmentKind;
  path: string;
  title: string;
  /** the page that takes the assessment */
  takePath: string;
  /** the result view */
  resultPath: string;
  measures: string;
  minutes: number;
  resultShows: string;
  /** the headline figure the history charts */
  headline: string;
}

export const toolOverviews: Record<AssessmentKind, ToolOverview> = {
  brand: {
    kind: 'brand',
    path: href('brandTool'),
    title: routes.brandTool.title,
    takePath: href('brandAssessment'),
    resultPath: href('brandResult'),
    measures:
      'How well your leadership, message, operations and brand artifacts support the value of your business: statements you rate from Strongly Disagree to Strongly Agree.',
    minutes: 10,
    resultShows:
      'A score from 0 to 100 for each of the four sections and overall, and how many statements you could not judge.',
    headline: 'Overall brand score',
  },
  roi: {
    kind: 'roi',
    path: href('roiTool'),
    title: routes.roiTool.title,
    takePath: href('roiAssessment'),
    resultPath: href('roiResult'),
    measures:
      'What the issues holding your business back cost each year if nothing changes (the cost of inaction), in the currency you choose.',
    minutes: 20,
    resultShows: 'The yearly cost of each issue, each section’s total and the grand total at stake.',
    headline: 'Total cost of inaction per year',
  },
  diagnostic: {
    kind: 'diagnostic',
    path: href('assetsTool'),
    title: routes.assetsTool.title,
    takePath: href('diagnosticAssessment'),
    resultPath: href('diagnosticResult'),
    measures:
      'Whether the brand assets a buyer checks are in place: logo, corporate identity, brand, brand wealth management and customers, as Yes or No questions.',
    minutes: 5,
    resultShows: 'How many of the assets you hold in each section and overall, as a share of the questions.',
    headline: 'Assets in place',
  },
};

export const exitReadinessPage = {
  path: href('exitWealth'),
  title: 'Exit Readiness',
  overview:
    'One Exit Readiness Score from your assessments and business details, the money at stake each year from your ROI/COI answers, and a 90-day plan of the actions that matter most.',
  reportTitle: 'Exit Readiness Report',
  reportHolds: [
    'A cover with your company and the date',
    'Your Exit Readiness Score and each of its parts',
    'One page per assessment with its chart and table',
    'Your 90-day plan, action by action',
  ],
  upgrade: 'The PDF report is part of the lifetime membership.',
} as const;

/** The PDF is a member feature: what a guest's download is refused with. */
export const reportMemberOnlyMessage = 'The PDF report is available to members only. Upgrade your plan to download it.';

export type ScorePartId = 'brand' | 'checklist' | 'health';

/** The score's parts and their weights (percent; they add up to 100). */
export const scoreParts: { id: ScorePartId; name: string; weight: number; source: string }[] = [
  { id: 'brand', name: 'Brand', weight: 35, source: 'the overall score of your latest brand assessment' },
  {
    id: 'checklist',
    name: 'Business assets',
    weight: 35,
    source: 'the share of "Yes" answers in your latest business assets checklist',
  },
  {
    id: 'health',
    name: 'Business health',
    weight: 30,
    source: 'your submitted business details: cash flow, staff turnover, formal processes and plans',
  },
];

/** The formula, in plain words, as the page and the report print it. */
export const scoreFormula = [
  'Your Exit Readiness Score is a weighted average, from 0 to 100, of three parts: brand 35 %, business assets 35 % and business health 30 %.',
  'Brand is the overall score of your latest brand assessment. Business assets is the share of "Yes" answers in your latest business assets checklist.',
  'Business health is the average of four figures from your submitted business details: cash flow (Weak 0, Sufficient 50, Strong 100), staff turnover (Weak 0, Sufficient 50, Strong 100), formal processes (the share of your R&D, HR, sales, publicity and marketing processes that are formal) and plans (the share of the succession and business plans that exist).',
  'A part you have not completed yet is missing, not zero: the score is the weighted average of the parts you have, and completeness is the sum of their weights.',
] as const;

export interface ActionWording {
  title: string;
  firstStep: string;
}

/** One action per ROI/COI issue, picked when the issue costs something. */
export const roiIssueActions: Record<string, ActionWording> = {
  no_strategic_plan: {
    title: 'Write a one-page strategic plan',
    firstStep: 'Book a half-day with your leadership team to agree three priorities for the next year.',
  },
  no_exit_plan: {
    title: 'Start your exit and succession plan',
    firstStep: 'Write down when you want to exit, to whom you could sell, and the price you need.',
  },
  owner_dependence: {
    title: 'Make the business run without you',
    firstStep: 'List the client relationships and decisions only you handle, and name who could take each one.',
  },
  market_intelligence: {
    title: 'Track your market and competitors',
    firstStep: 'Pick your three main competitors and note their prices and offers in one shared sheet.',
  },
  staff_turnover: {
    title: 'Cut staff turnover',
    firstStep: 'Hold exit interviews with the last three people who left and list why they went.',
  },
  low_engagement: {
    title: 'Raise employee engagement',
    firstStep: 'Run a short anonymous staff survey and share its results with the team.',
  },
  values_not_lived: {
    title: 'Make your values part of daily work',
    firstStep: 'Add the company values to how you review and reward employees this quarter.',
  },
  skills_gaps: {
    title: 'Close your key skills gaps',
    firstStep: 'List the skills you outsource or turn work away for, and price training against hiring.',
  },
  undocumented_processes: {
    title: 'Document your key processes',
    firstStep: 'Choose the three processes that stop when one person is away and write each one down.',
  },
  quality_failures: {
    title: 'Reduce quality failures',
    firstStep: 'Log every complaint, return and rework for a month and find the most common cause.',
  },
  outdated_systems: {
    title: 'Replace outdated systems',
    firstStep: 'List the systems staff work around most often and get two quotes to replace the worst.',
  },
  supply_chain: {
    title: 'Strengthen your supply chain',
    firstStep: 'Find a second supplier for the input you depend on most.',
  },
  customer_concentration: {
    title: 'Reduce dependence on your largest customers',
    firstStep: 'Set a target share of revenue for your top customer and list ten prospects like them.',
  },
  little_recurring_revenue: {
    title: 'Build recurring revenue',
    firstStep: 'Design one subscription, retainer or service contract and offer it to five customers.',
  },
  underpricing: {
    title: 'Price for the value you deliver',
    firstStep: 'Compare your prices with three competitors and plan a rise for new customers.',
  },
  slow_collections: {
    title: 'Get paid faster',
    firstStep: 'Shorten your payment terms for new invoices and chase every invoice over 30 days late.',
  },
  valuation_unknown: {
    title: 'Find out what your company is worth',
    firstStep: 'Ask a business valuer or your accountant for an indicative valuation.',
  },
  unprotected_intangibles: {
    title: 'Protect your intangible assets',
    firstStep: 'List your names, logos, domains and know-how, and check which ones are registered to the company.',
  },
  weak_financial_reporting: {
    title: 'Make your financial reporting reliable',
    firstStep: 'Agree with your accountant a monthly management report ready within ten working days.',
  },
  wealth_concentration: {
    title: 'Spread your personal wealth beyond the business',
    firstStep: 'Meet a financial planner to set how much to take out of the business each year.',
  },
  unpredictable_pipeline: {
    title: 'Make your sales pipeline predictable',
    firstStep: 'Put every open opportunity in one list with its value, stage and expected close date.',
  },
  no_sales_process: {
    title: 'Define your sales process',
    firstStep: 'Write the steps from first contact to signed order, with who does each one.',
  },
  unmeasured_marketing: {
    title: 'Measure what your marketing earns',
    firstStep: 'Tag every lead with its source for the next month and total the spend per source.',
  },
  weak_digital_presence: {
    title: 'Strengthen your digital presence',
    firstStep: 'Update your website’s offer and contact details and check it works well on a phone.',
  },
  unclear_positioning: {
    title: 'Sharpen your positioning',
    firstStep:
      'Write in one sentence what makes you different from your closest competitor, and test it on five customers.',
  },
  inconsistent_identity: {
    title: 'Make your identity consistent',
    firstStep: 'Collect every logo, template and sign in use and mark the ones that do not match.',
  },
  unmanaged_reputation: {
    title: 'Manage your reputation',
    firstStep: 'Set up alerts for your company name and answer every review from the last three months.',
  },
  brand_not_an_asset: {
    title: 'Manage your brand as an asset',
    firstStep: 'Add the brand to your asset register and ask for a brand valuation.',
  },
};

/** One action per brand section, picked when the section scores below the threshold. */
export const brandSectionActions: Record<string, ActionWording> = {
  leadership: {
    title: 'Give your brand a leader',
    firstStep: 'Name one senior person accountable for the brand and agree the brand promise with the owners.',
  },
  message: {
    title: 'Clarify your message',
    firstStep: 'Write a positioning statement of six words or fewer and check your website against it.',
  },
  operations: {
    title: 'Deliver your brand promise every time',
    firstStep: 'Start measuring customer satisfaction with a two-question survey after every order.',
  },
  artifacts: {
    title: 'Put your brand artifacts in order',
    firstStep: 'Gather logo files, templates and guidelines in one shared folder and check the trademarks.',
  },
};

/** A brand section below this score (0-100) is weak enough to act on. */
export const brandWeakBelow = 75;

/** One action per checklist section, picked when the section has "No" answers. */
export const checklistSectionActions: Record<string, ActionWording> = {
  logo: {
    title: 'Secure your corporate logo',
    firstStep: 'Find the original vector files of the logo and start its trademark registration.',
  },
  identity: {
    title: 'Complete your corporate identity',
    firstStep: 'Write short brand guidelines and give every employee the same templates and signature.',
  },
  brand: {
    title: 'Fill the gaps in your company brand',
    firstStep: 'Write your brand promise and the customer segments it is aimed at.',
  },
  wealth: {
    title: 'Manage your brand’s value',
    firstStep: 'Move every brand right into the company’s name and list the brand in your exit plan.',
  },
  customer: {
    title: 'Know your customers’ loyalty',
    firstStep: 'Work out last year’s customer retention rate and your largest customer’s share of revenue.',
  },
};

/** One action per plan the business details say is missing. */
export const missingPlanActions: Record<'companySuccessionPlan' | 'companyBusinessPlan', ActionWording> = {
  companySuccessionPlan: {
    title: 'Write a succession plan',
    firstStep: 'Name who would run the business if you stepped away tomorrow, and what they would need.',
  },
  companyBusinessPlan: {
    title: 'Write a business plan',
    firstStep: 'Draft one page with your goals, customers, offer and the numbers for the next three years.',
  },
};

/** Actions for what has not been taken yet: the plan cannot rank what it does not know. */
export const missingPartActions: Record<AssessmentKind | 'details', ActionWording & { why: string }> = {
  roi: {
    title: 'Work out what your issues cost',
    firstStep: 'Open the ROI/COI calculator and enter the yearly cost of the issues you know best.',
    why: 'You have not submitted the ROI/COI calculator, so the plan cannot rank your costliest issues.',
  },
  brand: {
    title: 'Take the brand assessment',
    firstStep: 'Set aside ten minutes and rate the forty statements of the brand assessment.',
    why: 'The brand part of your score is missing.',
  },
  diagnostic: {
    title: 'Complete the business assets checklist',
    firstStep: 'Answer the Yes or No questions of the business assets checklist.',
    why: 'The business assets part of your score is missing.',
  },
  details: {
    title: 'Submit your business details',
    firstStep: 'Fill in and submit the business details form from your dashboard.',
    why: 'The business health part of your score is missing.',
  },
};

/**
 * Steps every owner preparing a sale takes, whatever the answers say. They fill the plan up to
 * planMin when the person's own figures give fewer actions (little taken yet, or little wrong), in
 * this order, so the plan always holds at least five.
 */
export const baselineActions: (ActionWording & { id: string; why: string })[] = [
  {
    id: 'exit_goal',
    title: 'Write down your exit goal',
    why: 'Every plan to sell starts from when you want to leave, to whom you could sell, and the price you need.',
    firstStep: 'Write one page: your target date, three kinds of possible buyer, and the after-tax amount you need.',
  },
  {
    id: 'financials',
    title: 'Get three years of clean financial statements',
    why: 'A buyer prices the business from statements they can trust; gaps lower the offer or stall due diligence.',
    firstStep: 'Ask your accountant which of the last three years’ statements are reviewed and what is missing.',
  },
  {
    id: 'data_room',
    title: 'Start a data room',
    why: 'Contracts, licences and records found in one place shorten due diligence and keep a buyer’s confidence.',
    firstStep: 'Create one shared folder and put in your top ten customer and supplier contracts.',
  },
  {
    id: 'advisers',
    title: 'Line up your advisers',
    why: 'An exit needs a tax adviser, a lawyer and an M&A adviser who know the business before a buyer calls.',
    firstStep: 'List the advisers you already work with and the gaps, and book one introductory call.',
  },
  {
    id: 'review',
    title: 'Retake your assessments in 90 days',
    why: 'Your score is only worth what it measures: taking the assessments again shows what the plan changed.',
    firstStep: 'Put a reminder in your calendar for 90 days from today.',
  },
];

/** The plan holds at most this many actions, and at least planMin (the baseline steps fill it up). */
export const planMax = 10;
export const planMin = 5;
/** The plan spans 13 weeks (about 90 days). */
export const planWeeks = 13;

/**
 * Made once, when first needed: building an Intl.NumberFormat costs far more than using one (it showed
 * in GET /plan/'s profile), and making it on import cost every page that loads this module (the
 * dashboard, for `planWeeks`) its first Intl format.
 */
let wholeNumber: Intl.NumberFormat | undefined;

/** A whole amount with its currency code, as the page and the report print money: "USD 1,234,567". */
export function formatAmount(amount: number, currency: string): string {
  const plain = plainWholeNumber(amount);
  if (plain !== undefined) return `${currency} ${plain}`;
  wholeNumber ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
  return `${currency} ${wholeNumber.format(amount)}`;
}
