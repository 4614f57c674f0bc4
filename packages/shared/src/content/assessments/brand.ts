import type { Instrument, InstrumentSection } from './types.ts';

/*
 * The brand assessment (member-area section 3): 40 statements about the business, 10 in each of
 * four sections, each rated on the five-point scale below. Each statement holds one idea and is
 * worded so that agreeing is the healthy answer, which is what lets a section be averaged.
 */

export const brandScale = [
  { value: 1, label: 'Strongly Disagree', answer: 'strongly_disagree' },
  { value: 2, label: 'Disagree', answer: 'disagree' },
  { value: 3, label: "Don't Know", answer: 'dont_know' },
  { value: 4, label: 'Agree', answer: 'agree' },
  { value: 5, label: 'Strongly Agree', answer: 'strongly_agree' },
] as const;

export type BrandRating = (typeof brandScale)[number]['value'];
export type BrandAnswer = (typeof brandScale)[number]['answer'];

/** The rating that means "Don't Know": counted separately, since it is a gap in knowledge. */
export const brandDontKnow = 3;

const section = (id: string, name: string, statements: string[]): InstrumentSection => ({
  id,
  name,
  items: statements.map((text, index) => ({ id: `${id}_${index + 1}`, text })),
});

export const brandInstrument: Instrument = {
  kind: 'brand',
  version: 'brand-2026-11',
  sections: [
    section('leadership', 'Leadership', [
      "Our leadership team can state the company's brand promise in one sentence.",
      'Our owners and senior leaders agree on what the company should be known for in five years.',
      'One named member of the senior team is accountable for the brand.',
      'Our leaders review how customers perceive the company at least once a year.',
      'The brand is treated as a business asset in our strategic planning.',
      'Our leaders behave in line with the values the company states publicly.',
      'The budget for building the brand is set deliberately each year.',
      "Our leaders can explain how the brand adds to the company's value at exit.",
      "New managers are introduced to the brand's promise and values when they join.",
      "The company's reputation would hold if its founder or owner stepped away.",
    ]),
    section('message', 'Message', [
      'We can say in one sentence what makes us different from our closest competitors.',
      'Our company has a positioning statement of six words or fewer.',
      'Our website, proposals and sales presentations tell the same story about the company.',
      'Our ideal customer is described in writing.',
      'Our marketing explains the problems we solve, not only the products we sell.',
      'Our customers describe the company in words close to the ones we use.',
      'Our claims are backed by evidence such as case studies, testimonials or data.',
      'Our prices are consistent with the quality our brand promises.',
      'Our key messages have been reviewed within the last two years.',
      'Our employees can explain what the company does in plain language.',
    ]),
    section('operations', 'Operations', [
      'Customers get the same experience whichever employee or location they deal with.',
      'We measure customer satisfaction on a regular schedule.',
      'Customer complaints are recorded, tracked and resolved within a set time.',
      'Our products and services reliably deliver what our marketing promises.',
      'Brand standards are part of how we hire, train and evaluate employees.',
      'Our suppliers and partners are held to standards that protect our reputation.',
      'Our key processes are documented well enough to run without the owner.',
      'We track how many customers we keep from one year to the next.',
      'We know which customers and products earn the most profit.',
      'Customer feedback leads to recorded changes in how we operate.',
    ]),
    section('artifacts', 'Brand Artifacts', [
      'Our company name and logo are registered trademarks in the markets where we sell.',
      'We have written brand guidelines for logo use, colours and typefaces.',
      'Our logo, colours and typefaces are used consistently in print, online and on signage.',
      'Our website is up to date and works well on mobile phones.',
      "Our domain names and social media accounts are registered in the company's name.",
      'Our logo files, photography and templates are kept in one place every employee can reach.',
      'Our premises, vehicles and packaging carry the brand consistently.',
      'Our proposal and sales templates use the current brand identity.',
      'Our online reviews are monitored and answered.',
      'The rights to brand work made by agencies or freelancers have been assigned to the company.',
    ]),
  ],
};
