import { currencies } from '@exitcraft/shared/content/currencies';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CurrencyPicker } from './currency-picker.tsx';

describe('the currency picker', () => {
  it("shows each currency's country flag, drawn inline, while a screen reader hears the currency", async () => {
    const onChange = vi.fn();
    render(<CurrencyPicker value="EUR" onChange={onChange} />);
    const button = screen.getByRole('button', { name: 'Currency EUR — Euro (€)' });
    expect(button.querySelector('svg[data-flag="EU"]')).toHaveAttribute('aria-hidden', 'true');

    await userEvent.click(button);
    const options = within(screen.getByRole('listbox', { name: 'Currencies' })).getAllByRole('option');
    expect(options).toHaveLength(currencies.length);
    for (const [index, currency] of currencies.entries()) {
      const option = options[index]!;
      const flag = option.querySelector(`svg[data-flag="${currency.country}"]`);
      // a drawing, not text: no request, no emoji font needed
      expect(flag?.children.length, currency.code).toBeGreaterThan(0);
      expect(flag).toHaveAttribute('aria-hidden', 'true');
      expect(option).toHaveAccessibleName(`${currency.code} — ${currency.name} (${currency.symbol})`);
    }
    await userEvent.click(options[2]!);
    expect(onChange).toHaveBeenCalledWith('GBP');
  });
});
