import { instrumentItems, instruments } from '@exitcraft/shared/content/assessments/index';
import { formatCurrency } from '@exitcraft/shared/content/currencies';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../../../test/fake-api.ts';
import { inRouter, renderWithQuery } from '../../../../../test/render.tsx';
import { BrandResult } from './brand-result.tsx';
import { DiagnosticResult } from './diagnostic-result.tsx';
import { RoiResult } from './roi-result.tsx';

const roiItems = instrumentItems(instruments.roi);

/** The whole result: its parts render one per frame (InTurns); `last` is in the last to come. */
const wholeResult = (last: string | RegExp) => screen.findByText(last);
// every amount different, so a cell showing the wrong answer is caught
const roiAnswers = Object.fromEntries(roiItems.map((item, index) => [item.id, (index + 1) * 1000]));
const roiScores = (answers: Record<string, number>, currency = 'EUR') => {
  const sections = instruments.roi.sections.map((section) => {
    const issueIds = [...new Set(section.items.map((item) => item.issue!))];
    const issues = issueIds.map((id) => ({
      id,
      name: id,
      subtotal_label: `Subtotal: ${id}`,
      subtotal: section.items
        .filter((item) => item.issue === id)
        .reduce((sum, item) => sum + (answers[item.id] ?? 0), 0),
    }));
    return {
      id: section.id,
      name: section.name,
      total: issues.reduce((sum, issue) => sum + issue.subtotal, 0),
      issues,
    };
  });
  return { currency, grand_total: sections.reduce((sum, section) => sum + section.total, 0), sections };
};

describe('the ROI/COI result', () => {
  it('fills every value cell from the submission, in its currency, with the totals and the change', async () => {
    const older = Object.fromEntries(roiItems.map((item) => [item.id, 500]));
    fakeApi({
      'GET /assessments/roi/submissions/': () => [
        200,
        [
          {
            id: 'new',
            version: 'roi-2026-11',
            submitted_at: '2026-11-25T10:00:00.000Z',
            scores: roiScores(roiAnswers),
          },
          { id: 'old', version: 'roi-2026-11', submitted_at: '2026-11-20T10:00:00.000Z', scores: roiScores(older) },
        ],
      ],
      'GET /assessments/roi/submissions/new/': () => [
        200,
        {
          id: 'new',
          version: 'roi-2026-11',
          submitted_at: '2026-11-25T10:00:00.000Z',
          scores: roiScores(roiAnswers),
          answers: roiAnswers,
        },
      ],
    });
    renderWithQuery(inRouter(<RoiResult />, '/dashboard/results/roi'));
    await wholeResult(`Total: ${instruments.roi.sections.at(-1)!.name}`);
    const table = (await screen.findAllByRole('table'))[0]!;
    const head = within(table).getAllByRole('rowgroup')[0]!;
    expect(
      within(head)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['ISSUES', 'Topic', '€ VALUE']);
    const valueCells = within(table)
      .getAllByRole('row')
      .map((row) => row.querySelectorAll('td'))
      .filter((cells) => cells.length > 0)
      .map((cells) => cells[cells.length - 1]!.textContent ?? '');
    // one per question, a subtotal per issue, a total per section, and the grand total
    expect(valueCells.length).toBeGreaterThan(roiItems.length);
    for (const text of valueCells) expect(text).toMatch(/\d.*€/);
    expect(valueCells[0]).toBe(formatCurrency(1000, 'EUR'));
    expect(valueCells).toContain(formatCurrency(roiItems.length * 1000, 'EUR'));
    const grand = roiScores(roiAnswers).grand_total;
    expect(within(table).getByRole('row', { name: /GRAND TOTAL/ })).toHaveTextContent(
      formatCurrency(grand, 'EUR').replace(/\s/g, ' '),
    );
    expect(within(table).getAllByText('▲').length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: 'History' })).toBeInTheDocument();
  });

  it('offers to start while nothing was submitted', async () => {
    fakeApi({ 'GET /assessments/roi/submissions/': () => [200, []] });
    renderWithQuery(inRouter(<RoiResult />, '/dashboard/results/roi'));
    expect(await screen.findByText(/Not taken yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start the assessment' })).toHaveAttribute('href', '/roiassignment');
  });
});

