import { type SurveyFieldName, surveyFields, surveySections } from '@exitcraft/shared/content/company-survey';
import { answerNotes, isStrength } from '@exitcraft/shared/content/survey-answers';
import { href } from '@exitcraft/shared/routes';
import type { CompanySurveyRead } from '@exitcraft/shared/schemas/company-survey';
import { Link } from '../../../lib/router.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useSession } from '../../../lib/session.ts';
import { apiErrorMessage } from '../../../lib/api-error.ts';
import { dataErrorTitle, QueryView } from '../../../shared/query-view/query-view.tsx';
import { useCompanySurvey } from '../api.ts';
import { lazyDateFormat } from '../../../lib/format.ts';

const processFields = new Set<SurveyFieldName>([
  'rdProcess',
  'hrProcess',
  'salesProcess',
  'publicityAdvertisingPlan',
  'marketingStrategy',
]);

/**
 * What the result shows for a field (member-area section 4, "Result colouring"): a strength is an
 * answer the shared survey-answers rate 100, the same meaning the Exit Readiness Score uses.
 */
function shown(name: SurveyFieldName, survey: CompanySurveyRead): { text: string; positive: boolean } {
  const raw =
    name === 'growthStage'
      ? (survey.stageOfGrowth ?? []).join(', ')
      : name === 'rdProcess'
        ? survey.rndProcess
        : survey[name];
  if (!raw) return { text: '—', positive: false };
  const positive = isStrength(name, raw);
  if (processFields.has(name)) return { text: raw === 'Formal' ? 'Structured' : 'Flexible', positive };
  // what the answer means, where the answer alone leaves it open ("Strong: low turnover")
  const note = answerNotes[name]?.[raw];
  return { text: note ? `${raw}: ${note}` : raw, positive };
}

// en-US, as every date of the member area (and written without Intl: lib/format)
const dateFormat = lazyDateFormat('en-US', { dateStyle: 'long' });

/** /dashboard/results/business-details: the Details Result view, in the member shell. */
export function SurveyResult() {
  usePageMeta('Business Details Result', 'The business details you submitted to Exitcraft.');
  const survey = useCompanySurvey();
  return (
    <QueryView
      query={survey}
      loading={<ResultSkeleton />}
      errorTitle={dataErrorTitle}
      errorMessage={(error) => apiErrorMessage(error, 'We could not load your business details.')}
    >
      {(data) => <SurveyResultBody data={data} />}
    </QueryView>
  );
}

function SurveyResultBody({ data }: { data: CompanySurveyRead }) {
  const { user } = useSession();
  if (!data.submitted_at) {
    return (
      <section className="rounded-2xl border border-slate-200 p-8 text-center">
        <h1 className="text-2xl font-bold text-navy-900">Business Details</h1>
        <p className="mt-2 text-slate-600">You have not submitted your business details yet.</p>
        <Link to={href('businessDetails')} className={buttonClasses('primary', 'md', 'mt-4')}>
          Add Details
        </Link>
      </section>
    );
  }

  const [basic, details, health] = surveySections;
  const columns = [[...(basic?.fields ?? []), ...(details?.fields ?? [])], health?.fields ?? []];
  return (
    <article className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-navy-900 sm:text-3xl">Business Details</h1>
        <Link to={href('businessDetails')} className={buttonClasses('ghost', 'sm', 'border border-slate-300')}>
          Edit details
        </Link>
      </div>
      <section aria-labelledby="personal-title" className="rounded-2xl border border-slate-200 p-5">
        <h2 id="personal-title" className="text-lg font-bold text-navy-900">
          Personal Information
        </h2>
        <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-2">
          <Row label="Name" value={user?.full_name ?? '—'} />
          <Row label="Alias" value={user?.username ?? '—'} />
          <Row label="Email ID" value={user?.email ?? '—'} />
          <Row label="Submitted Date" value={dateFormat.format(new Date(data.submitted_at))} />
        </dl>
      </section>
      <section aria-labelledby="company-title" className="rounded-2xl border border-slate-200 p-5">
        <h2 id="company-title" className="text-lg font-bold text-navy-900">
          Company Information
        </h2>
        <div className="mt-3 grid gap-6 md:grid-cols-2">
          {columns.map((fields, index) => (
            <dl key={index} className="space-y-3 text-sm">
              {fields
                .filter((name) => name !== 'yourRoleOther' || data.yourRole === 'Other')
                .map((name) => {
                  const { text, positive } = shown(name, data);
                  return <Row key={name} label={surveyFields[name].label} value={text} positive={positive} />;
                })}
            </dl>
          ))}
        </div>
      </section>
    </article>
  );
}

function Row({ label, value, positive = false }: { label: string; value: string; positive?: boolean }) {
  return (
    <div className="min-w-0">
      <dt className="text-slate-500">{label}</dt>
      <dd className={`break-words font-medium ${positive ? 'text-emerald-700' : 'text-navy-900'}`}>
        {value}
        {positive && <span className="sr-only"> (a strength)</span>}
      </dd>
    </div>
  );
}

function ResultSkeleton() {
  return (
    <div className="animate-pulse space-y-4" aria-busy="true" aria-label="Loading your business details">
      <div className="h-8 w-1/2 rounded bg-slate-200" />
      <div className="h-32 rounded-2xl bg-slate-100" />
      <div className="h-64 rounded-2xl bg-slate-100" />
    </div>
  );
}
