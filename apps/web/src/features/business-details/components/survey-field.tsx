import {
  type SurveyField as SurveyFieldContent,
  type SurveyFieldName,
  surveyFields,
} from '@exitcraft/shared/content/company-survey';
import { useId } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { describedBy, FieldShell, inputClasses } from '../../../components/ui/form-field.tsx';
import type { SurveyFormValues } from '../survey-values.ts';

interface SurveyFieldProps {
  name: SurveyFieldName;
  register: UseFormRegister<SurveyFormValues>;
  errors: FieldErrors<SurveyFormValues>;
  required: boolean;
}

/** One survey question, drawn from its kind in the shared content: text, date, choice or several. */
export function SurveyField({ name, register, errors, required }: SurveyFieldProps) {
  const id = useId();
  const field: SurveyFieldContent = surveyFields[name];
  const error = errors[name]?.message;
  const label = (
    <>
      {field.label}
      {required && (
        <span aria-hidden="true" className="text-red-700">
          {' '}
          *
        </span>
      )}
    </>
  );
  const common = {
    id,
    'aria-invalid': Boolean(error),
    'aria-required': required,
    'aria-describedby': describedBy(id, error, field.hint),
  };
  const kind = field.kind;

  if (kind.type === 'multi') {
    return (
      <fieldset aria-describedby={common['aria-describedby']} aria-invalid={common['aria-invalid']}>
        <legend className="text-sm font-semibold text-navy-900">{label}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {kind.options.map((option) => (
            <label
              key={option}
              className="inline-flex cursor-pointer items-center gap-2 rounded-full border border-slate-300 px-3 py-1.5 text-sm has-[:checked]:border-navy-700 has-[:checked]:bg-navy-50"
            >
              <input type="checkbox" value={option} {...register(name)} className="size-4 accent-navy-700" />
              {option}
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

  return (
    <FieldShell id={id} label={label} error={error} hint={field.hint}>
      {kind.type === 'choice' ? (
        <select {...common} {...register(name)} className={inputClasses(Boolean(error))}>
          <option value="">Select…</option>
          {kind.options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      ) : kind.type === 'date' ? (
        <input type="date" {...common} {...register(name)} className={inputClasses(Boolean(error))} />
      ) : 'multiline' in kind ? (
        <textarea
          {...common}
          {...register(name)}
          maxLength={kind.max}
          rows={5}
          className={inputClasses(Boolean(error), 'h-auto py-2')}
        />
      ) : (
        <input
          type="text"
          {...common}
          {...register(name)}
          maxLength={kind.max}
          className={inputClasses(Boolean(error))}
        />
      )}
    </FieldShell>
  );
}
