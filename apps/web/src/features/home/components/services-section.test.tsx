import { homeServices } from '@exitcraft/shared/content/home';
import { featureMatrix, matrixFootnote } from '@exitcraft/shared/content/service-facts';
import { services } from '@exitcraft/shared/content/pricing-services';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ServicesSection } from './services-section.tsx';

const card = (name: string) => {
  const heading = screen.getByRole('heading', { level: 3, name: new RegExp(`${name}$`) });
  return within(heading.closest('li') as HTMLElement);
};

describe('home services', () => {
  it('say what each tier gets in the plans page’s words', () => {
    render(<ServicesSection />);
    expect(screen.queryByText('See plans')).toBeNull();
    for (const service of homeServices) {
      const row = featureMatrix.find((each) => each.id === service.id);
      expect(row, service.id).toBeDefined();
      expect(card(service.name).getAllByText(row?.guest.text ?? '').length, service.id).toBeGreaterThan(0);
      expect(card(service.name).getAllByText(row?.member.text ?? '').length, service.id).toBeGreaterThan(0);
    }
    // the matrix's asterisk ("Guaranteed seat*") comes with its footnote
    expect(screen.getByText(matrixFootnote)).toBeVisible();
  });

  it('date the course as the plans page does', () => {
    render(<ServicesSection />);
    const course = services.find((service) => service.id === 'course');
    const sentence = course?.member.points.find((point) => point.includes('October 2025')) ?? 'missing';
    expect(card('Course').getByText(new RegExp(sentence.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))).toBeVisible();
  });
});
