import type { ResearchCategory } from '../schemas/research.ts';

/**
 * The research shown on /coi: the server seeds its table from this list, and the page shows it
 * until GET /api-statistics/ answers. Every sentence names its source and year and keeps the
 * source's own wording and figures. `URL` stays empty until a verified copy of the document is
 * hosted (import a file with `npm run research -- import FILE.json` to add links).
 *
 * Sources:
 * - Ocean Tomo, Intangible Asset Market Value Study (2015 results; 2020 interim results; report on
 *   year-end 2025 released in February 2026).
 * - Gallup, State of the Global Workplace: 2024 Report.
 * - Exit Planning Institute, State of Owner Readiness survey (2013) and 2023 National State of
 *   Owner Readiness Report.
 * - Vistage CEO Confidence Index (Q3 2023).
 * - PwC US Family Business Survey (2014/15, published January 2015; 2017).
 * - John L. Ward, Keeping the Family Business Healthy (1987).
 * - U.S. Census Bureau, 2019 Annual Business Survey (data year 2018).
 * - BizBuySell Insight Report (Q4 2022, Q1 2023, Q2 2024).
 */
/** The category list endpoint: the page reads it, and its empty state names it (member-area section 2). */
export const researchEndpoint = '/api-statistics/';

/** The unnamed category has no filter button; under 'All' its points carry this label. */
export const generalCategoryLabel = 'General Statistics';

export const coiPageCopy = {
  title: 'Cost of Inaction',
  metaDescription:
    'What waiting costs business owners who plan to exit: sourced research on readiness, planning, timing, succession, valuation and life after the sale.',
  eyebrow: 'Cost of Inaction',
  heading: 'Every year you put off your exit plan has a price.',
  lead: 'Most of what a buyer pays for is built long before the sale, and most owners start too late. Here is what the research says; every figure names its source and year.',
  intangibleFigure: '84%',
  intangibleClaim: 'of business value sits in intangible assets.',
  intangibleSource:
    'Intangible assets accounted for 84% of the market value of the S&P 500 in 2015, up from 17% in 1975. Source: Ocean Tomo, Intangible Asset Market Value Study (2015).',
  challenge: "You didn't get into business to LOSE...right?",
  researchHeading: 'The research',
  researchLead: 'Choose a category, then open a finding to read the statistics behind it.',
  filterLabel: 'Filter research by category',
  allLabel: 'All',
  emptyCategory: 'No research points in this category yet.',
  noData: `No data available from ${researchEndpoint}`,
  viewDocument: 'View PDF',
  downloadDocument: 'Download',
  ctaHeading: 'Turn the research into a plan.',
  ctaBody:
    'Exitcraft helps founders grow the transferable value of their company, starting now rather than the year they sell.',
  ctaLabel: 'See membership options',
} as const;

