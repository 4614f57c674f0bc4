import {
  missingSurveyFields,
  type SurveyFieldName,
  surveyFieldNames,
  surveyFields,
  surveyMessages,
  surveySections,
} from '@exitcraft/shared/content/company-survey';
import { href } from '@exitcraft/shared/routes';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from '../../../lib/router.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../lib/toast.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { showApiError } from '../../../lib/api-error.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { formatFullDate } from '../../../lib/format.ts';
import { useCompanySurvey, useSubmitSurvey } from '../api.ts';
import { lazyResolver } from '../../../lib/lazy-resolver.ts';
import { useRevealInTurns } from '../../../lib/use-reveal.ts';
import { useSurveyAutosave } from '../use-autosave.ts';
import { formValuesOf, pickFields, type SurveyFormValues } from '../survey-values.ts';
import { FinancialsStep } from './financials-step.tsx';
import { SaveStatusLine } from './save-status.tsx';
import { SurveyField } from './survey-field.tsx';

const requiredMessage = 'This field is required.';

// the shared write schema checks lengths and options; it (and zod) load with the form's first focus
// or submit, not with the page (decision 047). Completeness is the submit's rule.
const surveyResolver = lazyResolver<SurveyFormValues, unknown, SurveyFormValues>(async () => {
  const [{ zodResolver }, { companySurveyWriteSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('@exitcraft/shared/schemas/company-survey'),
  ]);
  return zodResolver(companySurveyWriteSchema) as never;
});
const submitRedirectMs = 2000;

/**
 * The form's fields, in page order, grouped in the turns they render in (useRevealInTurns): three at
 * a time, and a date field alone, because a page's first date field loads the browser's date formats
 * (33-69 ms at 4× CPU, decision 053).
 */
const fieldTurns = surveySections
  .flatMap((section) => section.fields)
  .reduce<SurveyFieldName[][]>((turns, name) => {
    const isDate = (field: SurveyFieldName) => surveyFields[field].kind.type === 'date';
    const last = turns.at(-1);
    if (!last || last.length >= 3 || isDate(name) || last.some(isDate)) turns.push([name]);
    else last.push(name);
    return turns;
  }, []);
const turnOf = new Map(fieldTurns.flatMap((turn, index) => turn.map((name) => [name, index] as const)));

/** /businessdetails: the company survey, saved as the person types (member-area sections 2-5). */
export function BusinessDetailsPage() {
  usePageMeta('Business Details', 'Tell Exitcraft about your business.');
  const survey = useCompanySurvey();
  if (survey.isPending) return <PageSpinner label="Loading your business details…" />;
  if (survey.isError) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <LoadError message="We could not load your business details." onRetry={() => void survey.refetch()} />
      </div>
    );
  }
  return <SurveyForm initial={formValuesOf(survey.data)} />;
}

function SurveyForm({ initial }: { initial: SurveyFormValues }) {
  const navigate = useNavigate();
  const submit = useSubmitSurvey();
  const { register, handleSubmit, watch, getValues, setError, clearErrors, formState, control } =
    useForm<SurveyFormValues>({
      resolver: surveyResolver,
      defaultValues: initial,
    });
  const { status, stop } = useSurveyAutosave(watch, getValues);
  const role = useWatch({ control, name: 'yourRole' });
  // a few fields at a time, then the financials: the whole form in one task was too long on a phone
  const turns = useRevealInTurns(fieldTurns.length + 1);
  const shown = (name: SurveyFieldName) => (turnOf.get(name) ?? 0) < turns;
  const allFields = turns >= fieldTurns.length;

  useEffect(() => {
    if (role !== 'Other') clearErrors('yourRoleOther');
  }, [role, clearErrors]);

  function markMissing(missing: readonly string[]) {
    missing.forEach((name, index) =>
      setError(name as SurveyFieldName, { type: 'required', message: requiredMessage }, { shouldFocus: index === 0 }),
    );
    toast.error(surveyMessages.incomplete, { duration: 3000 });
  }

  const onSubmit = handleSubmit((values) => {
    const missing = missingSurveyFields(values);
    if (missing.length > 0) return markMissing(missing);
    stop();
    submit.mutate(pickFields(values, surveyFieldNames), {
      onSuccess: () => {
        toast.success(surveyMessages.submitted, { duration: 2000 });
        // the spec's flag; the dashboard reads the server, never this
        sessionStorage.setItem('add-details', 'true');
        setTimeout(() => navigate(href('dashboard')), submitRedirectMs);
      },
      onError: (error) => {
        const missingFields =
          error instanceof ApiError ? (error.body as { missing_fields?: string[] } | null)?.missing_fields : undefined;
        if (missingFields?.length) markMissing(missingFields);
        else showApiError(error);
      },
    });
  });

  const today = formatFullDate(new Date());
  return (
    <div className="mx-auto max-w-4xl px-4 py-6 sm:px-6">
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 pb-4">
        <Link to={href('dashboard')} className="inline-flex items-center gap-1 font-semibold text-navy-700 underline">
          <span aria-hidden="true">←</span> Back
        </Link>
        <p className="text-sm text-slate-600">{today}</p>
      </header>
      <h1 className="mt-6 text-2xl font-bold text-navy-900 sm:text-3xl">Business Details</h1>
      <p className="mt-1 text-slate-600">
        Fields marked <span aria-hidden="true">*</span>
        <span className="sr-only">as required</span> are needed to submit. Your answers are saved as you type.
      </p>
      <SaveStatusLine status={status} />
      <form noValidate onSubmit={onSubmit} onFocus={surveyResolver.preload} className="mt-6 space-y-8">
        {surveySections
          .filter((section) => section.fields.some(shown))
          .map((section) => (
            <section
              key={section.title}
              aria-labelledby={`section-${section.title}`}
              className="below-fold rounded-2xl border border-slate-200 p-5"
            >
              <h2 id={`section-${section.title}`} className="text-lg font-bold text-navy-900">
                {section.title}
              </h2>
              <div className="mt-4 grid gap-5 md:grid-cols-2">
                {section.fields
                  .filter((name) => shown(name) && (name !== 'yourRoleOther' || role === 'Other'))
                  .map((name) => (
                    <div
                      key={name}
                      className={name === 'culture' || name === 'growthStage' ? 'md:col-span-2' : undefined}
                    >
                      <SurveyField
                        name={name}
                        register={register}
                        errors={formState.errors}
                        required={name === 'yourRoleOther' || !('optional' in surveyFields[name])}
                      />
                    </div>
                  ))}
              </div>
            </section>
          ))}
        {allFields && (
          <Button type="submit" size="lg" disabled={submit.isPending || submit.isSuccess}>
            {submit.isPending ? 'Submitting…' : 'Submit'}
          </Button>
        )}
      </form>
      {turns > fieldTurns.length && <FinancialsStep />}
    </div>
  );
}
