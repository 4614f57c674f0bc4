import { type CurrencyCode, formatCurrency } from '@exitcraft/shared/content/currencies';
import type { MarketMultiples } from '@exitcraft/shared/content/market-multiples';
import { href } from '@exitcraft/shared/routes';
import type { ValueEstimateReply, ValueHistory } from '@exitcraft/shared/schemas/value-report';
import { isEstimate } from '@exitcraft/shared/valuation/is-estimate';
import { exchangeRateNote, valueEstimateNote, valueReport } from '@exitcraft/shared/valuation/report';
import { lazy, Suspense, useId, useState } from 'react';
import { Link } from '../../../lib/router.tsx';
import { apiErrorMessage } from '../../../lib/api-error.ts';
import { QueryView } from '../../../shared/query-view/query-view.tsx';
import { useMarketMultiples, useValueHistory, useValueReport } from '../api.ts';
import { lazyDateFormat } from '../../../lib/format.ts';

/*
 * Exit Wealth (issue 30, decision 036): what the business might sell for today, what moves the
 * multiple, the potential and the gap, a what-if panel computed in the browser with the same
 * shared model the server uses, and how the estimate moved. Charts load in their own chunk.
 */

const ValueRangeChart = lazy(() =>
  import('./value-charts.tsx').then((module) => ({ default: module.ValueRangeChart })),
);
const HistoryChart = lazy(() => import('./value-charts.tsx').then((module) => ({ default: module.HistoryChart })));

const chartFallback = <div className="h-28 rounded-xl bg-slate-50" aria-hidden="true" />;

const signed = (value: number) => `${value > 0 ? '+' : value < 0 ? '−' : '±'}${Math.abs(value).toFixed(2)}×`;

export function ValueSection() {
  const report = useValueReport();
  return (
    <section aria-labelledby="value-title" className="space-y-5 rounded-2xl border border-slate-200 p-6">
      <h2 id="value-title" className="text-xl font-bold text-navy-900">
        What your business might sell for
      </h2>
      <QueryView
        query={report}
        loading={
          <div className="h-40 animate-pulse rounded-xl bg-slate-100 motion-reduce:animate-none" aria-busy="true">
            <span className="sr-only">Loading your value estimate</span>
          </div>
        }
        errorMessage={(error) => apiErrorMessage(error, 'We could not load your value estimate.')}
      >
        {(data) =>
          isEstimate(data) ? (
            <Estimate estimate={data} />
          ) : (
            <div className="rounded-xl bg-slate-50 p-4">
              <p className="text-slate-800">{data.message}</p>
              <Link to={href('businessDetails')} className="mt-2 inline-block font-semibold text-navy-700 underline">
                Add your financials
              </Link>
            </div>
          )
        }
      </QueryView>
    </section>
  );
}

function Estimate({ estimate }: { estimate: ValueEstimateReply }) {
  const money = (amount: number) => formatCurrency(amount, estimate.currency);
  const basisName = estimate.earnings.basis === 'sde' ? 'seller’s discretionary earnings (SDE)' : 'EBITDA';
  return (
    <>
      <p className="text-slate-800">
        <span className="block text-3xl font-bold text-navy-900">
          {money(estimate.value.low)} – {money(estimate.value.high)}
        </span>
        Mid estimate <strong>{money(estimate.value.mid)}</strong>: {estimate.multiple.mid}× your {basisName} of{' '}
        {money(estimate.earnings.amount)} (range {estimate.multiple.low}× to {estimate.multiple.high}×).
      </p>
      {estimate.exchange_rate && (
        <p className="rounded-xl border border-slate-200 p-4 text-sm text-slate-800">
          {exchangeRateNote(estimate.exchange_rate)} The rate:{' '}
          <a
            href={estimate.exchange_rate.url}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold text-navy-700 underline"
          >
            {estimate.exchange_rate.source}, {estimate.exchange_rate.year}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
          .
        </p>
      )}
      <Suspense fallback={chartFallback}>
        <ValueRangeChart currency={estimate.currency} value={estimate.value} potential={estimate.potential.value} />
      </Suspense>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="rounded-xl bg-emerald-50 p-4">
          <h3 className="font-semibold text-navy-900">Potential</h3>
          <p className="mt-1 text-2xl font-bold text-emerald-900">{money(estimate.potential.value)}</p>
          <p className="text-sm text-slate-700">
            {estimate.potential.multiple}× if your 90-day plan is done and your readiness score reaches its target.
          </p>
        </div>
        <div className="rounded-xl bg-gold-100 p-4">
          <h3 className="font-semibold text-navy-900">The gap</h3>
          <p className="mt-1 text-2xl font-bold text-navy-900">{money(estimate.gap)}</p>
          <p className="text-sm text-slate-700">Potential minus today’s mid estimate.</p>
        </div>
      </div>
      <Drivers estimate={estimate} />
      <WhatIf estimate={estimate} />
      <p className="rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-800">
        <strong>An estimate, not a valuation. </strong>
        {valueEstimateNote}
      </p>
      <Sources estimate={estimate} />
      <History currency={estimate.currency} />
    </>
  );
}

