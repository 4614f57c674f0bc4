import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testUser } from '../../../../test/user.ts';
import { AssessmentTasks } from './assessment-tasks.tsx';
import { ProfileCard } from './profile-card.tsx';
import { StepList } from './step-list.tsx';
import { MemoryRouter } from '../../../../test/render.tsx';

describe('the profile card', () => {
  it('shows each empty field as "Detail Not Provided" and a guest as "Guest Plan"', () => {
    render(<ProfileCard user={testUser({ phone_number: '', country: '  ' })} />);
    expect(screen.getAllByText('Detail Not Provided')).toHaveLength(2);
    expect(screen.getByText('Guest Plan')).toBeInTheDocument();
    expect(screen.getByText('GoldOwl123')).toBeInTheDocument();
  });

  it('shows a member as "Premium Member"', () => {
    render(<ProfileCard user={testUser({ role: 'paid_user', paid: true })} />);
    expect(screen.getByText('Premium Member')).toBeInTheDocument();
  });
});

describe('the assessment tasks', () => {
  it('offer "View Result" for exactly the assessments submitted, whatever their order', () => {
    render(
      <MemoryRouter path="/">
        <AssessmentTasks assessments={{ brand: true, roi: false, diagnostic: false }} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'View Result: Brand Diagnostic' })).toHaveAttribute(
      'href',
      '/dashboard/results/brand',
    );
    expect(screen.getByRole('link', { name: 'View Assessment: ROI/COI Calculator' })).toHaveAttribute(
      'href',
      '/roiassignment',
    );
    expect(screen.getByRole('link', { name: 'View Assessment: Business Assets Checklist' })).toHaveAttribute(
      'href',
      '/brand-diagnostic',
    );
    expect(screen.getAllByRole('link', { name: /^View All Details/ })).toHaveLength(3);
  });
});

describe('the step list', () => {
  it('checks the steps the person is past and marks the current one', () => {
    render(<StepList step={3} />);
    const steps = within(screen.getByRole('list', { name: 'Onboarding steps' })).getAllByRole('listitem');
    expect(steps[0]).toHaveTextContent('(done)');
    expect(steps[1]).toHaveTextContent('(done)');
    expect(steps[2]).not.toHaveTextContent('(done)');
    expect(steps[2]).toHaveAttribute('aria-current', 'step');
  });
});
