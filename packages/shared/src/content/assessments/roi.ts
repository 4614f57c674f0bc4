import type { Instrument } from './types.ts';

/*
 * The ROI/COI calculator (member-area section 3): seven sections of named issues; each question
 * asks what the issue costs the business in a year, in the currency the member picked. An issue's
 * subtotal is the cost of leaving it as it is.
 */

export interface RoiIssue {
  id: string;
  name: string;
  subtotalLabel: string;
  questions: string[];
}

export interface RoiSection {
  id: string;
  name: string;
  issues: RoiIssue[];
}

/** The largest amount one answer may hold; a yearly cost beyond it is a typing slip. */
export const roiMaxAmount = 1_000_000_000_000;

const issue = (id: string, name: string, questions: string[]): RoiIssue => ({
  id,
  name,
  subtotalLabel: `Subtotal: ${name}`,
  questions,
});

export const roiSections: RoiSection[] = [
  {
    id: 'strategy',
    name: 'Corporate Strategy',
    issues: [
      issue('no_strategic_plan', 'No written strategic plan', [
        'Revenue lost to opportunities pursued late or not at all',
        'Money spent on projects abandoned when priorities changed',
        'Salary cost of management time spent re-deciding direction',
      ]),
      issue('no_exit_plan', 'No exit or succession plan', [
        'Share of the valuation discount a buyer would apply for the missing plan, per year until exit',
        'Advisory and legal fees caused by unplanned ownership changes',
        'Tax that earlier planning would have saved',
      ]),
      issue('owner_dependence', 'Dependence on the owner', [
        "Revenue at risk because it rests on the owner's personal relationships",
        'Cost of decisions delayed while waiting for the owner',
        'Cost of the management capacity a buyer would have to hire to replace the owner',
      ]),
      issue('market_intelligence', 'Weak market and competitor intelligence', [
        'Revenue lost to competitor moves you did not anticipate',
        'Margin lost by setting prices without market data',
      ]),
    ],
  },
  {
    id: 'culture',
    name: 'Corporate Culture',
    issues: [
      issue('staff_turnover', 'Staff turnover', [
        'Recruitment fees and job advertising for replacement hires',
        'Training cost of new hires',
        'Output lost while positions are vacant or new hires learn the job',
        'Revenue lost when departing employees take clients with them',
      ]),
      issue('low_engagement', 'Low employee engagement', [
        'Payroll paid for work not done by disengaged employees',
        'Cost of absenteeism',
        'Cost of errors and rework caused by inattention',
      ]),
      issue('values_not_lived', 'Values that are not lived', [
        'Cost of internal conflicts, grievances and employment disputes',
        'Cost of customer complaints caused by staff behaviour',
      ]),
      issue('skills_gaps', 'Skills gaps', [
        'Cost of work outsourced because the skills are missing in-house',
        'Revenue lost on work you could not take on',
        'Overtime paid to cover the gaps',
      ]),
    ],
  },
  {
    id: 'operations',
    name: 'Operations',
    issues: [
      issue('undocumented_processes', 'Undocumented processes', [
        'Cost of errors caused by inconsistent ways of working',
        'Salary cost of time spent finding out how tasks are done',
        'Cost of know-how lost when an employee leaves',
      ]),
      issue('quality_failures', 'Quality failures', [
        'Returns, refunds and credit notes',
        'Rework and warranty claims',
        'Revenue lost from customers who left after a quality failure',
      ]),
      issue('outdated_systems', 'Outdated systems and technology', [
        'Salary cost of manual work that current software could automate',
        'Cost of downtime and system failures',
        'Cost of maintaining old systems',
        'Cost of security incidents and lost data',
      ]),
      issue('supply_chain', 'Supplier and supply-chain weakness', [
        'Extra cost of rush orders and expediting',
        'Sales lost to stock shortages or late delivery',
        'Premium paid for depending on a single supplier',
      ]),
    ],
  },
  {
    id: 'revenue',
    name: 'Revenue Model',
    issues: [
      issue('customer_concentration', 'Customer concentration', [
        'Revenue at risk from losing your largest customer, weighted by how likely that is',
        'Discounts conceded to dominant customers',
      ]),
      issue('little_recurring_revenue', 'Little recurring revenue', [
        'Cost of winning new customers to replace one-off sales',
        'Share of the valuation uplift that contracted recurring revenue would bring, per year until exit',
      ]),
      issue('underpricing', 'Underpricing', [
        'Margin lost by pricing below market value',
        'Discounts given outside any pricing policy',
        'Unbilled work and scope creep',
      ]),
      issue('slow_collections', 'Slow collections', [
        'Bad debts written off',
        'Financing cost of overdue receivables',
        'Salary cost of chasing payments',
      ]),
    ],
  },
  {
    id: 'shareholder',
    name: 'Shareholder Value and Wealth',
    issues: [
      issue('valuation_unknown', 'Company value unknown', [
        'Gap between your target exit value and the current value, per year until exit',
        'Cost of valuations and advice bought in a hurry',
      ]),
      issue('unprotected_intangibles', 'Unprotected intangible assets', [
        'Cost of disputes over trademarks, domains or designs',
        'Licence income not collected on your intellectual property',
        'Value of know-how held only by individuals, at risk each year',
      ]),
      issue('weak_financial_reporting', 'Unreliable financial reporting', [
        'Accounting corrections and audit adjustments',
        'Extra financing cost from lending terms set on weak records',
        'Price reduction a buyer would demand after due diligence, per year until exit',
      ]),
      issue('wealth_concentration', "Owner's wealth tied up in the business", [
        'Return forgone on personal wealth held only in the company',
        'Cost of personal guarantees given for company debt',
        'Tax-efficient profit extraction forgone',
      ]),
    ],
  },
  {
    id: 'marketing',
    name: 'Marketing and Sales',
    issues: [
      issue('unpredictable_pipeline', 'Unpredictable sales pipeline', [
        'Revenue lost to leads never followed up',
        'Cost of idle capacity in slow months',
        'Salary cost of sales time spent on unqualified prospects',
      ]),
      issue('no_sales_process', 'No defined sales process', [
        'Revenue lost on proposals never followed up',
        'Margin given away in unstructured negotiations',
        'Cost of bringing new salespeople up to speed without a playbook',
      ]),
      issue('unmeasured_marketing', 'Marketing spend not measured', [
        'Spending on channels that bring no customers',
        'Agency fees for work with no measured result',
      ]),
      issue('weak_digital_presence', 'Weak digital presence', [
        'Leads lost to a website that does not convert visitors',
        'Revenue lost to competitors ranking above you in search',
        'Paid advertising bought to make up for weak organic reach',
      ]),
    ],
  },
  {
    id: 'branding',
    name: 'Branding',
    issues: [
      issue('unclear_positioning', 'Unclear positioning', [
        'Revenue lost to prospects who could not see why to choose you',
        'Margin lost by competing on price instead of value',
      ]),
      issue('inconsistent_identity', 'Inconsistent identity', [
        'Cost of redoing and reprinting inconsistent materials',
        'Design work repeated for lack of brand guidelines',
        'Revenue lost to weaker recognition',
      ]),
      issue('unmanaged_reputation', 'Unmanaged reputation', [
        'Revenue lost to negative reviews left unanswered',
        'Cost of handling public complaints',
        'Referrals lost from satisfied customers who were never asked',
      ]),
      issue('brand_not_an_asset', 'Brand not managed as an asset', [
        'Price premium forgone because the brand is not distinctive',
        'Brand value a buyer would not pay for because it rests on the owner, per year until exit',
        'Share of the rebranding cost a buyer would face, per year until exit',
      ]),
    ],
  },
];

export const roiInstrument: Instrument = {
  kind: 'roi',
  version: 'roi-2026-11',
  sections: roiSections.map((section) => ({
    id: section.id,
    name: section.name,
    items: section.issues.flatMap((entry) =>
      entry.questions.map((text, index) => ({ id: `${entry.id}_${index + 1}`, text, issue: entry.id })),
    ),
  })),
};