describe('the Brand Diagnostic Results', () => {
  it('shows each answer in words and colour, the scores, and opens an earlier submission', async () => {
    const items = instrumentItems(instruments.brand);
    const answers = Object.fromEntries(items.map((item, index) => [item.id, (index % 5) + 1]));
    const scores = (overall: number) => ({
      overall,
      dont_know: 8,
      sections: instruments.brand.sections.map((section) => ({ id: section.id, name: section.name, score: overall })),
    });
    const api = fakeApi({
      'GET /assessments/brand/submissions/': () => [
        200,
        [
          { id: 'b2', version: 'brand-2026-11', submitted_at: '2026-11-25T10:00:00.000Z', scores: scores(60) },
          { id: 'b1', version: 'brand-2026-11', submitted_at: '2026-11-01T10:00:00.000Z', scores: scores(50) },
        ],
      ],
      'GET /assessments/brand/submissions/b2/': () => [
        200,
        { id: 'b2', version: 'brand-2026-11', submitted_at: '2026-11-25T10:00:00.000Z', scores: scores(60), answers },
      ],
      'GET /assessments/brand/submissions/b1/': () => [
        200,
        { id: 'b1', version: 'brand-2026-11', submitted_at: '2026-11-01T10:00:00.000Z', scores: scores(50), answers },
      ],
    });
    renderWithQuery(inRouter(<BrandResult />, '/dashboard/results/brand'));
    expect(await screen.findByText('Assessment Completed')).toBeInTheDocument();
    await wholeResult('Retake the assessment');
    expect(screen.getAllByText('Strongly Agree')).toHaveLength(8);
    expect(screen.getAllByText('Strongly Agree')[0]).toHaveClass('bg-emerald-100');
    expect(screen.getAllByText("Don't Know")[0]).toHaveClass('bg-yellow-100');
    expect(screen.getAllByText('Strongly Disagree')[0]).toHaveClass('bg-red-100');
    // the real submitted date, not today's
    expect(screen.getByText('Submitted Date').nextElementSibling).toHaveTextContent(/^November 25, 2026/);
    expect(screen.getAllByText('10.0 points').length).toBe(5);
    expect(screen.getByRole('img', { name: 'Score by section (out of 100)' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: /November 1, 2026/ }));
    expect(await screen.findByRole('link', { name: /November 1, 2026/, current: 'page' })).toBeInTheDocument();
    expect(api.called('GET /assessments/brand/submissions/b1/')).toHaveLength(1);
  });
});

describe('the Questionnaire results', () => {
  it('shows every answer and each section’s % Yes, and an error with Retry', async () => {
    let fail = true;
    const items = instrumentItems(instruments.diagnostic);
    const answers = Object.fromEntries(items.map((item, index) => [item.id, index % 2 === 0 ? 'Y' : 'N']));
    const scores = {
      overall: { yes: 16, total: 32, yes_pct: 50 },
      sections: instruments.diagnostic.sections.map((section) => ({
        id: section.id,
        name: section.name,
        yes: 1,
        total: 2,
        yes_pct: 42.5,
      })),
    };
    const api = fakeApi({
      'GET /assessments/diagnostic/submissions/': () =>
        fail
          ? [500, { code: 'internal_error', message: 'Something went wrong on our side.' }]
          : [200, [{ id: 'd1', version: 'diagnostic-2026-11', submitted_at: '2026-11-25T10:00:00.000Z', scores }]],
      'GET /assessments/diagnostic/submissions/d1/': () => [
        200,
        { id: 'd1', version: 'diagnostic-2026-11', submitted_at: '2026-11-25T10:00:00.000Z', scores, answers },
      ],
    });
    renderWithQuery(inRouter(<DiagnosticResult />, '/dashboard/results/diagnostic'));
    expect(await screen.findByText('Error Loading Data')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Questionnaire Results')).toBeInTheDocument();
    await wholeResult('Retake the checklist');
    expect(screen.getAllByText('Yes', { exact: true })).toHaveLength(Math.ceil(items.length / 2));
    expect(screen.getAllByText('No', { exact: true })).toHaveLength(Math.floor(items.length / 2));
    expect(screen.getAllByText('42.5%').length).toBeGreaterThanOrEqual(instruments.diagnostic.sections.length);
    await vi.waitFor(() => expect(api.called('GET /assessments/diagnostic/submissions/')).toHaveLength(2));
  });
});
