import { companySizes } from './company-survey.ts';

/*
 * How owners are compared (issue 30, decision 038). Industry is free text in the business
 * details, so it is read into one of a small fixed list by keywords; a text that names none of
 * them is left out of any industry group (the owner still counts among all owners). The size band
 * is the business details' Company Size.
 */

export const industryGroups = [
  {
    id: 'manufacturing',
    name: 'Manufacturing',
    words: [
      'manufactur',
      'factory',
      'fabricat',
      'machin',
      'industrial',
      'production',
      'plastics',
      'metal',
      'chemical',
      'textile',
      'printing',
    ],
  },
  {
    id: 'construction',
    name: 'Construction',
    words: [
      'construct',
      'builder',
      'building',
      'contractor',
      'roofing',
      'plumb',
      'electrical',
      'hvac',
      'carpent',
      'renovat',
      'engineering',
    ],
  },
  {
    id: 'retail',
    name: 'Retail and e-commerce',
    words: ['retail', 'shop', 'store', 'e-commerce', 'ecommerce', 'boutique', 'online sales'],
  },
  {
    id: 'wholesale',
    name: 'Wholesale and distribution',
    words: ['wholesale', 'distribut', 'import', 'export', 'trading', 'supply'],
  },
  {
    id: 'hospitality',
    name: 'Hospitality and food',
    words: [
      'restaurant',
      'hospitality',
      'hotel',
      'food',
      'catering',
      'cafe',
      'café',
      'bakery',
      'bar',
      'beverage',
      'brewery',
      'tourism',
      'travel',
    ],
  },
  {
    id: 'health',
    name: 'Health and care',
    words: ['health', 'medical', 'clinic', 'dental', 'pharma', 'care', 'wellness', 'fitness', 'veterinar', 'therapy'],
  },
  {
    id: 'technology',
    name: 'Technology and software',
    words: [
      'software',
      'saas',
      'technology',
      'tech',
      'it ',
      'it services',
      'computer',
      'digital',
      'internet',
      'app',
      'data',
      'analytics',
      'cyber',
      'telecom',
    ],
  },
  {
    id: 'professional',
    name: 'Professional services',
    words: [
      'consult',
      'accounting',
      'accountan',
      'legal',
      'law',
      'architect',
      'recruit',
      'staffing',
      'advis',
      'services',
      'agency',
      'marketing',
      'advertising',
      'design',
    ],
  },
  {
    id: 'finance',
    name: 'Finance and insurance',
    words: ['financ', 'insurance', 'bank', 'invest', 'wealth', 'mortgage', 'lending'],
  },
  { id: 'property', name: 'Real estate', words: ['real estate', 'property', 'realty', 'letting', 'landlord'] },
  {
    id: 'transport',
    name: 'Transport and logistics',
    words: ['transport', 'logistic', 'freight', 'trucking', 'shipping', 'courier', 'delivery', 'haulage'],
  },
  {
    id: 'education',
    name: 'Education and training',
    words: ['education', 'training', 'school', 'tutor', 'learning', 'academy'],
  },
  {
    id: 'agriculture',
    name: 'Agriculture',
    words: ['agricultur', 'farm', 'horticult', 'forestry', 'fishing', 'landscap'],
  },
  {
    id: 'media',
    name: 'Media and creative',
    words: ['media', 'publishing', 'film', 'video', 'music', 'photograph', 'creative', 'entertainment', 'events'],
  },
] as const;

export type IndustryGroupId = (typeof industryGroups)[number]['id'];

/**
 * The group a free-text industry belongs to: the first group (in the list's order, most specific
 * trades first) with a keyword at the start of a word of the text; null when none matches.
 */
export function classifyIndustry(text: string | null | undefined): IndustryGroupId | null {
  if (!text) return null;
  const normal = ` ${text
    .toLowerCase()
    .replace(/[^a-z0-9é&-]+/g, ' ')
    .trim()} `;
  for (const group of industryGroups) {
    if (group.words.some((word) => normal.includes(` ${word}`))) return group.id;
  }
  return null;
}

export function industryGroupName(id: IndustryGroupId): string {
  return industryGroups.find((group) => group.id === id)?.name ?? id;
}

export type SizeBand = (typeof companySizes)[number];
export const sizeBands = companySizes;

export function sizeBandOf(value: string | null | undefined): SizeBand | null {
  return sizeBands.find((band) => band === value) ?? null;
}

/** No percentile step covers fewer owners than this, and no bucket reaches the very top or bottom (decision 038). */
export const benchmarkBucketOwners = 5;

export const notEnoughPeersMessage = 'Not enough peers yet to compare with.';
export const noPeerGroupMessage =
  'Add your industry and company size to your business details to be compared with owners like you.';
