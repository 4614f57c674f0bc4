import type { StaffResearchCategoryRequest } from '@exitcraft/shared/schemas/staff';
import { type Control, useFieldArray, type UseFormRegister } from 'react-hook-form';
import { Button } from '../../../../components/ui/button.tsx';
import { FieldShell, inputClasses, TextField } from '../../../../components/ui/form-field.tsx';

export const emptyStatistic = () => ({ context: '', URL: '' });

interface PointFieldsProps {
  /** the point's place in the category, from 0 */
  p: number;
  control: Control<StaffResearchCategoryRequest>;
  register: UseFormRegister<StaffResearchCategoryRequest>;
  onRemove: () => void;
}

/** One research point: its name and its statistics, each a sentence and its https source. */
export function PointFields({ p, control, register, onRemove }: PointFieldsProps) {
  const statistics = useFieldArray({ control, name: `research_points.${p}.statistics` });
  return (
    <fieldset className="rounded-xl border border-slate-200 p-3">
      <legend className="px-1 font-semibold text-navy-900">Point {p + 1}</legend>
      <TextField label={`Point ${p + 1} name`} maxLength={300} {...register(`research_points.${p}.name`)} />
      {statistics.fields.map((field, s) => (
        <div key={field.id} className="mt-3 space-y-2 border-l-4 border-gold-300 pl-3">
          <FieldShell id={`stat-${p}-${s}`} label={`Statistic ${s + 1} of point ${p + 1}`}>
            <textarea
              id={`stat-${p}-${s}`}
              rows={2}
              maxLength={2000}
              className={inputClasses(false, 'h-auto py-2')}
              {...register(`research_points.${p}.statistics.${s}.context`)}
            />
          </FieldShell>
          <TextField
            label={`Source (https) of statistic ${s + 1}, point ${p + 1}`}
            type="url"
            maxLength={2000}
            {...register(`research_points.${p}.statistics.${s}.URL`)}
          />
          {statistics.fields.length > 1 && (
            <Button variant="ghost" size="sm" onClick={() => statistics.remove(s)}>
              Remove statistic {s + 1} of point {p + 1}
            </Button>
          )}
        </div>
      ))}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="ghost" size="sm" onClick={() => statistics.append(emptyStatistic(), { shouldFocus: false })}>
          Add a statistic to point {p + 1}
        </Button>
        <Button variant="ghost" size="sm" onClick={onRemove}>
          Remove point {p + 1}
        </Button>
      </div>
    </fieldset>
  );
}
