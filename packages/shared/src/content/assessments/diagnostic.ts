import type { Instrument, InstrumentSection } from './types.ts';

/*
 * The brand diagnostic, or business assets checklist (member-area section 3): yes/no questions
 * in five sections of 6, 3, 15, 4 and 4. The spec also calls them "34 questions", but its own
 * section counts add up to 32; the sections are followed here, and the total is derived from
 * them everywhere (nothing hard-codes 34). Each is asked so that Yes is the healthy answer.
 */

export const diagnosticAnswers = ['Y', 'N'] as const;
export type DiagnosticAnswer = (typeof diagnosticAnswers)[number];

const section = (id: string, name: string, questions: string[]): InstrumentSection => ({
  id,
  name,
  items: questions.map((text, index) => ({ id: `${id}_${index + 1}`, text })),
});

export const diagnosticInstrument: Instrument = {
  kind: 'diagnostic',
  version: 'diagnostic-2026-11',
  sections: [
    section('logo', 'Corporate Logo', [
      'Was your logo designed by a professional designer?',
      'Is your logo registered as a trademark?',
      'Does your logo stay legible in one colour and at small sizes, such as a browser tab icon?',
      'Does the company hold the original vector files of the logo?',
      'Has the logo been reviewed within the last ten years?',
      'Is the logo used the same way on every document, sign and screen?',
    ]),
    section('identity', 'Corporate Identity', [
      'Do you have written brand guidelines covering colours, typefaces and logo use?',
      'Do all employees use the same email signature, document templates and business cards?',
      'Is your company name legally protected in every market where you trade?',
    ]),
    section('brand', 'Company Brand', [
      'Do you have a written brand promise?',
      'Do you have a positioning statement of six words or fewer?',
      'Can every senior leader state the brand promise without notes?',
      'Have you defined the customer segments your brand is aimed at?',
      'Do you know how customers see your brand compared with your three main competitors?',
      'Have you asked customers about your brand within the last 12 months?',
      'Are the company values written down and given to every employee?',
      'Is one member of the senior team accountable for the brand?',
      'Do you set a brand and marketing budget every year?',
      'Does your website describe your current offer and positioning?',
      'Do you publish customer testimonials or case studies?',
      'Do you monitor your online reviews and respond to them?',
      'Do you have a plan for the brand to continue after the owner leaves?',
      'Can you charge more than competitors because of your brand?',
      'Does the company own every domain name and social media account that carries the brand?',
    ]),
    section('wealth', 'Brand Wealth Management', [
      'Has a professional valued your brand as an intangible asset?',
      'Is the brand listed as an asset in your exit or succession plan?',
      'Are the trademarks, domains and other brand rights held by the company rather than by an individual?',
      'Do you review the return on your brand and marketing spending every year?',
    ]),
    section('customer', 'Customer', [
      'Do you know your customer retention rate for the last twelve months?',
      'Do you measure customer satisfaction or Net Promoter Score at least once a year?',
      'Does your largest customer account for less than 15% of revenue?',
      'Are customer relationships recorded in a company system rather than held by individual employees?',
    ]),
  ],
};
