import { currencies } from '@exitcraft/shared/content/currencies';
import { href } from '@exitcraft/shared/routes';
import type { CompanyFinancials, CompanyFinancialsReply } from '@exitcraft/shared/schemas/company-financials';
import { type FinancialsField, financialsLabels } from '@exitcraft/shared/valuation/financials';
import { type FormEvent, useId, useState } from 'react';
import { Link } from '../../../lib/router.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { describedBy, FieldShell, inputClasses } from '../../../components/ui/form-field.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { apiErrorMessage } from '../../../lib/api-error.ts';
import { useCompanyFinancials, useSaveFinancials } from '../api.ts';

/*
 * The business details' optional "Financials" step (issue 30): its own form after the survey, so it
 * never blocks submitting the spec's fields. What the member typed stays in the fields when a value
 * is refused; the shared schema gives the same message here and on the server.
 */

type Draft = Record<FinancialsField, string>;

const moneyFields = ['revenue', 'ebitda', 'owner_compensation'] as const;
const shareFields = ['recurring_share', 'largest_customer_share'] as const;

const hints: Partial<Record<FinancialsField, string>> = {
  revenue: 'Last full year, in whole units of the currency.',
  ebitda: 'Earnings before interest, tax, depreciation and amortisation, last full year. A loss is negative.',
  owner_compensation: 'What you took out of the business as salary and benefits last year.',
  recurring_share: 'Percent of revenue from contracts or subscriptions (0-100).',
  largest_customer_share: 'Percent of revenue from your largest customer (0-100).',
};

function draftOf(saved: CompanyFinancialsReply): Draft {
  const text = (value: number | null) => (value === null ? '' : String(value));
  return {
    currency: saved.currency ?? '',
    revenue: text(saved.revenue),
    ebitda: text(saved.ebitda),
    owner_compensation: text(saved.owner_compensation),
    recurring_share: text(saved.recurring_share),
    largest_customer_share: text(saved.largest_customer_share),
    runs_without_owner: saved.runs_without_owner === null ? '' : saved.runs_without_owner ? 'yes' : 'no',
  };
}

/** A typed figure as the schema reads it: blank is null, a number is a number, anything else stays text (and is refused). */
function numberOrText(value: string): number | string | null {
  const trimmed = value.trim().replace(/[,\s_]/g, '');
  if (trimmed === '') return null;
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : value;
}

function bodyOf(draft: Draft): Record<FinancialsField, unknown> {
  return {
    currency: draft.currency === '' ? null : draft.currency,
    revenue: numberOrText(draft.revenue),
    ebitda: numberOrText(draft.ebitda),
    owner_compensation: numberOrText(draft.owner_compensation),
    recurring_share: numberOrText(draft.recurring_share),
    largest_customer_share: numberOrText(draft.largest_customer_share),
    runs_without_owner: draft.runs_without_owner === '' ? null : draft.runs_without_owner === 'yes',
  };
}

export function FinancialsStep() {
  const financials = useCompanyFinancials();
  return (
    <section aria-labelledby="financials-heading" className="below-fold mt-8 rounded-2xl border border-slate-200 p-5">
      <h2 id="financials-heading" className="text-lg font-bold text-navy-900">
        Financials <span className="text-sm font-normal text-slate-600">(optional)</span>
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Used only for your value estimate on{' '}
        <Link to={href('exitWealth')} className="font-semibold text-navy-700 underline">
          Exit Wealth
        </Link>
        . Leave any of it blank; it never holds up your business details.
      </p>
      {financials.isPending ? (
        <p className="mt-4 text-sm text-slate-600">Loading your financials…</p>
      ) : financials.isError ? (
        <div className="mt-4">
          <LoadError message="We could not load your financials." onRetry={() => void financials.refetch()} />
        </div>
      ) : (
        <FinancialsForm initial={draftOf(financials.data)} />
      )}
    </section>
  );
}

