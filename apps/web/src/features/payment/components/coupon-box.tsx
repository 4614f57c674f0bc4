import { checkoutCopy } from '@exitcraft/shared/content/pricing';
import { type CouponForm, couponFormSchema, type CouponResponse } from '@exitcraft/shared/schemas/payments';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { setFormApiError } from '../../../lib/api-error.ts';
import { useApplyCoupon } from '../api.ts';

interface CouponBoxProps {
  applied: CouponResponse | null;
  onApplied: (reply: CouponResponse) => void;
  disabled?: boolean;
}

/** "Coupon Code" + "Apply Now"; the server's error text shows in red under the box. */
export function CouponBox({ applied, onApplied, disabled = false }: CouponBoxProps) {
  const applyCoupon = useApplyCoupon();
  const { register, handleSubmit, setError, clearErrors, formState } = useForm<CouponForm>({
    resolver: zodResolver(couponFormSchema),
    defaultValues: { code: '' },
  });
  const inputId = useId();
  const messageId = useId();
  const error = formState.errors.code?.message ?? formState.errors.root?.server?.message;

  const submit = handleSubmit(({ code }) =>
    applyCoupon.mutateAsync(code).then(onApplied, (failure: unknown) => {
      // a coupon the server refused says why; no answer at all gets the box's own sentence
      if (failure instanceof ApiError && failure.status === 0) {
        return setError('root.server', { type: 'network', message: checkoutCopy.couponNetworkError });
      }
      setFormApiError(failure, setError, { fields: ['code'], fallback: checkoutCopy.couponNetworkError });
    }),
  );

  const busy = formState.isSubmitting;
  return (
    <form onSubmit={submit} noValidate className="rounded-xl border border-slate-200 bg-slate-50 p-4">
      <label htmlFor={inputId} className="block text-sm font-semibold text-navy-900">
        {checkoutCopy.couponLabel}
      </label>
      <div className="mt-2 flex gap-2">
        <input
          id={inputId}
          {...register('code', { onChange: () => clearErrors() })}
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
