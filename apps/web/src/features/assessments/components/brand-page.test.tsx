import { assessmentMessages, instrumentItems, instruments } from '@exitcraft/shared/content/assessments/index';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../../test/fake-api.ts';
import { inRouter, renderWithQuery } from '../../../../test/render.tsx';
import { draftStorageKeys } from '../drafts.ts';
import { BrandAssessmentPage } from './brand-page.tsx';

const toast = vi.hoisted(() => ({
  info: vi.fn(),
  success: vi.fn(),
  error: vi.fn(),
  warning: vi.fn(),
  message: vi.fn(),
}));
vi.mock('../../../lib/toast.ts', () => ({ toast }));

const items = instrumentItems(instruments.brand);
const allAnswered = Object.fromEntries(items.map((item) => [item.id, 4]));

function keepLocal(answers: Record<string, number>, currentSection: number, lastSaved = '2026-11-25T10:00:00.000Z') {
  localStorage.setItem(draftStorageKeys.brand, JSON.stringify({ answers, currentSection, currency: null, lastSaved }));
}

const show = () => renderWithQuery(inRouter(<BrandAssessmentPage />, '/brandassignment'));
const noServerDraft = () => [204, null] as [number, unknown];

describe('the brand assessment page', () => {
  beforeEach(() => {
    for (const spy of Object.values(toast)) spy.mockClear();
  });

  it('refuses a submission with an unanswered statement and takes the person to it', async () => {
    const { leadership_3: _missing, ...answers } = allAnswered;
    keepLocal(answers, 4);
    const api = fakeApi({
      'GET /assessments/brand/draft/': noServerDraft,
      'PUT /assessments/brand/draft/': () => [200, { saved_at: new Date().toISOString() }],
    });
    show();
    expect(await screen.findByRole('heading', { name: 'Section 4: Brand Artifacts' })).toBeInTheDocument();
    expect(toast.info).toHaveBeenCalledWith(assessmentMessages.recovered, expect.objectContaining({ duration: 3000 }));

    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

    expect(toast.error).toHaveBeenCalledWith(assessmentMessages.incomplete, expect.anything());
    expect(await screen.findByRole('heading', { name: 'Section 1: Leadership' })).toBeInTheDocument();
    await waitFor(() =>
      expect(document.activeElement?.closest('[data-item]')?.getAttribute('data-item')).toBe('leadership_3'),
    );
    expect(api.called('POST /assessments/brand/submissions/')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  });

  it('restores the server draft when it is newer than the local one', async () => {
    keepLocal({ leadership_1: 1 }, 1, '2026-11-25T09:00:00.000Z');
    fakeApi({
      'GET /assessments/brand/draft/': () => [
        200,
        {
          answers: { leadership_1: 5, message_1: 2 },
          current_section: 2,
          currency: null,
          saved_at: '2026-11-25T10:00:00.000Z',
        },
      ],
    });
    show();
    expect(await screen.findByRole('heading', { name: 'Section 2: Message' })).toBeInTheDocument();
    const group = screen.getByRole('group', { name: /^11\./ });
    expect(group.querySelector('input:checked')?.getAttribute('value')).toBe('2');
  });

  it('submits every answer, clears both drafts and goes back to the dashboard', async () => {
    keepLocal(allAnswered, 4);
    const api = fakeApi({
      'GET /assessments/brand/draft/': noServerDraft,
      'POST /assessments/brand/submissions/': () => [
        201,
        {
          id: 's1',
          version: 'brand-2026-11',
          submitted_at: '2026-11-25T10:00:00.000Z',
          scores: { overall: 75, dont_know: 0, sections: [] },
        },
      ],
      'GET /onboarding/': () => [200, {}],
    });
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Landed on /dashboard')).toBeInTheDocument();
    expect(api.called('POST /assessments/brand/submissions/')[0]?.body).toEqual({ answers: allAnswered });
    expect(toast.success).toHaveBeenCalledWith(assessmentMessages.submitted, expect.anything());
    expect(localStorage.getItem(draftStorageKeys.brand)).toBeNull();
    expect(sessionStorage.getItem('assign-1')).toBe('true');
  });

  it('keeps each answer in local storage at once, and "Don\'t Save" deletes both copies', async () => {
    const api = fakeApi({
      'GET /assessments/brand/draft/': noServerDraft,
      'PUT /assessments/brand/draft/': () => [200, { saved_at: new Date().toISOString() }],
      'DELETE /assessments/brand/draft/': () => [204, null],
    });
    show();
    expect(await screen.findByText('Not saved yet')).toBeInTheDocument();
    expect(toast.info).not.toHaveBeenCalled();
    const first = screen.getByRole('group', { name: /^1\./ });
    await userEvent.click(within(first).getByRole('radio', { name: 'Agree' }));
    expect(JSON.parse(localStorage.getItem(draftStorageKeys.brand) ?? '{}').answers).toEqual({ leadership_1: 4 });
    expect(screen.getByText(/^Last saved: /)).toBeInTheDocument();
    await waitFor(() => expect(api.called('PUT /assessments/brand/draft/')).toHaveLength(1));

    await userEvent.click(screen.getByRole('button', { name: /Back/ }));
    expect(screen.getByText(assessmentMessages.unsavedChanges)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: "Don't Save" }));
    expect(await screen.findByText('Landed on /dashboard')).toBeInTheDocument();
    expect(localStorage.getItem(draftStorageKeys.brand)).toBeNull();
    await waitFor(() => expect(api.called('DELETE /assessments/brand/draft/')).toHaveLength(1));
  });

  it('"Save Only" closes the dialog once the local copy is kept, and says plainly that the server copy failed', async () => {
    let answered = 0;
    const api = fakeApi({
      'GET /assessments/brand/draft/': noServerDraft,
      'PUT /assessments/brand/draft/': () =>
        ++answered < 3
          ? [503, { code: 'unavailable', message: 'The service is briefly unavailable.' }]
          : [200, { saved_at: new Date().toISOString() }],
    });
    show();
    expect(await screen.findByText('Not saved yet')).toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('group', { name: /^1\./ })).getByRole('radio', { name: 'Agree' }));
    await waitFor(() => expect(api.called('PUT /assessments/brand/draft/')).toHaveLength(1));

    await userEvent.click(screen.getByRole('button', { name: /Back/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Only' }));
    expect(screen.queryByText(assessmentMessages.unsavedChanges)).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(draftStorageKeys.brand) ?? '{}').answers).toEqual({ leadership_1: 4 });
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(assessmentMessages.serverCopyFailed, expect.anything()),
    );
    expect(toast.success).not.toHaveBeenCalled();
    // the server copy goes again on its own
    await waitFor(() => expect(api.called('PUT /assessments/brand/draft/')).toHaveLength(3), { timeout: 5000 });
  });
});