function FinancialsForm({ initial }: { initial: Draft }) {
  const [draft, setDraft] = useState<Draft>(initial);
  const [errors, setErrors] = useState<Partial<Record<FinancialsField | 'root', string>>>({});
  const [saved, setSaved] = useState(false);
  const save = useSaveFinancials();
  const set = (field: FinancialsField) => (value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setSaved(false);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // the shared rule (and zod) load with the first save, not with the page (decision 047)
    const { companyFinancialsRequestSchema } = await import('@exitcraft/shared/schemas/company-financials');
    const parsed = companyFinancialsRequestSchema.safeParse(bodyOf(draft));
    if (!parsed.success) {
      const next: Partial<Record<FinancialsField, string>> = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as FinancialsField] ??= issue.message;
      setErrors(next);
      setSaved(false);
      return;
    }
    setErrors({});
    save.mutate(parsed.data as CompanyFinancials, {
      onSuccess: () => setSaved(true),
      onError: (failure) => {
        const fields = failure instanceof ApiError ? failure.fieldErrors : {};
        setErrors(
          Object.keys(fields).length > 0
            ? (fields as Partial<Record<FinancialsField, string>>)
            : { root: apiErrorMessage(failure, 'We could not save your financials. Please try again.') },
        );
      },
    });
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Financials" className="mt-4">
      <div className="grid gap-5 md:grid-cols-2">
        <CurrencyField value={draft.currency} onChange={set('currency')} error={errors.currency} />
        {[...moneyFields, ...shareFields].map((field) => (
          <NumberField
            key={field}
            field={field}
            value={draft[field]}
            onChange={set(field)}
            error={errors[field]}
            suffix={(shareFields as readonly string[]).includes(field) ? '%' : undefined}
          />
        ))}
        <OwnerField
          value={draft.runs_without_owner}
          onChange={set('runs_without_owner')}
          error={errors.runs_without_owner}
        />
      </div>
      {errors.root && (
        <p role="alert" className="mt-4 text-sm font-medium text-red-700">
          {errors.root}
        </p>
      )}
      <div className="mt-5 flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save financials'}
        </Button>
        <p role="status" className="text-sm text-slate-700">
          {saved ? 'Financials saved.' : Object.keys(errors).length > 0 ? 'Check the highlighted fields.' : ''}
        </p>
      </div>
    </form>
  );
}

function NumberField({
  field,
  value,
  onChange,
  error,
  suffix,
}: {
  field: FinancialsField;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  suffix: string | undefined;
}) {
  const id = useId();
  const hint = hints[field];
  return (
    <FieldShell id={id} label={`${financialsLabels[field]}${suffix ? ` (${suffix})` : ''}`} error={error} hint={hint}>
      <input
        id={id}
        name={field}
        type="text"
        inputMode={field === 'ebitda' ? 'text' : 'numeric'}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={inputClasses(Boolean(error))}
      />
    </FieldShell>
  );
}

function CurrencyField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  const id = useId();
  return (
    <FieldShell id={id} label={financialsLabels.currency} error={error}>
      <select
        id={id}
        name="currency"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, undefined)}
        className={inputClasses(Boolean(error))}
      >
        <option value="">Choose…</option>
        {currencies.map((currency) => (
          <option key={currency.code} value={currency.code}>
            {currency.code} · {currency.name}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

function OwnerField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} aria-invalid={error ? true : undefined}>
      <legend className="text-sm font-semibold text-navy-900">Has the business run for a month without you?</legend>
      <div className="mt-2 flex gap-2">
        {(['yes', 'no'] as const).map((option) => (
          <label
            key={option}
            className="inline-flex cursor-pointer items-center gap-2 rounded-full border border-slate-300 px-3 py-1.5 text-sm has-[:checked]:border-navy-700 has-[:checked]:bg-navy-50"
          >
            <input
              type="radio"
              name="runs_without_owner"
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="size-4 accent-navy-700"
            />
            {option === 'yes' ? 'Yes' : 'No'}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
