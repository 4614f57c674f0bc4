import { currencyOf } from '@exitcraft/shared/content/currencies';
import {
  earningsBases,
  type ExchangeRate,
  type MarketMultiples,
  marketMultiplesSchema,
  type MultipleBand,
  rateCurrencies,
} from '@exitcraft/shared/content/market-multiples';
import type { StaffMarketMultiples } from '@exitcraft/shared/schemas/staff';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { type FieldErrors, useFieldArray, useForm, type UseFormRegister } from 'react-hook-form';
import { Button } from '../../../../components/ui/button.tsx';
import { describedBy, FieldShell, inputClasses, TextField } from '../../../../components/ui/form-field.tsx';
import { apiErrorMessage } from '../../../../lib/api-error.ts';
import { toast } from '../../../../lib/toast.ts';
import { QueryView } from '../../../../shared/query-view/query-view.tsx';
import { useSaveMarketMultiples, useStaffMarketMultiples } from '../../api/market-multiples.ts';
import { useStepUp } from '../step-up.tsx';
import { firstProblem } from './first-problem.ts';
import { lazyDateFormat } from '../../../../lib/format.ts';

/*
 * The market data behind every member's value estimate (issue 30, decision 036): the median
 * multiple by deal size, each with its source, year and link. Saved as a whole set (step-up,
 * audited); each member's estimate and what-if use it from their next request.
 */

const dateFormat = lazyDateFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

const emptyBand = (): MultipleBand => ({
  id: '',
  label: '',
  min_value: 0,
  max_value: null,
  basis: 'ebitda',
  multiple: 1,
  source: '',
  year: new Date().getFullYear(),
  url: 'https://',
});

/** A new rate row: the first currency without a rate; the rate left empty, to be typed from its source. */
const emptyRate = (taken: string[]): ExchangeRate => ({
  currency: rateCurrencies.find((code) => !taken.includes(code)) ?? rateCurrencies[0],
  // empty until typed (the schema names it); a made-up default could be saved unnoticed
  rate: '' as unknown as number,
  quoted_as: 'units_per_usd',
  source: '',
  year: new Date().getFullYear(),
  url: 'https://',
});

const numberOf = (value: unknown) => (value === '' || value === null ? Number.NaN : Number(value));
const upperBound = (value: unknown) => (value === '' || value === null ? null : Number(value));

export function MarketMultiplesSection() {
  const market = useStaffMarketMultiples();
  return (
    <section aria-labelledby="market-title" className="mt-10 border-t border-slate-200 pt-8">
      <h2 id="market-title" className="text-xl font-bold text-navy-900">
        Market multiples
      </h2>
      <p className="mt-2 text-slate-700">
        The median multiple of earnings paid for businesses by deal size, from which Exit Wealth estimates each member’s
        value. Bands run from $0 with no gaps, in US dollars; the last has no upper bound. Financials in another
        currency are priced only if it has an exchange rate below: the rate chooses the band, the estimate stays in the
        member’s currency. Every figure needs its source, year and an https link. A change moves every member’s estimate
        from their next visit.
      </p>
      <QueryView
        query={market}
        loading={<p className="mt-4 text-slate-700">Loading the market data…</p>}
        errorMessage={(error) => apiErrorMessage(error, 'We could not load the market data.')}
      >
        {(data) => <MarketForm key={data.updated_at ?? 'bundled'} current={data} />}
      </QueryView>
    </section>
  );
}

