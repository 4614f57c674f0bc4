import { roiMaxAmount } from '@exitcraft/shared/content/assessments/roi';

/**
 * What a money input holds once typed (member-area section 5): the digits, as a whole amount;
 * anything that is not a number becomes 0. Separators and symbols of any locale are ignored
 * ("1.234 €", "$1,234" and "1234" are all 1234), since amounts never have decimals. An empty
 * field is undefined: nothing answered yet. Amounts stop at the largest the server accepts.
 */
export function parseAmount(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  const digits = text.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  if (digits === '') return 0;
  if (digits.length > String(roiMaxAmount).length) return roiMaxAmount;
  return Math.min(Number(digits), roiMaxAmount);
}

/** The sum of the answered amounts among `ids`. */
export function sumAmounts(answers: Record<string, unknown>, ids: readonly string[]): number {
  return ids.reduce((total, id) => total + (typeof answers[id] === 'number' ? answers[id] : 0), 0);
}
