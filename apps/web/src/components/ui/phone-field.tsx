import type { Country } from '@exitcraft/shared/content/countries';
import { type Ref, useId } from 'react';
import { CountryPicker } from './country-picker.tsx';
import { describedBy, FieldShell } from './form-field.tsx';

export interface PhoneFieldProps {
  label?: string;
  country: Country;
  onCountryChange: (country: Country) => void;
  /** The national number, digits only. */
  value: string;
  onChange: (digits: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
  disabled?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** Country-code picker plus the national number; anything but digits is dropped as it is typed. */
export function PhoneField({
  label = 'Phone Number',
  country,
  onCountryChange,
  value,
  onChange,
  onBlur,
  error,
  disabled,
  ref,
}: PhoneFieldProps) {
  const id = useId();
  const hint = `${country.name}: ${country.phone_length} digits after ${country.dial_code}`;
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      <div className="flex">
        <CountryPicker value={country} onChange={onCountryChange} disabled={disabled} invalid={Boolean(error)} />
        <input
          ref={ref}
          id={id}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value.replace(/\D/g, ''))}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          className={`block h-11 w-full min-w-0 rounded-r-lg border bg-white px-3 text-base text-slate-900 placeholder:text-slate-500 focus:outline-2 focus:outline-offset-1 focus:outline-gold-400 disabled:bg-slate-100 ${error ? 'border-red-600' : 'border-slate-300'}`}
        />
      </div>
    </FieldShell>
  );
}
