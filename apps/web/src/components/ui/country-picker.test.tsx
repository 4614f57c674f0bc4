import { countries, type Country } from '@exitcraft/shared/content/countries';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CountryPicker } from './country-picker.tsx';

const byCode = (code: string) => countries.find((country) => country.code === code) as Country;

function Harness() {
  const [country, setCountry] = useState(byCode('us'));
  return <CountryPicker value={country} onChange={setCountry} />;
}

describe('country list data', () => {
  it('has about 80 countries with the spec lengths', () => {
    expect(countries.length).toBeGreaterThanOrEqual(75);
    const lengths = Object.fromEntries(countries.map((country) => [country.code, country.phone_length]));
    expect(lengths).toMatchObject({ us: 10, gb: 10, in: 10, ca: 10, au: 9, de: 11, cn: 11, br: 11, sg: 8, fj: 7 });
    for (const country of countries) {
      expect(country.phone_length).toBeGreaterThanOrEqual(7);
      expect(country.phone_length).toBeLessThanOrEqual(11);
      expect(country.dial_code).toMatch(/^\+\d{1,3}$/);
      expect([...country.flag]).toHaveLength(2);
    }
    expect(new Set(countries.map((country) => country.code)).size).toBe(countries.length);
  });
});

describe('CountryPicker', () => {
  it('opens a searchable list showing flag, name, dial code and length', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const button = screen.getByRole('button', { name: 'Country code: United States +1' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const search = screen.getByRole('combobox', { name: 'Search country by name or dial code' });
    expect(search).toHaveFocus();
    expect(screen.getAllByRole('option')).toHaveLength(countries.length);
    const india = screen.getByRole('option', { name: /India/ });
    expect(india).toHaveTextContent('🇮🇳India+9110 digits');
  });

  it('searches by name and by dial code, and says when nothing matches', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: /Country code/ }));
    const search = screen.getByRole('combobox');
    await user.type(search, 'germ');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['🇩🇪Germany+4911 digits']);
    await user.clear(search);
    await user.type(search, '+679');
    expect(screen.getAllByRole('option')).toHaveLength(1);
    expect(screen.getByRole('option')).toHaveTextContent('Fiji');
    await user.clear(search);
    await user.type(search, '44');
    expect(screen.getByRole('option')).toHaveTextContent('United Kingdom');
    await user.clear(search);
    await user.type(search, 'Atlantis');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByText('No countries found')).toBeInTheDocument();
  });

  it('works from the keyboard: arrows move the active option, Enter picks, Escape closes', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: /Country code/ }));
    const search = screen.getByRole('combobox');
    await user.type(search, 'united');
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent?.replace(/\+.*/, ''))).toEqual([
      '🇦🇪United Arab Emirates',
      '🇬🇧United Kingdom',
      '🇺🇸United States',
    ]);
    expect(search).toHaveAttribute('aria-activedescendant', options[0]?.id);
    await user.keyboard('{ArrowDown}');
    expect(search).toHaveAttribute('aria-activedescendant', options[1]?.id);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    const button = screen.getByRole('button', { name: 'Country code: United Kingdom +44' });
    expect(button).toHaveFocus();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.click(button);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('picks with a click and closes on a click outside', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Harness />
        <p>Outside</p>
      </>,
    );
    await user.click(screen.getByRole('button', { name: /Country code/ }));
    await user.click(screen.getByRole('option', { name: /Singapore/ }));
    expect(screen.getByRole('button', { name: 'Country code: Singapore +65' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Country code/ }));
    await user.click(screen.getByText('Outside'));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});
