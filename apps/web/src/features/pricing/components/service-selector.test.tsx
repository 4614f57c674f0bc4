import { services } from '@exitcraft/shared/content/pricing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FaqAccordion } from './faq-accordion.tsx';
import { ServiceSelector } from './service-selector.tsx';
import { MemoryRouter } from '../../../../test/render.tsx';

vi.mock('../../../lib/session.ts', () => ({ useSession: () => ({ status: 'unauthenticated', user: null }) }));

const renderSelector = () =>
  render(
    <MemoryRouter path="/">
      <ServiceSelector />
    </MemoryRouter>,
  );

describe('service selector', () => {
  it('has 13 tabs with CROSSCHECK selected first', () => {
    renderSelector();
    const tabs = within(screen.getByRole('tablist', { name: 'Services' })).getAllByRole('tab');
    expect(tabs).toHaveLength(13);
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('CROSSCHECK');
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveAccessibleName('CROSSCHECK');
    expect(within(panel).getByText('Report expected within 14 days; street value within 30-90 days.')).toBeVisible();
  });

  it('switches both panels on click', async () => {
    renderSelector();
    await userEvent.click(screen.getByRole('tab', { name: 'COMMUNITY' }));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('Listen only')).toBeVisible();
    expect(within(panel).getByText('Full participation')).toBeVisible();
  });

  it('moves with the arrow keys, Home and End, keeping one tab stop', async () => {
    renderSelector();
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'CROSSCHECK' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'CONFIDANTE' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'CONFIDANTE' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'COMPLETE' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'CROSSCHECK' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'COMPLETE' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab').filter((tab) => tab.tabIndex === 0)).toHaveLength(1);
  });

  it('has guest and member text for every service', () => {
    for (const service of services) {
      expect(service.guest.points.length, service.id).toBeGreaterThan(0);
      expect(service.member.points.length, service.id).toBeGreaterThan(0);
    }
  });
});

describe('FAQ accordion', () => {
  it('has 12 questions, closed, that open and close with the keyboard', async () => {
    render(<FaqAccordion />);
    const questions = screen.getAllByRole('button');
    expect(questions).toHaveLength(12);
    for (const question of questions) expect(question).toHaveAttribute('aria-expanded', 'false');
    const refund = screen.getByRole('button', { name: 'Can I get a refund?' });
    refund.focus();
    await userEvent.keyboard('{Enter}');
    expect(refund).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Can I get a refund?' })).toHaveTextContent(/90-day/);
    await userEvent.keyboard(' ');
    expect(refund).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Can I get a refund?' })).toBeNull();
  });
});
