import { type CurrencyCode, currencies } from '@exitcraft/shared/content/currencies';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { CurrencyFlag } from './currency-flag.tsx';

type Currency = (typeof currencies)[number];

/** How a currency is written on the button and read out in the list (its flag is decoration). */
const describe = (currency: Currency) => `${currency.code} — ${currency.name} (${currency.symbol})`;

/**
 * The calculator's currency: a button over a listbox of the 15 currencies, each with its country's
 * flag (section 3's "country logo"), at most 15rem tall (member-area section 9). Arrows move, Enter or Space picks, Escape closes.
 */
export function CurrencyPicker({ value, onChange }: { value: CurrencyCode; onChange: (code: CurrencyCode) => void }) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const listId = useId();
  const labelId = useId();
  const optionId = (code: string) => `${listId}-${code}`;
  const selected = currencies.find((currency) => currency.code === value) ?? currencies[0];

  useEffect(() => {
    if (!open) return;
    listRef.current?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const activeCode = currencies[active]?.code;
  useEffect(() => {
    if (open && activeCode) document.getElementById(`${listId}-${activeCode}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [open, activeCode, listId]);

  const show = () => {
    setActive(
      Math.max(
        0,
        currencies.findIndex((currency) => currency.code === value),
      ),
    );
    setOpen(true);
  };
  const hide = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  const pick = (code: CurrencyCode) => {
    if (code !== value) onChange(code);
    hide();
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const last = currencies.length - 1;
    if (event.key === 'ArrowDown') setActive((index) => Math.min(last, index + 1));
    else if (event.key === 'ArrowUp') setActive((index) => Math.max(0, index - 1));
    else if (event.key === 'Home') setActive(0);
    else if (event.key === 'End') setActive(last);
    else if (event.key === 'Enter' || event.key === ' ') {
      const currency = currencies[active];
      if (currency) pick(currency.code);
    } else if (event.key === 'Escape') {
      event.stopPropagation();
      hide();
    } else if (event.key === 'Tab') {
      setOpen(false);
      return;
    } else return;
    event.preventDefault();
  };

  return (
    <div ref={rootRef} className="relative inline-block">
      <span id={labelId} className="mr-2 text-sm font-semibold text-navy-800">
        Currency
      </span>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-labelledby={`${labelId} ${labelId}-value`}
        onClick={() => (open ? hide() : show())}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            show();
          }
        }}
        className="inline-flex h-11 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 hover:bg-slate-50 focus:outline-2 focus:outline-offset-1 focus:outline-gold-400"
      >
        <CurrencyFlag country={selected.country} />
        <span id={`${labelId}-value`}>{describe(selected)}</span>
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 text-slate-500" fill="currentColor">
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
        </svg>
      </button>
      {open && (
        <ul
          ref={listRef}
          id={listId}
          role="listbox"
          tabIndex={-1}
          aria-label="Currencies"
          aria-activedescendant={activeCode ? optionId(activeCode) : undefined}
          onKeyDown={onListKeyDown}
          className="absolute top-12 right-0 z-30 max-h-60 w-[min(18rem,calc(100vw-2rem))] overflow-y-auto rounded-xl border border-slate-200 bg-white p-1 shadow-xl focus:outline-2 focus:outline-gold-400"
        >
          {currencies.map((currency, index) => (
            <li
              key={currency.code}
              id={optionId(currency.code)}
              role="option"
              aria-label={describe(currency)}
              aria-selected={currency.code === value}
              onPointerDown={(event) => event.preventDefault()}
              onClick={() => pick(currency.code)}
              onPointerMove={() => setActive(index)}
              className={`flex cursor-pointer items-center gap-2 rounded-md px-2 py-2 text-sm ${index === active ? 'bg-navy-50 text-navy-900' : 'text-slate-800'}`}
            >
              <CurrencyFlag country={currency.country} />
              <span className="w-10 font-semibold">{currency.code}</span>
              <span className="flex-1 truncate">{currency.name}</span>
              <span className="text-slate-600">{currency.symbol}</span>
              {currency.code === value && <span aria-hidden="true">✓</span>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
