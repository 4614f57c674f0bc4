import { href } from '@exitcraft/shared/routes';
import { useState } from 'react';
import { unsetSiteSettings } from '@exitcraft/shared/content/site-settings';
import type { SiteSettings } from '@exitcraft/shared/schemas/site-config';
import type { StaffOverview } from '@exitcraft/shared/schemas/staff';
import { Link } from '../../../lib/router.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { apiErrorMessage } from '../../../lib/api-error.ts';
import { formatCount, formatMoney } from '../../../lib/format.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { InTurns } from '../../../lib/in-turns.tsx';
import { QueryView } from '../../../shared/query-view/query-view.tsx';
import { useJobs } from '../api/jobs.ts';
import { useOverview } from '../api/overview.ts';
import { useSiteSettings } from '../api/site-settings.ts';
import { JobsPanel } from './jobs-panel.tsx';

function Stat({ label, value, note }: { label: string; value: string; note?: string | undefined }) {
  return (
    <div className="rounded-2xl border border-slate-200 p-4">
      <dt className="text-sm font-medium text-slate-700">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-navy-900">{value}</dd>
      {note && <dd className="text-sm text-slate-600">{note}</dd>}
    </div>
  );
}

/** Registrations (navy) and payments (gold) per day, as bars; the same numbers are in the table below it. */
function DailyChart({ daily }: { daily: StaffOverview['daily'] }) {
  const top = Math.max(1, ...daily.flatMap((day) => [day.registrations, day.payments]));
  const width = daily.length * 6;
  return (
    <figure className="below-fold mt-8">
      <figcaption className="text-lg font-bold text-navy-900">
        Registrations and payments per day, last 90 days
      </figcaption>
      <p className="mt-1 text-sm text-slate-700">
        <span className="mr-1 inline-block h-3 w-3 rounded-sm bg-navy-800 align-middle" aria-hidden="true" />
        Registrations
        <span className="ml-4 mr-1 inline-block h-3 w-3 rounded-sm bg-gold-500 align-middle" aria-hidden="true" />
        Payments
      </p>
      <svg
        viewBox={`0 0 ${width} 100`}
        preserveAspectRatio="none"
        className="mt-3 h-40 w-full rounded-lg bg-slate-50"
        aria-hidden="true"
      >
        {daily.map((day, index) => (
          <g key={day.date}>
            <rect
              x={index * 6}
              y={100 - (day.registrations / top) * 96}
              width={2.6}
              height={(day.registrations / top) * 96}
              className="fill-navy-800"
            />
            <rect
              x={index * 6 + 2.8}
              y={100 - (day.payments / top) * 96}
              width={2.6}
              height={(day.payments / top) * 96}
              className="fill-gold-500"
            />
          </g>
        ))}
      </svg>
      <div className="mt-1 flex justify-between text-xs text-slate-700">
        <span>{daily[0]?.date}</span>
        <span>{daily.at(-1)?.date}</span>
      </div>
      <DailyNumbers daily={daily} />
    </figure>
  );
}

/**
 * The chart's numbers, a table of 90 rows behind "The numbers by day": made when it is opened, not
 * with the page (it was most of the overview's elements, decision 056).
 */
