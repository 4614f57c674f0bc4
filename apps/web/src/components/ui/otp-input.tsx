import { type ClipboardEvent, type KeyboardEvent, useRef } from 'react';

export interface OtpInputProps {
  /** One entry per box, '' when empty. */
  value: readonly string[];
  onChange: (value: string[]) => void;
  disabled?: boolean;
  invalid?: boolean;
  /** Names the group for screen readers. */
  label?: string;
  describedBy?: string | undefined;
  /** Focus the first box when shown; inside a Modal this wins over the dialog's first control. */
  autoFocus?: boolean;
}

/** An empty code of the given length. */
export const emptyOtp = (length = 6) => Array.from({ length }, () => '');

const onlyDigits = (text: string) => text.replace(/\D/g, '');

/**
 * One box per digit: typing a digit fills the box and moves on, Backspace in an empty box moves
 * back, the arrows move, and pasting (or an autofilled code) spreads the digits across the boxes.
 */
export function OtpInput({
  value,
  onChange,
  disabled,
  invalid,
  label = 'One-time code',
  describedBy,
  autoFocus = false,
}: OtpInputProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const length = value.length;
  const focusBox = (index: number) => boxes.current[Math.max(0, Math.min(length - 1, index))]?.focus();

  /** Writes digits from `start` onwards and focuses the box after the last one written. */
  const fill = (start: number, digits: string) => {
    const next = [...value];
    const usable = digits.slice(0, length - start);
    for (let offset = 0; offset < usable.length; offset += 1) next[start + offset] = usable[offset] ?? '';
    onChange(next);
    focusBox(start + usable.length);
  };

  const handleChange = (index: number, raw: string) => {
    const digits = onlyDigits(raw);
    if (raw === '') {
      const next = [...value];
      next[index] = '';
      onChange(next);
      return;
    }
    if (!digits) return;
    // a box that already held a digit receives old + new: keep the newest keystroke only;
    // anything longer is an autofill or a paste, spread over the boxes (a whole code from the first)
    const typed = value[index] && digits.length === 2 ? digits.slice(-1) : digits;
    fill(typed.length >= length ? 0 : index, typed);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !value[index] && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    const digits = onlyDigits(event.clipboardData.getData('text'));
    event.preventDefault();
    if (!digits) return;
    fill(digits.length >= length ? 0 : index, digits);
  };

  return (
    <div role="group" aria-label={label} aria-describedby={describedBy} className="flex justify-center gap-2 sm:gap-3">
      {value.map((digit, index) => (
        <input
          // the boxes never reorder, so the position is the identity
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          type="text"
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          pattern="[0-9]*"
          data-autofocus={autoFocus && index === 0 ? '' : undefined}
          aria-label={`Digit ${index + 1} of ${length}`}
          aria-invalid={invalid ? true : undefined}
          value={digit}
          disabled={disabled}
          onChange={(event) => handleChange(index, event.target.value)}
          onKeyDown={(event) => handleKeyDown(index, event)}
          onPaste={(event) => handlePaste(index, event)}
          onFocus={(event) => event.target.select()}
          className={`size-11 rounded-lg border text-center text-xl font-bold text-navy-900 focus:outline-2 focus:outline-offset-1 focus:outline-gold-400 disabled:bg-slate-100 sm:size-12 ${invalid ? 'border-red-600' : 'border-slate-300'}`}
        />
      ))}
    </div>
  );
}
