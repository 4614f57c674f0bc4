import type { SiteSettingsForm, SiteSettingsRequest } from '@exitcraft/shared/schemas/site-config';
import { useId } from 'react';
import { useFieldArray, type UseFormRegisterReturn, type UseFormReturn } from 'react-hook-form';
import { Button } from '../../../../components/ui/button.tsx';
import { describedBy, FieldShell, inputClasses, TextField } from '../../../../components/ui/form-field.tsx';

export function AddressField({
  registration,
  error,
}: {
  registration: UseFormRegisterReturn;
  error: string | undefined;
}) {
  const id = useId();
  const hint = 'One line per line of the envelope.';
  return (
    <FieldShell id={id} label="Postal address" error={error} hint={hint}>
      <textarea
        id={id}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={inputClasses(Boolean(error), 'h-auto py-2')}
        {...registration}
      />
    </FieldShell>
  );
}

type Form = UseFormReturn<SiteSettingsForm, unknown, SiteSettingsRequest>;

/** LinkedIn and any other: a name and an https link each, added and removed in place. */
export function SocialLinksFields({ form }: { form: Form }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'social_links' });
  const errors = form.formState.errors.social_links;
  return (
    <fieldset className="space-y-4 rounded-2xl border border-slate-200 p-4 sm:p-6">
      <legend className="px-1 text-lg font-bold text-navy-900">Social links</legend>
      {fields.length === 0 && <p className="text-slate-700">No social link yet.</p>}
      {fields.map((field, index) => (
        <div key={field.id} className="grid gap-3 sm:grid-cols-[10rem_1fr_auto] sm:items-start">
          <TextField
            label={`Link ${index + 1} name`}
            error={errors?.[index]?.name?.message}
            {...form.register(`social_links.${index}.name`)}
          />
          <TextField
            label={`Link ${index + 1} address`}
            type="url"
            error={errors?.[index]?.url?.message}
            {...form.register(`social_links.${index}.url`)}
          />
          <Button variant="ghost" className="border border-slate-300 sm:mt-7" onClick={() => remove(index)}>
            Remove<span className="sr-only"> link {index + 1}</span>
          </Button>
        </div>
      ))}
      {errors?.message && <p className="text-sm font-medium text-red-700">{errors.message}</p>}
      <Button variant="secondary" onClick={() => append({ name: fields.length === 0 ? 'LinkedIn' : '', url: '' })}>
        Add a link
      </Button>
    </fieldset>
  );
}