function DailyNumbers({ daily }: { daily: StaffOverview['daily'] }) {
  const [open, setOpen] = useState(false);
  return (
    <details className="mt-3" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="cursor-pointer font-semibold text-navy-800">The numbers by day</summary>
      {open && (
        <div className="mt-2 max-h-72 overflow-auto">
          <table className="w-full whitespace-nowrap text-left text-sm">
            <thead>
              <tr>
                <th scope="col" className="py-1 pr-4">
                  Day (UTC)
                </th>
                <th scope="col" className="py-1 pr-4">
                  Registrations
                </th>
                <th scope="col" className="py-1 pr-4">
                  Payments
                </th>
                <th scope="col" className="py-1">
                  Confidante tokens
                </th>
              </tr>
            </thead>
            <tbody>
              {[...daily].reverse().map((day) => (
                <tr key={day.date} className="border-t border-slate-200">
                  <td className="py-1 pr-4">{day.date}</td>
                  <td className="py-1 pr-4">{day.registrations}</td>
                  <td className="py-1 pr-4">{day.payments}</td>
                  <td className="py-1">
                    <ConfidanteTokens tokens={day.confidante_tokens} estimated={day.confidante_estimated_tokens} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </details>
  );
}

function ConfidanteTokens({ tokens, estimated }: { tokens: number; estimated: number }) {
  return (
    <>
      {formatCount(tokens)}
      {estimated > 0 && <span className="text-slate-600"> ({formatCount(estimated)} estimated)</span>}
    </>
  );
}

const estimatedNote = (estimated: number) => (estimated > 0 ? `${formatCount(estimated)} estimated` : undefined);

/** The tokens Confidante's model answers used: today, and over the 90 days shown. */
function ConfidanteUsage({ daily }: { daily: StaffOverview['daily'] }) {
  const today = daily.at(-1);
  const tokens = daily.reduce((total, day) => total + day.confidante_tokens, 0);
  const estimated = daily.reduce((total, day) => total + day.confidante_estimated_tokens, 0);
  return (
    <section aria-labelledby="confidante-usage-title" className="below-fold mt-8">
      <h2 id="confidante-usage-title" className="text-lg font-bold text-navy-900">
        Confidante tokens
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        As the AI adviser reported them; where it did not (a stopped answer, a server without usage reports), counted at
        about four characters a token and shown as estimated. Each day’s are in “The numbers by day” above.
      </p>
      <dl className="mt-3 grid gap-3 sm:grid-cols-3">
        <Stat
          label="Today (UTC)"
          value={formatCount(today?.confidante_tokens ?? 0)}
          note={estimatedNote(today?.confidante_estimated_tokens ?? 0)}
        />
        <Stat label="Last 90 days" value={formatCount(tokens)} note={estimatedNote(estimated)} />
      </dl>
    </section>
  );
}

/** The site settings still unset, each left out of the pages, documents and emails until it is set. */
function UnsetSettings({ settings }: { settings: SiteSettings | undefined }) {
  const unset = settings ? unsetSiteSettings(settings) : [];
  if (unset.length === 0) return null;
  return (
    <aside aria-labelledby="unset-title" className="mb-6 rounded-2xl border border-gold-400 bg-gold-100 p-4">
      <h2 id="unset-title" className="font-bold text-navy-900">
        Not set yet
      </h2>
      <p className="mt-1 text-slate-700">These are left out of the site, receipts, invoices and emails until set:</p>
      <ul className="mt-2 list-disc pl-6 text-slate-800">
        {unset.map((label) => (
          <li key={label}>{label}</li>
        ))}
      </ul>
      <Link to={href('staffSiteSettings')} className="mt-2 inline-block font-semibold text-navy-800 underline">
        Open the site settings
      </Link>
    </aside>
  );
}

/**
 * The overview, with the unset settings above it and the job queue below. The three are read at once,
 * and the page shows when the overview and the settings have answered: a notice or a table arriving
 * later would push down what the person is already reading. A read that fails leaves its own part
 * out (the settings) or says so in its place (the overview).
 */
export function OverviewPage() {
  usePageMeta('Overview — Staff', 'Members, revenue and activity.');
  const settings = useSiteSettings();
  const overview = useOverview();
  const jobs = useJobs();
  if (overview.isPending || settings.isPending) return <Spinner label="Loading the overview…" />;
  return (
    <>
      <UnsetSettings settings={settings.data} />
      <QueryView
        query={overview}
        loading={null}
        errorTitle="The overview could not be loaded"
        errorMessage={(error) => apiErrorMessage(error)}
      >
        {(data) => <Overview overview={data} />}
      </QueryView>
      <JobsPanel jobs={jobs} />
    </>
  );
}

function Overview({ overview: { counts, revenue, daily } }: { overview: StaffOverview }) {
  const currency = revenue.currency.toUpperCase();
  return (
    <section aria-labelledby="overview-title">
      {/* the figures, then the 90-day chart and the token usage, each in a frame of its own (decision 056) */}
      <InTurns>
        <>
          <h1 id="overview-title" className="text-2xl font-bold text-navy-900">
            Overview
          </h1>
          <dl className="mt-4 grid gap-3 sm:grid-cols-3">
            <Stat label="Members" value={formatCount(counts.members)} />
            <Stat label="Guests" value={formatCount(counts.guests)} />
            <Stat label="Staff" value={formatCount(counts.staff)} />
            <Stat label="Revenue, all time (net of refunds)" value={formatMoney(revenue.total_cents / 100, currency)} />
            <Stat label="Revenue, last 30 days" value={formatMoney(revenue.last_30_days_cents / 100, currency)} />
          </dl>
        </>
        <DailyChart daily={daily} />
        <ConfidanteUsage daily={daily} />
      </InTurns>
    </section>
  );
}
