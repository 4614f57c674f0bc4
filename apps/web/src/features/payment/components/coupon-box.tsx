import { checkoutCopy } from '@exitcraft/shared/content/pricing';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { applyCoupon, type CouponReply } from '../api/apply-coupon.ts';

interface CouponBoxProps {
  applied: CouponReply | null;
  onApplied: (reply: CouponReply) => void;
  disabled?: boolean;
}

/** "Coupon Code" + "Apply Now"; the server's error text shows in red under the box. */
export function CouponBox({ applied, onApplied, disabled = false }: CouponBoxProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputId = useId();
  const messageId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (!trimmed) return setError(checkoutCopy.couponRequired);
    setBusy(true);
    setError(null);
    try {
      onApplied(await applyCoupon(trimmed));
    } catch (failure) {
      setError(failure instanceof ApiError && failure.status !== 0 ? failure.message : checkoutCopy.couponNetworkError);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="rounded-xl border border-slate-200 bg-slate-50 p-4">
      <label htmlFor={inputId} className="block text-sm font-semibold text-navy-900">
        {checkoutCopy.couponLabel}
      </label>
      <div className="mt-2 flex gap-2">
        <input
          id={inputId}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          placeholder={checkoutCopy.couponPlaceholder}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          aria-invalid={error ? true : undefined}
          aria-describedby={error || applied ? messageId : undefined}
          className="h-11 min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 text-slate-900 uppercase placeholder:text-slate-500 placeholder:normal-case focus:border-navy-700 focus:outline-2 focus:outline-gold-400"
        />
        <Button type="submit" variant="secondary" disabled={busy || disabled}>
          {busy ? checkoutCopy.applyingCoupon : checkoutCopy.applyCoupon}
        </Button>
      </div>
      {error ? (
        <p id={messageId} role="alert" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : applied ? (
        <p id={messageId} role="status" className="mt-2 text-sm font-medium text-emerald-700">
          {checkoutCopy.couponSuccess(applied.coupon.discount_value)}
        </p>
      ) : null}
    </form>
  );
}