function Drivers({ estimate }: { estimate: ValueEstimateReply }) {
  return (
    <div>
      <h3 className="text-lg font-semibold text-navy-900">What moves your multiple</h3>
      <ul className="mt-2 divide-y divide-slate-200">
        {estimate.drivers.map((driver) => (
          <li key={driver.id} className="flex gap-4 py-3">
            <span
              className={`w-20 shrink-0 text-right font-mono font-semibold ${driver.effect > 0 ? 'text-emerald-800' : driver.effect < 0 ? 'text-red-700' : 'text-slate-700'}`}
            >
              {signed(driver.effect)}
            </span>
            <span className="min-w-0">
              <span className="font-semibold text-navy-900">{driver.name}</span>
              <span className="block text-sm text-slate-700">{driver.why}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Sources({ estimate }: { estimate: ValueEstimateReply }) {
  return (
    <div>
      <h3 className="text-lg font-semibold text-navy-900">Market data behind it</h3>
      <ul className="mt-2 space-y-2 text-sm text-slate-800">
        {estimate.basis.map((entry) => (
          <li key={entry.figure}>
            {entry.figure.replace(/\.$/, '')}.{' '}
            <a
              href={entry.url}
              target="_blank"
              rel="noopener noreferrer"
              className="font-semibold text-navy-700 underline"
            >
              {entry.source}, {entry.year}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-xs text-slate-600">
        The driver weights are the model’s own assumptions, described in each driver; they are not market figures.
      </p>
    </div>
  );
}

type Scenario = { ebitda: string; recurring: number; concentration: number; runsWithoutOwner: boolean };

/** The what-if computes with the market data the server uses now, read once (staff may have changed it). */
function WhatIf({ estimate }: { estimate: ValueEstimateReply }) {
  const market = useMarketMultiples();
  return (
    <QueryView
      query={market}
      loading={<div className="h-40 rounded-xl border border-navy-100" aria-hidden="true" />}
      errorMessage={(error) => apiErrorMessage(error, 'We could not load the market data for the what-if.')}
    >
      {(data) => <WhatIfPanel estimate={estimate} market={data} />}
    </QueryView>
  );
}

/** Recomputed in the browser on every change, with the server's model; nothing is sent or stored. */
function WhatIfPanel({ estimate, market }: { estimate: ValueEstimateReply; market: MarketMultiples }) {
  const id = useId();
  const { inputs } = estimate;
  const [scenario, setScenario] = useState<Scenario>({
    ebitda: String(inputs.ebitda),
    recurring: inputs.recurring_share,
    concentration: inputs.largest_customer_share,
    runsWithoutOwner: inputs.runs_without_owner,
  });
  const ebitda = /^-?\d+$/.test(scenario.ebitda.trim()) ? Number(scenario.ebitda.trim()) : null;
  const changed =
    ebitda === null
      ? null
      : valueReport(
          market,
          {
            currency: estimate.currency,
            revenue: Math.max(inputs.revenue, ebitda),
            ebitda,
            owner_compensation: inputs.owner_compensation,
            recurring_share: scenario.recurring,
            largest_customer_share: scenario.concentration,
            runs_without_owner: scenario.runsWithoutOwner,
          },
          inputs.readiness_score,
          inputs.growth,
        );
  const money = (amount: number) => formatCurrency(amount, estimate.currency);
  const set = (change: Partial<Scenario>) => setScenario((current) => ({ ...current, ...change }));
  return (
    <div className="rounded-xl border border-navy-100 p-4">
      <h3 className="text-lg font-semibold text-navy-900">What if…</h3>
      <p className="text-sm text-slate-700">Try other figures. Nothing here is saved.</p>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-ebitda`} className="text-sm font-semibold text-navy-900">
            EBITDA ({estimate.currency})
          </label>
          <input
            id={`${id}-ebitda`}
            inputMode="numeric"
            value={scenario.ebitda}
            onChange={(event) => set({ ebitda: event.target.value })}
            aria-invalid={ebitda === null ? true : undefined}
            aria-describedby={ebitda === null ? `${id}-ebitda-error` : undefined}
            className="h-11 rounded-lg border border-slate-300 px-3"
          />
          {ebitda === null && (
            <p id={`${id}-ebitda-error`} className="text-sm font-medium text-red-700">
              EBITDA must be a whole number.
            </p>
          )}
        </div>
        <Slider
          label="Recurring revenue share"
          value={scenario.recurring}
          onChange={(recurring) => set({ recurring })}
        />
        <Slider
          label="Largest customer share"
          value={scenario.concentration}
          onChange={(concentration) => set({ concentration })}
        />
        <label className="flex items-center gap-2 self-end text-sm font-semibold text-navy-900">
          <input
            type="checkbox"
            checked={scenario.runsWithoutOwner}
            onChange={(event) => set({ runsWithoutOwner: event.target.checked })}
            className="size-4 accent-navy-700"
          />
          Runs a month without me
        </label>
      </div>
      <p className="mt-4 text-slate-900" role="status" aria-live="polite">
        {changed === null ? (
          'Enter a whole number for EBITDA to see the estimate.'
        ) : isEstimate(changed) ? (
          <>
            With these figures: <strong>{money(changed.value.mid)}</strong> ({changed.multiple.mid}×; range{' '}
            {money(changed.value.low)} – {money(changed.value.high)}),{' '}
            {changed.value.mid >= estimate.value.mid ? 'up' : 'down'}{' '}
            {money(Math.abs(changed.value.mid - estimate.value.mid))} from today’s mid.
          </>
        ) : (
          changed.message
        )}
      </p>
    </div>
  );
}

function Slider({ label, value, onChange }: { label: string; value: number; onChange: (value: number) => void }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-navy-900">
        {label}: {value}%
      </label>
      <input
        id={id}
        type="range"
        min={0}
        max={100}
        step={1}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        className="accent-navy-700"
      />
    </div>
  );
}

const dateFormat = lazyDateFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function History({ currency }: { currency: CurrencyCode }) {
  const history = useValueHistory();
  return (
    <div>
      <h3 className="text-lg font-semibold text-navy-900">How it moved</h3>
      <QueryView
        query={history}
        loading={chartFallback}
        errorMessage={(error) => apiErrorMessage(error, 'We could not load how your estimate moved.')}
        isEmpty={(data: ValueHistory) => data.snapshots.length === 0}
        empty={
          <p className="text-sm text-slate-700">
            Each time you submit an assessment or change your financials, a point is added here.
          </p>
        }
      >
        {(data) => (
          <>
            <Suspense fallback={chartFallback}>
              <HistoryChart history={data} currency={currency} />
            </Suspense>
            <div className="mt-2 overflow-x-auto">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Readiness score and value range over time</caption>
                <thead>
                  <tr className="border-b border-slate-200 text-slate-700">
                    <th scope="col" className="py-1 pr-3 font-semibold">
                      When
                    </th>
                    <th scope="col" className="py-1 pr-3 font-semibold">
                      Score
                    </th>
                    <th scope="col" className="py-1 font-semibold">
                      Value range
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.snapshots.map((snapshot, index) => (
                    <tr key={index} className="border-b border-slate-100">
                      <td className="py-1 pr-3">{dateFormat.format(new Date(snapshot.at))}</td>
                      <td className="py-1 pr-3">{snapshot.readiness_score ?? '—'}</td>
                      <td className="py-1">
                        {snapshot.value && snapshot.currency
                          ? `${formatCurrency(snapshot.value.low, snapshot.currency)} – ${formatCurrency(snapshot.value.high, snapshot.currency)}`
                          : 'No estimate yet'}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </QueryView>
    </div>
  );
}
