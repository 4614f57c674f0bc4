import { describe, expect, it } from 'vitest';
import { surveyFields } from './company-survey.ts';
import { answerNotes, answerScore, answerScores, isStrength, isWeakness, type RatedField } from './survey-answers.ts';

describe('what each business-details answer means', () => {
  it('rates every option of every rated question, from 0 to 100', () => {
    for (const field of Object.keys(answerScores) as RatedField[]) {
      const { kind } = surveyFields[field];
      expect(kind.type, field).toBe('choice');
      const options = kind.type === 'choice' ? kind.options : [];
      expect(Object.keys(answerScores[field]).sort(), field).toEqual([...options].sort());
      for (const option of options) expect(answerScore(field, option), `${field} ${option}`).toBeGreaterThanOrEqual(0);
    }
  });

  it('counts low staff turnover ("Staff Turnaround": Strong) as the strength, and says so beside the answer', () => {
    expect(answerScore('staffTurnaround', 'Strong')).toBe(100);
    expect(isStrength('staffTurnaround', 'Strong')).toBe(true);
    expect(answerScore('staffTurnaround', 'Sufficient')).toBe(50);
    expect(isWeakness('staffTurnaround', 'Weak')).toBe(true);
    expect(isStrength('staffTurnaround', 'Weak')).toBe(false);
    expect(answerNotes.staffTurnaround?.Strong).toBe('low turnover');
    expect(surveyFields.staffTurnaround.hint).toContain('Strong if few leave (low turnover)');
  });

  it('gives no meaning to a missing answer, an unknown one, or a question that is not rated', () => {
    expect(answerScore('cashFlowPosition', null)).toBeNull();
    expect(answerScore('cashFlowPosition', 'Excellent')).toBeNull();
    expect(answerScore('industry', 'Software')).toBeNull();
    expect(isWeakness('companySuccessionPlan', 'Not-Exist')).toBe(true);
    expect(isStrength('rdProcess', 'Formal')).toBe(true);
  });
});
