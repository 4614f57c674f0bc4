import {
  type SiteSettings,
  type SiteSettingsForm,
  type SiteSettingsRequest,
  siteSettingsRequestSchema,
} from '@exitcraft/shared/schemas/site-config';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { apiErrorMessage, setFormApiError } from '../../../lib/api-error.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { toast } from '../../../lib/toast.ts';
import { QueryView } from '../../../shared/query-view/query-view.tsx';
import { useSaveSiteSettings, useSiteSettings } from '../api/site-settings.ts';
import { isStepUpRequired } from '../api/step-up.ts';
import { AddressField, SocialLinksFields } from './site-settings/site-settings-fields.tsx';
import { useStepUp } from './step-up.tsx';

export function SiteSettingsPage() {
  usePageMeta('Site settings — Staff', 'The company’s name, address, contact and links, shown across the site.');
  return (
    <section aria-labelledby="site-settings-title" className="max-w-3xl">
      <h1 id="site-settings-title" className="text-2xl font-bold text-navy-900">
        Site settings
      </h1>
      <p className="mt-2 text-slate-700">
        Shown in the footer, on the founder page, in the terms, on receipts, invoices and emails. A setting left empty
        is left out everywhere. A change shows from the next page load.
      </p>
      <QueryView
        query={useSiteSettings()}
        loading={<Spinner label="Loading the site settings…" />}
        errorTitle="The site settings could not be loaded"
        errorMessage={(error) => apiErrorMessage(error)}
      >
        {(settings) => <SettingsForm settings={settings} />}
      </QueryView>
    </section>
  );
}

const textFields = [
  'company_name',
  'address',
  'contact_email',
  'support_phone',
  'scheduling_url',
  'proof_video_url',
] as const;

function formValues(settings: SiteSettings): SiteSettingsForm {
  const values: SiteSettingsForm = { ...settings, social_links: settings.social_links.map((link) => ({ ...link })) };
  for (const field of textFields) values[field] = settings[field] ?? '';
  return values;
}

function SettingsForm({ settings }: { settings: SiteSettings }) {
  const save = useSaveSiteSettings();
  const withStepUp = useStepUp();
  const form = useForm<SiteSettingsForm, unknown, SiteSettingsRequest>({
    resolver: zodResolver(siteSettingsRequestSchema),
    defaultValues: formValues(settings),
  });
  const { register, handleSubmit, setError, reset, formState } = form;
  const errors = formState.errors;
  const submit = handleSubmit(async (body) => {
    try {
      const saved = await withStepUp(() => save.mutateAsync(body));
      reset(formValues(saved));
      toast.success('Site settings saved.');
    } catch (failure) {
      if (isStepUpRequired(failure)) return;
      setFormApiError(failure, setError, { fields: [...textFields, 'social_links'] });
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="mt-6 space-y-5">
      <fieldset className="space-y-4 rounded-2xl border border-slate-200 p-4 sm:p-6">
        <legend className="px-1 text-lg font-bold text-navy-900">The company</legend>
        <TextField
          label="Company name"
          autoComplete="organization"
          error={errors.company_name?.message}
          {...register('company_name')}
        />
        <AddressField registration={register('address')} error={errors.address?.message} />
        <TextField
          label="Contact email"
          type="email"
          error={errors.contact_email?.message}
          {...register('contact_email')}
        />
        <TextField
          label="Support phone"
          type="tel"
          hint="International form: + then the country code and the number."
          error={errors.support_phone?.message}
          {...register('support_phone')}
        />
      </fieldset>
      <SocialLinksFields form={form} />
      <fieldset className="space-y-4 rounded-2xl border border-slate-200 p-4 sm:p-6">
        <legend className="px-1 text-lg font-bold text-navy-900">Booking and video</legend>
        <TextField
          label="Adviser booking link"
          type="url"
          hint="A Calendly-compatible https:// page, opened on the member dashboard."
          error={errors.scheduling_url?.message}
          {...register('scheduling_url')}
        />
        <TextField
          label="Proof video link"
          type="url"
          hint="The https:// player or video file of the proof page."
          error={errors.proof_video_url?.message}
          {...register('proof_video_url')}
        />
      </fieldset>
      {errors.root?.server?.message && (
        <p role="alert" className="text-red-700">
          {errors.root.server.message}
        </p>
      )}
      <Button type="submit" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Saving…' : 'Save settings'}
      </Button>
    </form>
  );
}
