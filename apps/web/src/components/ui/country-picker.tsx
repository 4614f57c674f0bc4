import { type Country, countries, searchCountries } from '@exitcraft/shared/content/countries';
import { type KeyboardEvent, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';

export interface CountryPickerProps {
  value: Country;
  onChange: (country: Country) => void;
  disabled?: boolean;
  invalid?: boolean;
}

/**
 * The phone field's country-code button and its searchable list (a combobox over a listbox):
 * type a name or a dial code, move with the arrows, Enter picks, Escape closes.
 */
export function CountryPicker({ value, onChange, disabled, invalid }: CountryPickerProps) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const optionId = (code: string) => `${listId}-${code}`;
  const matches = useMemo(() => searchCountries(query), [query]);

  const show = () => {
    setQuery('');
    setActive(Math.max(0, countries.indexOf(value)));
    setOpen(true);
  };
  const hide = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };
  const pick = (country: Country) => {
    onChange(country);
    hide(true);
  };

  // focus moves into the search box as the list opens, as in any combobox (a focus() of our own:
  // Preact, unlike React, leaves `autoFocus` to the browser, which honours it only on page load)
  useLayoutEffect(() => {
    if (open) searchRef.current?.focus();
  }, [open]);

  // a click anywhere outside closes the list
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  // keep the highlighted option in view while arrowing through the list
  const activeCode = matches[active]?.code;
  useEffect(() => {
    if (!open || !activeCode) return;
    document.getElementById(optionId(activeCode))?.scrollIntoView?.({ block: 'nearest' });
    // optionId only depends on listId, which never changes
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, activeCode]);

  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = matches.length - 1;
    if (event.key === 'ArrowDown') setActive((index) => Math.min(last, index + 1));
    else if (event.key === 'ArrowUp') setActive((index) => Math.max(0, index - 1));
    else if (event.key === 'Home') setActive(0);
    else if (event.key === 'End') setActive(Math.max(0, last));
    else if (event.key === 'Enter') {
      // Enter here picks a country; it must not submit the surrounding form
      event.preventDefault();
      const country = matches[active];
      if (country) pick(country);
      return;
    } else if (event.key === 'Escape') {
      // close only the list, not a dialog around it
      event.preventDefault();
      event.stopPropagation();
      hide(true);
      return;
    } else if (event.key === 'Tab') {
      setOpen(false);
      return;
    } else return;
    event.preventDefault();
  };

  return (
    <div ref={rootRef} className="relative shrink-0">
      <button
        ref={buttonRef}
        type="button"
        disabled={disabled}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-label={`Country code: ${value.name} ${value.dial_code}`}
        onClick={() => (open ? hide(false) : show())}
        className={`inline-flex h-11 items-center gap-1.5 rounded-l-lg border border-r-0 bg-slate-50 px-3 text-base text-slate-900 hover:bg-slate-100 focus:outline-2 focus:outline-offset-1 focus:outline-gold-400 disabled:bg-slate-100 ${invalid ? 'border-red-600' : 'border-slate-300'}`}
      >
        <span aria-hidden="true">{value.flag}</span>
        <span>{value.dial_code}</span>
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 text-slate-500" fill="currentColor">
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
        </svg>
      </button>
      {open && (
        <div className="absolute top-12 left-0 z-30 w-[min(20rem,calc(100vw-3rem))] rounded-xl border border-slate-200 bg-white p-2 shadow-xl">
          <input
            ref={searchRef}
            type="text"
            role="combobox"
            aria-expanded="true"
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={activeCode ? optionId(activeCode) : undefined}
            aria-label="Search country by name or dial code"
            placeholder="Search country or code"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
            }}
            onKeyDown={onSearchKeyDown}
            className="mb-2 block h-10 w-full rounded-lg border border-slate-300 px-3 text-base focus:outline-2 focus:outline-gold-400"
          />
          <ul id={listId} role="listbox" aria-label="Countries" className="max-h-64 overflow-y-auto">
            {matches.map((country, index) => (
              <li
                key={country.code}
                id={optionId(country.code)}
                role="option"
                aria-selected={index === active}
                onPointerDown={(event) => event.preventDefault()}
                onClick={() => pick(country)}
                onPointerMove={() => setActive(index)}
                className={`flex cursor-pointer items-center gap-2 rounded-md px-2 py-2 text-sm ${index === active ? 'bg-navy-50 text-navy-900' : 'text-slate-800'}`}
              >
                <span aria-hidden="true" className="text-lg leading-none">
                  {country.flag}
                </span>
                <span className="flex-1 truncate">{country.name}</span>
                <span className="font-medium text-slate-700">{country.dial_code}</span>
                <span className="w-16 text-right text-xs text-slate-600">{country.phone_length} digits</span>
              </li>
            ))}
          </ul>
          {matches.length === 0 && (
            <p role="status" className="px-2 py-3 text-sm text-slate-600">
              No countries found
            </p>
          )}
        </div>
      )}
    </div>
  );
}
