import { profileCountries } from '@exitcraft/shared/content/profile-countries';
import { accountServerMessages } from '@exitcraft/shared/messages/account';
import type { UserData } from '@exitcraft/shared/schemas/user';
import { profileUpdateRequestSchema } from '@exitcraft/shared/schemas/account';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from '../../../lib/router.tsx';
import type { z } from 'zod';
import { ForgotPasswordModal } from '../../../shared/forgot-password/forgot-password-modal.tsx';
import { buttonClasses, Button } from '../../../components/ui/button.tsx';
import { describedBy, FieldShell, inputClasses, TextField } from '../../../components/ui/form-field.tsx';
import { FormMessage } from '../../../components/ui/form-message.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { apiErrorMessage } from '../../../lib/api-error.ts';
import { useSession } from '../../../lib/session.ts';
import { ConfirmPasswordModal } from '../../../shared/password-confirm/confirm-password-modal.tsx';
import { useUpdateProfile } from '../api.ts';
import { settingsBase, SettingsScreen } from './settings-screen.tsx';

/** "Connect LinkedIn" opens LinkedIn itself, where the member signs in to their own profile. */
const linkedInUrl = 'https://www.linkedin.com/';

/** Member-area section 9: the success message shows for 3 s. */
export const profileSuccessMs = 3000;

const profileFormSchema = profileUpdateRequestSchema.omit({ password: true });
type ProfileFormInput = z.input<typeof profileFormSchema>;
type ProfileFormValues = z.output<typeof profileFormSchema>;

const defaults = (user: UserData): ProfileFormInput => ({
  full_name: user.full_name,
  phone_number: user.phone_number,
  company_name: user.company_name,
  website_name: user.website_name,
  country: (profileCountries as readonly string[]).includes(user.country)
    ? (user.country as ProfileFormValues['country'])
    : ('' as ProfileFormValues['country']),
});

/** /profileView: the five profile fields, saved after the password is confirmed. */
export function ProfilePage() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <SettingsScreen title="Profile Information" description="Keep your name and company details up to date.">
      <ProfileForm user={user} />
    </SettingsScreen>
  );
}

function ProfileForm({ user }: { user: UserData }) {
  const navigate = useNavigate();
  const update = useUpdateProfile();
  const countryId = useId();
  const [pending, setPending] = useState<ProfileFormValues | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [forgotOpen, setForgotOpen] = useState(false);
  // the success sentence shows for its time, then goes
  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(() => setSuccess(null), profileSuccessMs);
    return () => clearTimeout(timer);
  }, [success]);
  const { register, handleSubmit, reset, formState } = useForm<ProfileFormInput, unknown, ProfileFormValues>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: defaults(user),
  });
  const errors = formState.errors;

  const save = handleSubmit((values) => {
    setSuccess(null);
    setPending(values);
  });

  const confirm = async (password: string): Promise<string | null> => {
    if (!pending) return null;
    try {
      const reply = await update.mutateAsync({ ...pending, password });
      reset(defaults(reply.user_data));
      setPending(null);
      setSuccess(reply.message);
      return null;
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return accountServerMessages.invalidPassword;
      return apiErrorMessage(error, accountServerMessages.profileFailed);
    }
  };

  return (
    <>
      <form onSubmit={save} noValidate className="grid gap-5 md:grid-cols-2">
        <TextField label="Full Name" autoComplete="name" error={errors.full_name?.message} {...register('full_name')} />
        <TextField
          label="Phone No"
          type="tel"
          autoComplete="tel"
          hint="With the country code, e.g. +14165550123"
          error={errors.phone_number?.message}
          {...register('phone_number')}
        />
        <TextField
          label="Company Name"
          autoComplete="organization"
          error={errors.company_name?.message}
          {...register('company_name')}
        />
        <TextField
          label="Company Website"
          autoComplete="url"
          error={errors.website_name?.message}
          {...register('website_name')}
        />
        <FieldShell id={countryId} label="Country" error={errors.country?.message}>
          <select
            id={countryId}
            aria-invalid={errors.country ? true : undefined}
            aria-describedby={describedBy(countryId, errors.country?.message, undefined)}
            className={inputClasses(Boolean(errors.country))}
            {...register('country')}
          >
            <option value="">Select a country</option>
            {profileCountries.map((country) => (
              <option key={country} value={country}>
                {country}
              </option>
            ))}
          </select>
        </FieldShell>
        <div className="flex flex-col gap-1.5">
          <span className="text-sm font-semibold text-navy-900" aria-hidden="true">
            LinkedIn
          </span>
          <a href={linkedInUrl} target="_blank" rel="noopener" className={buttonClasses('secondary', 'md', 'w-full')}>
            Connect LinkedIn<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </div>
        <div className="md:col-span-2" aria-live="polite">
          {success && <FormMessage kind="success">{success}</FormMessage>}
        </div>
        <div className="flex flex-col gap-3 sm:flex-row md:col-span-2">
          <Button type="submit" disabled={update.isPending}>
            Save Changes
          </Button>
          <Button variant="ghost" className="border border-slate-300" onClick={() => navigate(settingsBase)}>
            Cancel
          </Button>
        </div>
      </form>
      <ConfirmPasswordModal
        open={pending !== null}
        lead="Enter your current password to save your profile."
        onClose={() => setPending(null)}
        onForgot={() => {
          setPending(null);
          setForgotOpen(true);
        }}
        onConfirm={confirm}
      />
      <ForgotPasswordModal
        open={forgotOpen}
        onClose={() => setForgotOpen(false)}
        initialEmail={user.email}
        withBearer
      />
    </>
  );
}
