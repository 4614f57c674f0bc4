import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../../test/fake-api.ts';
import { MemoryRouter, renderWithQuery } from '../../../../test/render.tsx';
import { SurveyResult } from './survey-result.tsx';

const submitted = {
  businessName: 'Harbor Analytics Inc.',
  industry: 'Software',
  incorporationDate: '2012-04-30',
  address1: '100 King St W',
  address2: null,
  country: 'Canada',
  stageOfGrowth: ['Growing', 'Pre-succession'],
  companySize: 'Medium',
  yourRole: 'Executive/Owner',
  yourRoleOther: null,
  offerings: 'Services',
  companySuccessionPlan: 'Not-Exist',
  companyBusinessPlan: 'EXISTS',
  revenues: 'UPWARDS',
  profits: 'UNCHANGED',
  cashFlowPosition: 'Strong',
  marketAwareness: 'Sufficient',
  staffTurnaround: 'Weak',
  rndProcess: 'Formal',
  hrProcess: 'Informal',
  salesProcess: 'Formal',
  publicityAdvertisingPlan: 'Informal',
  marketingStrategy: 'Formal',
  culture: 'Candid.',
  submitted_at: '2026-11-20T15:00:00.000Z',
  updated_at: '2026-11-20T15:00:00.000Z',
};

const show = () =>
  renderWithQuery(
    <MemoryRouter path="/">
      <SurveyResult />
    </MemoryRouter>,
  );

describe('the Details Result view', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('labels Formal processes Structured and others Flexible, and marks the strengths', async () => {
    fakeApi({ 'GET /company-surveys/': () => [200, submitted] });
    show();
    expect(await screen.findByText('Harbor Analytics Inc.')).toBeInTheDocument();
    expect(screen.getAllByText('Structured')).toHaveLength(3);
    expect(screen.getAllByText('Flexible')).toHaveLength(2);
    expect(screen.getByText('Growing, Pre-succession')).toBeInTheDocument();
    // Strong cash flow, UPWARDS revenues, the business plan that EXISTS and three Formal processes
    expect(screen.getAllByText('(a strength)')).toHaveLength(3 + 3);
    expect(screen.getByText(/November 20, 2026/)).toBeInTheDocument();
  });

  it.each([
    ['Strong', 'Strong: low turnover', true],
    ['Sufficient', 'Sufficient: some turnover', false],
    ['Weak', 'Weak: high turnover', false],
  ])(
    'reads a %s Staff Turnaround as the Exit Readiness Score does: low turnover is the strength',
    async (answer, text, strength) => {
      fakeApi({ 'GET /company-surveys/': () => [200, { ...submitted, staffTurnaround: answer }] });
      show();
      const value = (await screen.findByText('Staff Turnaround')).nextElementSibling;
      expect(value).toHaveTextContent(strength ? `${text} (a strength)` : text, { normalizeWhitespace: true });
      expect(value?.textContent?.includes('(a strength)')).toBe(strength);
    },
  );

  it('offers the form while nothing was submitted', async () => {
    fakeApi({ 'GET /company-surveys/': () => [200, { ...submitted, submitted_at: null }] });
    show();
    expect(await screen.findByText('You have not submitted your business details yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Details' })).toHaveAttribute('href', '/businessdetails');
  });

  it('shows "Error Loading Data" with the server\'s reason and Retry when the survey cannot be read', async () => {
    const api = fakeApi({
      'GET /company-surveys/': () => [500, { code: 'internal_error', message: 'Something went wrong on our side.' }],
    });
    show();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Error Loading Data' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Something went wrong on our side.');
    const retry = within(alert).getByRole('button', { name: 'Retry' });
    retry.click();
    await vi.waitFor(() => expect(api.called('GET /company-surveys/')).toHaveLength(2));
  });
});