function MarketForm({ current }: { current: StaffMarketMultiples }) {
  const save = useSaveMarketMultiples();
  const withStepUp = useStepUp();
  const { register, control, handleSubmit, getValues, reset, setError, formState } = useForm<MarketMultiples>({
    resolver: zodResolver(marketMultiplesSchema),
    defaultValues: structuredClone(current.market),
  });
  const bands = useFieldArray({ control, name: 'bands' });
  const notes = useFieldArray({ control, name: 'notes' });
  const rates = useFieldArray({ control, name: 'exchange_rates' });
  const error = formState.errors.root?.server?.message;

  const submit = handleSubmit(
    async (body) => {
      try {
        await withStepUp(() => save.mutateAsync(body));
        toast.success('Market data saved.');
      } catch (failure) {
        setError('root.server', { type: 'server', message: apiErrorMessage(failure) });
      }
    },
    () => setError('root.server', { type: 'validate', message: firstProblem(marketMultiplesSchema, getValues()) }),
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="mt-4 space-y-4">
      <p className="text-sm text-slate-700">
        {current.updated_at
          ? `In use since ${dateFormat.format(new Date(current.updated_at))}.`
          : 'In use: the figures that ship with Exitcraft (not changed by staff yet).'}
      </p>
      {bands.fields.map((field, index) => (
        <BandFields
          key={field.id}
          index={index}
          register={register}
          errors={formState.errors}
          onRemove={bands.fields.length > 1 ? () => bands.remove(index) : undefined}
        />
      ))}
      <Button variant="secondary" size="sm" onClick={() => bands.append(emptyBand(), { shouldFocus: true })}>
        Add a band
      </Button>

      <h3 className="pt-2 text-lg font-semibold text-navy-900">Exchange rates</h3>
      <p className="text-sm text-slate-700">
        Used only to place financials in another currency in a band: enter the rate exactly as its source prints it,
        either way round. A currency without a rate gets no estimate, and the member is told why.
      </p>
      {rates.fields.map((field, index) => (
        <RateFields
          key={field.id}
          index={index}
          register={register}
          errors={formState.errors}
          onRemove={() => rates.remove(index)}
        />
      ))}
      {rates.fields.length < rateCurrencies.length && (
        <Button
          variant="secondary"
          size="sm"
          onClick={() =>
            rates.append(emptyRate((getValues('exchange_rates') ?? []).map((rate) => rate.currency)), {
              shouldFocus: true,
            })
          }
        >
          Add an exchange rate
        </Button>
      )}

      <h3 className="pt-2 text-lg font-semibold text-navy-900">Notes shown beside the estimate</h3>
      {notes.fields.map((field, index) => {
        const noteErrors = formState.errors.notes?.[index];
        return (
          <fieldset key={field.id} className="space-y-3 rounded-xl border border-slate-200 p-4">
            <legend className="px-1 text-sm font-semibold text-navy-900">Note {index + 1}</legend>
            <TextField
              label="Figure"
              maxLength={400}
              error={noteErrors?.figure?.message}
              {...register(`notes.${index}.figure`)}
            />
            <div className="grid gap-3 sm:grid-cols-[1fr_8rem]">
              <TextField
                label="Source"
                maxLength={300}
                error={noteErrors?.source?.message}
                {...register(`notes.${index}.source`)}
              />
              <TextField
                label="Year"
                inputMode="numeric"
                error={noteErrors?.year?.message}
                {...register(`notes.${index}.year`, { setValueAs: numberOf })}
              />
            </div>
            <TextField
              label="Link (https)"
              maxLength={2000}
              error={noteErrors?.url?.message}
              {...register(`notes.${index}.url`)}
            />
            <Button variant="ghost" size="sm" onClick={() => notes.remove(index)}>
              Remove note {index + 1}
            </Button>
          </fieldset>
        );
      })}
      <Button
        variant="secondary"
        size="sm"
        onClick={() => notes.append({ figure: '', source: '', year: new Date().getFullYear(), url: 'https://' })}
      >
        Add a note
      </Button>

      {error && (
        <p role="alert" className="text-red-700">
          {error}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="ghost" onClick={() => reset(structuredClone(current.bundled))}>
          Fill in the bundled figures
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save market data'}
        </Button>
      </div>
    </form>
  );
}

function BandFields({
  index,
  register,
  errors,
  onRemove,
}: {
  index: number;
  register: UseFormRegister<MarketMultiples>;
  errors: FieldErrors<MarketMultiples>;
  onRemove: (() => void) | undefined;
}) {
  const basisId = useId();
  const bandErrors = errors.bands?.[index];
  const field = (name: keyof MultipleBand) => bandErrors?.[name]?.message;
  return (
    <fieldset className="space-y-3 rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-navy-900">Band {index + 1}</legend>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <TextField label="Label" maxLength={80} error={field('label')} {...register(`bands.${index}.label`)} />
        <TextField
          label="Id"
          hint="Lowercase letters, digits, _"
          maxLength={40}
          error={field('id')}
          {...register(`bands.${index}.id`)}
        />
        <TextField
          label="From (USD)"
          inputMode="numeric"
          error={field('min_value')}
          {...register(`bands.${index}.min_value`, { setValueAs: numberOf })}
        />
        <TextField
          label="Up to (USD, empty: no limit)"
          inputMode="numeric"
          error={field('max_value')}
          {...register(`bands.${index}.max_value`, { setValueAs: upperBound })}
        />
        <FieldShell id={basisId} label="Multiple of" error={field('basis')}>
          <select id={basisId} className={inputClasses(Boolean(field('basis')))} {...register(`bands.${index}.basis`)}>
            {earningsBases.map((basis) => (
              <option key={basis} value={basis}>
                {basis === 'sde' ? 'SDE (seller’s discretionary earnings)' : 'EBITDA'}
              </option>
            ))}
          </select>
        </FieldShell>
        <TextField
          label="Median multiple"
          inputMode="decimal"
          error={field('multiple')}
          {...register(`bands.${index}.multiple`, { setValueAs: numberOf })}
        />
        <TextField
          label="Year"
          inputMode="numeric"
          error={field('year')}
          {...register(`bands.${index}.year`, { setValueAs: numberOf })}
        />
      </div>
      <div className="grid gap-3 md:grid-cols-2">
        <TextField label="Source" maxLength={300} error={field('source')} {...register(`bands.${index}.source`)} />
        <TextField label="Link (https)" maxLength={2000} error={field('url')} {...register(`bands.${index}.url`)} />
      </div>
      {onRemove && (
        <Button variant="ghost" size="sm" onClick={onRemove}>
          Remove band {index + 1}
        </Button>
      )}
    </fieldset>
  );
}

function RateFields({
  index,
  register,
  errors,
  onRemove,
}: {
  index: number;
  register: UseFormRegister<MarketMultiples>;
  errors: FieldErrors<MarketMultiples>;
  onRemove: () => void;
}) {
  const currencyId = useId();
  const quoteId = useId();
  const rateErrors = errors.exchange_rates?.[index];
  const field = (name: keyof ExchangeRate) => rateErrors?.[name]?.message;
  return (
    <fieldset className="space-y-3 rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-navy-900">Exchange rate {index + 1}</legend>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <FieldShell id={currencyId} label="Currency" error={field('currency')}>
          <select
            id={currencyId}
            aria-invalid={field('currency') ? true : undefined}
            aria-describedby={describedBy(currencyId, field('currency'), undefined)}
            className={inputClasses(Boolean(field('currency')))}
            {...register(`exchange_rates.${index}.currency`)}
          >
            {rateCurrencies.map((code) => (
              <option key={code} value={code}>
                {code} ({currencyOf(code).name})
              </option>
            ))}
          </select>
        </FieldShell>
        <FieldShell id={quoteId} label="The source prints" error={field('quoted_as')}>
          <select
            id={quoteId}
            aria-invalid={field('quoted_as') ? true : undefined}
            aria-describedby={describedBy(quoteId, field('quoted_as'), undefined)}
            className={inputClasses(Boolean(field('quoted_as')))}
            {...register(`exchange_rates.${index}.quoted_as`)}
          >
            <option value="units_per_usd">Units of the currency per US dollar</option>
            <option value="usd_per_unit">US dollars per unit of the currency</option>
          </select>
        </FieldShell>
        <TextField
          label="Rate"
          inputMode="decimal"
          error={field('rate')}
          {...register(`exchange_rates.${index}.rate`, { setValueAs: numberOf })}
        />
        <TextField
          label="Year"
          inputMode="numeric"
          error={field('year')}
          {...register(`exchange_rates.${index}.year`, { setValueAs: numberOf })}
        />
      </div>
      <div className="grid gap-3 md:grid-cols-2">
        <TextField
          label="Source"
          maxLength={300}
          error={field('source')}
          {...register(`exchange_rates.${index}.source`)}
        />
        <TextField
          label="Link (https)"
          maxLength={2000}
          error={field('url')}
          {...register(`exchange_rates.${index}.url`)}
        />
      </div>
      <Button variant="ghost" size="sm" onClick={onRemove}>
        Remove exchange rate {index + 1}
      </Button>
    </fieldset>
  );
}
