import { useId } from 'react';

export interface Choice<Value extends string | number> {
  value: Value;
  label: string;
}

/**
 * One question as a native radio group: Tab reaches it, the arrows move between its choices, Space
 * picks. The choices are labelled in words, and the picked one is marked by more than its colour.
 */
export function ChoiceGroup<Value extends string | number>({
  itemId,
  number,
  text,
  choices,
  value,
  onChange,
  missing = false,
}: {
  itemId: string;
  number: number;
  text: string;
  choices: readonly Choice<Value>[];
  value: Value | undefined;
  onChange: (value: Value) => void;
  missing?: boolean;
}) {
  const name = useId();
  return (
    <fieldset
      data-item={itemId}
      className={`rounded-xl border p-4 ${missing ? 'border-red-400 bg-red-50/40' : 'border-slate-200'}`}
    >
      <legend className="sr-only">
        {number}. {text}
      </legend>
      <p aria-hidden="true" className="font-medium text-navy-900">
        <span className="mr-1 text-slate-500">{number}.</span>
        {text}
      </p>
      <div className={`mt-3 grid gap-2 ${choices.length > 2 ? 'grid-cols-5' : 'grid-cols-2 sm:max-w-xs'}`}>
        {choices.map((choice) => {
          const checked = value === choice.value;
          return (
            <label key={choice.value} className="relative block cursor-pointer">
              <input
                type="radio"
                name={name}
                value={String(choice.value)}
                checked={checked}
                onChange={() => onChange(choice.value)}
                className="peer sr-only"
              />
              <span
                className={`flex h-full min-h-11 items-center justify-center rounded-lg border px-1 py-2 text-center text-xs leading-tight peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-gold-500 sm:text-sm ${
                  checked
                    ? 'border-navy-900 bg-navy-900 font-semibold text-white'
                    : 'border-slate-300 bg-white text-slate-800 hover:bg-navy-50'
                }`}
              >
                {checked && (
                  // an icon, not a ✓ character: text would become part of the radio's name
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 20 20"
                    className="absolute -top-1.5 -right-1.5 size-5 rounded-full bg-gold-400 p-0.5 text-navy-950"
                    fill="currentColor"
                  >
                    <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" />
                  </svg>
                )}
                {choice.label}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
