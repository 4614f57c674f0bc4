import type { StaffCoupon } from '@exitcraft/shared/schemas/staff';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toaster/toast.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { apiErrorMessage } from '../../../lib/api-error.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { isStepUpRequired, useChangeCoupon, useCoupons, useCreateCoupon } from '../api.ts';
import { useStepUp } from './step-up.tsx';

const stateLabels: Record<StaffCoupon['state'], string> = {
  active: 'Active',
  inactive: 'Deactivated',
  expired: 'Expired',
  used_up: 'Used up',
};

/** A date input's day as the end of that day (UTC), as the coupons CLI reads `--expires`. */
const endOfDay = (value: string) => (value ? `${value}T23:59:59.999Z` : null);
const limitOf = (value: string) => (value.trim() ? Number(value) : null);

interface Editing {
  coupon: StaffCoupon | null;
}

export function CouponsPage() {
  usePageMeta('Coupons — Staff', 'Coupons with their redemptions, expiry and state.');
  const coupons = useCoupons();
  const create = useCreateCoupon();
  const change = useChangeCoupon();
  const withStepUp = useStepUp();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deactivating, setDeactivating] = useState<StaffCoupon | null>(null);
  const [code, setCode] = useState('');
  const [percent, setPercent] = useState('');
  const [limit, setLimit] = useState('');
  const [expires, setExpires] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  function openForm(coupon: StaffCoupon | null) {
    setCode(coupon?.code ?? '');
    setPercent(coupon ? String(coupon.percent_off) : '');
    setLimit(coupon?.max_redemptions ? String(coupon.max_redemptions) : '');
    setExpires(coupon?.expires_at?.slice(0, 10) ?? '');
    setErrors({});
    setEditing({ coupon });
  }

  async function run(action: () => Promise<unknown>, done: string) {
    setBusy(true);
    try {
      await withStepUp(action);
      toast.success(done);
      setEditing(null);
      setDeactivating(null);
    } catch (failure) {
      if (isStepUpRequired(failure)) return;
      const fields = failure instanceof ApiError ? failure.fieldErrors : {};
      setErrors(Object.keys(fields).length > 0 ? { ...fields } : { form: apiErrorMessage(failure) });
    } finally {
      setBusy(false);
    }
  }

  function save(event: FormEvent) {
    event.preventDefault();
    const current = editing?.coupon;
    const problems: Record<string, string> = {};
    if (limit.trim() && !/^\d+$/.test(limit.trim())) problems.max_redemptions = 'The limit is a whole number.';
    if (!current) {
      if (!/^[A-Za-z0-9_-]{3,64}$/.test(code.trim())) problems.code = 'A code is 3 to 64 letters, digits, - or _.';
      if (!/^\d+$/.test(percent.trim()) || Number(percent) < 1 || Number(percent) > 100) {
        problems.percent_off = 'A whole number from 1 to 100.';
      }
    }
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    if (current) {
      void run(
        () =>
          change.mutateAsync({
            code: current.code,
            patch: { max_redemptions: limitOf(limit), expires_at: endOfDay(expires) },
          }),
        `Coupon ${current.code} changed.`,
      );
    } else {
      void run(
        () =>
          create.mutateAsync({
            code: code.trim(),
            percent_off: Number(percent),
            max_redemptions: limitOf(limit),
            expires_at: endOfDay(expires),
          }),
        `Coupon ${code.trim().toUpperCase()} created.`,
      );
    }
  }

  return (
    <section aria-labelledby="coupons-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="coupons-title" className="text-2xl font-bold text-navy-900">
          Coupons
        </h1>
        <Button onClick={() => openForm(null)}>New coupon</Button>
      </div>
      <div className="mt-6" aria-live="polite">
        {coupons.isPending ? (
          <Spinner label="Loading coupons…" />
        ) : coupons.isError ? (
          <LoadError message={apiErrorMessage(coupons.error)} onRetry={() => void coupons.refetch()} />
        ) : coupons.data.coupons.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 p-6 text-slate-700">No coupons yet.</p>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200">
            {coupons.data.coupons.map((coupon) => (
              <li key={coupon.code} className="flex flex-wrap items-center justify-between gap-3 p-4">
                <div className="min-w-0">
                  <p className="break-all font-semibold text-navy-900">
                    {coupon.code} · {coupon.percent_off}% off
                  </p>
                  <p className="text-sm text-slate-700">
                    {stateLabels[coupon.state]} · used {coupon.redemptions} of{' '}
                    {coupon.max_redemptions === null ? 'unlimited' : coupon.max_redemptions} ·{' '}
                    {coupon.expires_at ? `expires ${coupon.expires_at.slice(0, 10)} (UTC)` : 'no expiry'}
                  </p>
                </div>
                <div className="flex flex-wrap gap-2">
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => openForm(coupon)}
                    aria-label={`Change ${coupon.code}`}
                  >
                    Change
                  </Button>
                  {coupon.active ? (
                    <Button
                      variant="danger"
                      size="sm"
                      onClick={() => setDeactivating(coupon)}
                      aria-label={`Deactivate ${coupon.code}`}
                    >
                      Deactivate
                    </Button>
                  ) : (
                    <Button
                      variant="ghost"
                      size="sm"
                      disabled={busy}
                      onClick={() =>
                        void run(
                          () => change.mutateAsync({ code: coupon.code, patch: { active: true } }),
                          `Coupon ${coupon.code} active again.`,
                        )
                      }
                      aria-label={`Activate ${coupon.code}`}
                    >
                      Activate
                    </Button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>

      <Modal
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.coupon ? `Change ${editing.coupon.code}` : 'New coupon'}
      >
        <form onSubmit={save} noValidate className="space-y-4">
          {!editing?.coupon && (
            <>
              <TextField
                label="Code"
                value={code}
                onChange={(e) => setCode(e.target.value)}
                error={errors.code}
                data-autofocus
                maxLength={64}
              />
              <TextField
                label="Percent off (1-100)"
                inputMode="numeric"
                value={percent}
                onChange={(e) => setPercent(e.target.value)}
                error={errors.percent_off}
              />
            </>
          )}
          <TextField
            label="Limit of uses (empty: no limit)"
            inputMode="numeric"
            value={limit}
            onChange={(e) => setLimit(e.target.value)}
            error={errors.max_redemptions}
            {...(editing?.coupon ? { 'data-autofocus': true } : {})}
          />
          <TextField
            label="Last day it works (UTC; empty: no expiry)"
            type="date"
            value={expires}
            onChange={(e) => setExpires(e.target.value)}
            error={errors.expires_at}
          />
          {errors.form && (
            <p role="alert" className="text-red-700">
              {errors.form}
            </p>
          )}
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="ghost" onClick={() => setEditing(null)}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? 'Saving…' : editing?.coupon ? 'Save changes' : 'Create coupon'}
            </Button>
          </div>
        </form>
      </Modal>

      <Modal open={deactivating !== null} onClose={() => setDeactivating(null)} title="Deactivate this coupon">
        {deactivating && (
          <div>
            <p className="text-slate-700">
              {deactivating.code} stops working at once for every new checkout. Payments already made keep their
              discount. You can activate it again later.
            </p>
            {errors.form && (
              <p role="alert" className="mt-3 text-red-700">
                {errors.form}
              </p>
            )}
            <div className="mt-6 flex flex-wrap justify-end gap-3">
              <Button variant="ghost" onClick={() => setDeactivating(null)}>
                Cancel
              </Button>
              <Button
                variant="danger"
                disabled={busy}
                onClick={() =>
                  void run(
                    () => change.mutateAsync({ code: deactivating.code, patch: { active: false } }),
                    `Coupon ${deactivating.code} deactivated.`,
                  )
                }
              >
                Deactivate
              </Button>
            </div>
          </div>
        )}
      </Modal>
    </section>
  );
}