export const researchCategories: ResearchCategory[] = [
  {
    category: 'Are You Ready to Exit',
    research_points: [
      {
        name: 'Most owners want out within ten years',
        statistics: [
          {
            context:
              '73% of business owners would like to exit their business within the next 10 years (Exit Planning Institute, 2023 National State of Owner Readiness Report).',
            URL: '',
          },
        ],
      },
      {
        name: 'Feeling ready is not the same as being ready',
        statistics: [
          {
            context:
              'The share of owners who rate their own readiness to exit as above average, excellent or perfect rose from 38% in 2013 to 65% in 2023 (Exit Planning Institute, 2023 National State of Owner Readiness Report).',
            URL: '',
          },
        ],
      },
      {
        name: 'Owners know more about their options than a decade ago',
        statistics: [
          {
            context:
              'In 2023, 70% of owners reported being aware of all their exit options, against only 34% in 2013 (Exit Planning Institute, 2023 National State of Owner Readiness Report).',
            URL: '',
          },
        ],
      },
    ],
  },
  {
    category: 'Planning & Strategy',
    research_points: [
      {
        name: 'Written transition plans are still the exception',
        statistics: [
          {
            context:
              '68% of owners did not have a written, formal transition plan for their company, even though 65% rated their own readiness to exit as above average or better (Exit Planning Institute, 2023 National State of Owner Readiness Report).',
            URL: '',
          },
        ],
      },
      {
        name: 'The personal and estate side is the weakest',
        statistics: [
          {
            context:
              'Only 41% of owners had a formal written personal plan covering their goals in the business now and after their transition (Exit Planning Institute, 2023 National State of Owner Readiness Report).',
            URL: '',
          },
          {
            context:
              '70% of owners did not have an estate plan (Exit Planning Institute, 2023 National State of Owner Readiness Report).',
            URL: '',
          },
        ],
      },
    ],
  },
  {
    category: 'Choosing the Right Exit Path',
    research_points: [
      {
        name: 'Most businesses put up for sale never sell',
        statistics: [
          {
            context:
              'Only two out of ten businesses that come to market actually sell, according to the Exit Planning Institute as cited by the accounting firm Kreischer Miller (2018). Brokers and exit planners commonly estimate that only 20–30% of businesses listed for sale find a buyer; no public register tracks the figure.',
            URL: '',
          },
        ],
      },
      {
        name: 'Fewer owners plan to keep the business in the family',
        statistics: [
          {
            context:
              'Of US family businesses planning an ownership change within the next year, 52% planned to transfer ownership within the family, down from 74% in the previous survey (PwC US Family Business Survey, 2017).',
            URL: '',
          },
        ],
      },
      {
        name: 'A sale to an outside buyer is a market of its own',
        statistics: [
          {
            context:
              'A total of 9,054 small-business sales were reported as closed in 2022, against 8,647 in 2021 (BizBuySell Insight Report, Q4 2022).',
            URL: '',
          },
        ],
      },
    ],
  },
  {
    category: 'Market Timing & Advisors',
    research_points: [
      {
        name: 'Chief executives are planning their own exits',
        statistics: [
          {
            context:
              '23% of CEOs said they were planning to exit their business, and more than half of them planned to do so within the next five years (Vistage CEO Confidence Index, Q3 2023).',
            URL: '',
          },
        ],
      },
      {
        name: 'A generation of owners is reaching exit age',
        statistics: [
          {
            context:
              'Over half of U.S. business owners were age 55 and over (U.S. Census Bureau, 2019 Annual Business Survey, data year 2018).',
            URL: '',
          },
        ],
      },
      {
        name: 'Interest rates and inflation move the deal market',
        statistics: [
          {
            context:
              'Closed small-business transactions grew 4.7% in 2022, but momentum slowed in the second half of the year as inflation surged and interest-rate hikes took effect (BizBuySell Insight Report, Q4 2022).',
            URL: '',
          },
          {
            context:
              'Nearly one-third of owners said they were speeding up their exit timelines amid economic uncertainty (BizBuySell Insight Report, Q1 2023).',
            URL: '',
          },
        ],
      },
      {
        name: 'Buyers pay for performance',
        statistics: [
          {
            context:
              'In Q2 2024, 2,448 businesses were reported as sold and the median sale price rose 25% year over year to a record $375,000, as buyers focused on businesses with strong financial performance (BizBuySell Insight Report, Q2 2024).',
            URL: '',
          },
        ],
      },
    ],
  },
  {
    category: 'Family & Succession',
    research_points: [
      {
        name: 'Few family businesses have a robust succession plan',
        statistics: [
          {
            context:
              'Only 23% of US family businesses had a robust, documented succession plan in place, and nearly 44% said succession would be a challenge over the next five years (PwC US Family Business Survey, 2017).',
            URL: '',
          },
        ],
      },
      {
        name: 'The "sticky baton"',
        statistics: [
          {
            context:
              '73% of US family businesses admitted to not having a documented and robust succession plan for senior roles (PwC US Family Business Survey, January 2015).',
            URL: '',
          },
          {
            context:
              'Two in five respondents said they would find it difficult to hand over control fully, and 56% believed they would stay involved longer than is optimum (PwC US Family Business Survey, January 2015).',
            URL: '',
          },
        ],
      },
      {
        name: 'Family firms that last three generations are rare',
        statistics: [
          {
            context:
              'Only 13% of successful family businesses last through three generations, and less than two-thirds survive the second (John L. Ward, Keeping the Family Business Healthy, 1987, from 200 Illinois manufacturers tracked from 1924 to 1984).',
            URL: '',
          },
        ],
      },
    ],
  },
  {
    category: 'Business Valuation & Sale Readiness',
    research_points: [
      {
        name: 'Most of a company’s value is intangible',
        statistics: [
          {
            context:
              'Intangible assets accounted for 84% of the market value of the S&P 500 in 2015, up from 17% in 1975 (Ocean Tomo, Intangible Asset Market Value Study, 2015).',
            URL: '',
          },
          {
            context:
              'By the end of 2025 the intangible share had risen to approximately 92% of S&P 500 market capitalization (Ocean Tomo, Intangible Asset Market Value Study, released February 2026).',
            URL: '',
          },
        ],
      },
      {
        name: 'Small businesses sell on a multiple of cash flow',
        statistics: [
          {
            context:
              'Over 2022 the average cash-flow multiple of small businesses sold dipped from 2.55 to 2.53, and the average revenue multiple from 0.67 to 0.65 (BizBuySell Insight Report, Q4 2022).',
            URL: '',
          },
        ],
      },
    ],
  },
  {
    category: 'Life after Exit',
    research_points: [
      {
        name: 'Planning for the day after',
        statistics: [
          {
            context:
              'In 2023, 41% of owners had a formal, written plan for what they would do after selling their company, 50% had an informal plan and 9% had no plans at all (Exit Planning Institute, 2023 National State of Owner Readiness Report).',
            URL: '',
          },
        ],
      },
      {
        name: 'The exit is an emotional event',
        statistics: [
          {
            context:
              '62% of owners in the 2013 State of Owner Readiness survey said they felt below average emotionally about the eventual exit of their company and the move into the next phase of their life (Exit Planning Institute, 2013).',
            URL: '',
          },
        ],
      },
      {
        name: 'The business often funds the lifestyle',
        statistics: [
          {
            context:
              '70% of owners said they need the current income from the business to support their lifestyle, yet 40% had no financial plan showing how they would cover that lifestyle after a transition (Exit Planning Institute, 2023 National State of Owner Readiness Report).',
            URL: '',
          },
        ],
      },
    ],
  },
  {
    category: '',
    research_points: [
      {
        name: 'Most employees are not engaged',
        statistics: [
          {
            context:
              'Globally, 23% of employees are engaged at work, 62% are not engaged and 15% are actively disengaged: 77% not engaged or actively disengaged (Gallup, State of the Global Workplace: 2024 Report).',
            URL: '',
          },
          {
            context:
              'Gallup estimates that low engagement costs the global economy US$8.9 trillion, or 9% of global GDP (Gallup, State of the Global Workplace: 2024 Report).',
            URL: '',
          },
        ],
      },
      {
        name: 'Engaged teams earn more',
        statistics: [
          {
            context:
              "Teams in the top quartile of employee engagement achieve 23% higher profitability than those in the bottom quartile, in Gallup's meta-analysis of more than 183,000 business units across 53 industries and 90 countries (Gallup, 2024).",
            URL: '',
          },
        ],
      },
    ],
  },
];
