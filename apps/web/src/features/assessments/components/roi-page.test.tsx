import { formatCurrency } from '@exitcraft/shared/content/currencies';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../../test/fake-api.ts';
import { inRouter, renderWithQuery } from '../../../../test/render.tsx';
import { draftStorageKeys } from '../drafts.ts';
import { RoiAssessmentPage } from './roi-page.tsx';

vi.mock('../../../lib/toast.ts', () => ({
  toast: { info: vi.fn(), success: vi.fn(), error: vi.fn(), warning: vi.fn(), message: vi.fn() },
}));

const plain = (text: string) => text.replace(/\s/g, ' ');

describe('the ROI/COI calculator', () => {
  it('formats amounts as typed, turns non-numbers into 0, adds up the section and keeps the currency', async () => {
    const api = fakeApi({
      'GET /assessments/roi/draft/': () => [204, null],
      'PUT /assessments/roi/draft/': () => [200, { saved_at: new Date().toISOString() }],
    });
    renderWithQuery(inRouter(<RoiAssessmentPage />, '/roiassignment'));
    const first = await screen.findByLabelText('Revenue lost to opportunities pursued late or not at all');
    await userEvent.type(first, '12500');
    expect(first).toHaveValue(formatCurrency(12500, 'USD'));
    const second = screen.getByLabelText('Money spent on projects abandoned when priorities changed');
    await userEvent.type(second, 'x');
    expect(second).toHaveValue(formatCurrency(0, 'USD'));
    expect(plain(screen.getByText(/^Section subtotal/).parentElement?.textContent ?? '')).toContain(
      plain(formatCurrency(12500, 'USD')),
    );

    await userEvent.click(screen.getByRole('button', { name: /Currency/ }));
    await userEvent.click(screen.getByRole('option', { name: /EUR/ }));
    expect(first).toHaveValue(formatCurrency(12500, 'EUR'));
    const kept = JSON.parse(localStorage.getItem(draftStorageKeys.roi) ?? '{}');
    expect(kept).toMatchObject({ currency: 'EUR', answers: { no_strategic_plan_1: 12500, no_strategic_plan_2: 0 } });
    // the server copy follows within the 2 s gap of the draft sync
    await waitFor(
      () => expect(api.called('PUT /assessments/roi/draft/').at(-1)?.body).toMatchObject({ currency: 'EUR' }),
      { timeout: 5000 },
    );
  });
});
