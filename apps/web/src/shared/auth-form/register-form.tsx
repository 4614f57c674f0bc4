import { defaultCountry, defaultCountryCode, findCountry } from '@exitcraft/shared/content/countries';
import { authFormMessages, authServerMessages } from '@exitcraft/shared/messages/auth';
import type { RegisterFormValues } from '@exitcraft/shared/schemas/auth';
import type { UserData } from '@exitcraft/shared/schemas/user';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { apiErrorMessage } from '../../lib/api-error.ts';
import { signIn } from '../../lib/session.ts';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/form-field.tsx';
import { PasswordField } from '../../components/ui/password-field.tsx';
import { PhoneField } from '../../components/ui/phone-field.tsx';
import {
  checkEmailStatus,
  lookUpCountryCode,
  pingHealth,
  registerAccount,
  type RegistrationPayload,
  sendEmailOtp,
  verifyEmailOtp,
} from './auth-api.ts';
import { FormAlert } from './form-alert.tsx';
import {
  codeJustSent,
  keepPendingRegistration,
  livePendingRegistration,
  type PendingRegistration,
} from './pending-registration.ts';
import { lazyDialog } from '../../components/ui/lazy-dialog.tsx';
import type { AuthPlan } from './post-login-route.ts';
import { type RegisterFields, registerResolver } from './register-resolver.ts';

// the rules load with the first focus or validation, the code dialog when it first opens (decision 043)
const resolver = registerResolver();
const OtpModal = lazyDialog(async () => (await import('../../components/ui/otp-modal.tsx')).OtpModal);

const sendFailed = 'Failed to send OTP';
const registrationFailed = 'Failed to complete registration. Please try again.';
const resendFailed = 'Failed to resend OTP';
// the spec has no words for closing the code dialog; these say what closing does and does not lose
const closeConfirmation = {
  question: 'Close without verifying your email?',
  detail: 'Your code stays valid until its countdown ends: press Register again to come back to it.',
  stayLabel: 'Keep verifying',
  leaveLabel: 'Close anyway',
};

const emptyValues: RegisterFormValues = {
  full_name: '',
  email: '',
  password: '',
  confirm_password: '',
  phone_number: '',
  website_name: '',
};

export interface RegisterFormProps {
  plan: AuthPlan;
  /** Two columns from 640 px on the full page; one column when embedded. */
  wide: boolean;
  onRegistered: (user: UserData | null) => void;
  loginAction: ReactNode;
}

/**
 * Register view and its flow (public-site section 4): validate, check the email is new, send a
 * code, verify it in the code dialog, register, store the tokens, hand the user back.
 */
export function RegisterForm({ plan, wide, onRegistered, loginAction }: RegisterFormProps) {
  const hintId = useId();
  const { register, control, handleSubmit, clearErrors, setValue, getFieldState, formState } = useForm<
    RegisterFields,
    unknown,
    RegisterFormValues
  >({
    resolver,
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    defaultValues: { ...emptyValues, country_code: defaultCountryCode },
  });
  const country = findCountry(useWatch({ control, name: 'country_code' })) ?? defaultCountry();
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPendingState] = useState<PendingRegistration | null>(null);
  const [codeOpen, setCodeOpen] = useState(false);
  const setPending = (next: PendingRegistration | null) => {
    keepPendingRegistration(next);
    setPendingState(next);
  };

  // Opening the form wakes the server (fire and forget) and preselects the visitor's country.
  useEffect(() => {
    pingHealth();
    const controller = new AbortController();
    void lookUpCountryCode(controller.signal).then((code) => {
      const found = findCountry(code);
      // the visitor's own pick always wins over the lookup
      if (found && !controller.signal.aborted && !getFieldState('country_code').isDirty) {
        setValue('country_code', found.code);
      }
    });
    return () => controller.abort();
  }, [getFieldState, setValue]);

  /** Errors clear as the field is edited; they come back on the next blur or submit. */
  const field = (name: keyof RegisterFormValues) =>
    register(name, {
      onChange: () => {
        clearErrors(name);
        setFormError(null);
      },
    });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    const payload: RegistrationPayload = {
      email: values.email,
      password: values.password,
      full_name: values.full_name,
      phone_number: `${country.dial_code}${values.phone_number}`,
      phone_country: country.code,
      website_name: values.website_name,
      no_linkedin: true,
      came_from_plan: plan !== 'guest',
    };
    // a code sent to this address is still live: back to it (the server would refuse another yet)
    const live = livePendingRegistration(payload.email);
    if (live) {
      setPending({ ...live, payload });
      return setCodeOpen(true);
    }
    try {
      const status = await checkEmailStatus(payload.email);
      if (status.user_exists) {
        return setFormError(
          status.paid ? authServerMessages.emailRegisteredMember : authServerMessages.emailRegisteredGuest,
        );
      }
      await sendEmailOtp(payload.email);
      setPending(codeJustSent(payload));
      setCodeOpen(true);
    } catch (error) {
      setFormError(apiErrorMessage(error, sendFailed));
    }
  });

  const verifyAndRegister = async (otp: string): Promise<string | null> => {
    if (!pending) return registrationFailed;
    try {
      if (!pending.verified) {
        await verifyEmailOtp(pending.payload.email, otp);
        setPending({ ...pending, verified: true });
      }
      const reply = await registerAccount(pending.payload);
      if (!reply?.tokens) return reply?.message || registrationFailed;
      const user = await signIn(reply.tokens);
      setPending(null);
      onRegistered(user);
      return null;
    } catch (error) {
      return apiErrorMessage(error, registrationFailed);
    }
  };

  const resend = async (): Promise<string | null> => {
    if (!pending) return resendFailed;
    try {
      await sendEmailOtp(pending.payload.email);
      setPending(codeJustSent(pending.payload));
      return null;
    } catch (error) {
      const reason = apiErrorMessage(error, '');
      return reason ? `${resendFailed}. ${reason}` : resendFailed;
    }
  };

  const errors = formState.errors;
  const busy = formState.isSubmitting;
  const grid = wide ? 'grid gap-4 sm:grid-cols-2' : 'grid gap-4';
  return (
    <>
      {/* POST: a press before the page's code has loaded must not put the fields in the URL */}
      <form
        method="post"
        onSubmit={submit}
        onFocus={resolver.preload}
        noValidate
        className="flex flex-col gap-4"
        aria-label="Register"
      >
        <div className={grid}>
          <TextField label="Full Name" autoComplete="name" error={errors.full_name?.message} {...field('full_name')} />
          <TextField
            label="Company Email ID"
            type="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            error={errors.email?.message}
            {...field('email')}
          />
          <PasswordField
            label="Password"
            autoComplete="new-password"
            extraDescribedBy={hintId}
            error={errors.password?.message}
            {...field('password')}
          />
          <PasswordField
            label="Confirm Password"
            autoComplete="new-password"
            error={errors.confirm_password?.message}
            {...field('confirm_password')}
          />
        </div>
        <p id={hintId} className="-mt-2 text-xs text-slate-600">
          {authFormMessages.passwordHint}
        </p>
        <div className={grid}>
          <Controller
            control={control}
            name="phone_number"
            render={({ field: phone, fieldState }) => (
              <PhoneField
                ref={phone.ref}
                country={country}
                onCountryChange={(picked) => {
                  setValue('country_code', picked.code, { shouldDirty: true });
                  clearErrors('phone_number');
                }}
                value={phone.value}
                onChange={(digits) => {
                  phone.onChange(digits);
                  clearErrors('phone_number');
                  setFormError(null);
                }}
                onBlur={phone.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
          <TextField
            label="Company Website"
            type="url"
            inputMode="url"
            autoComplete="url"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="yourcompany.com"
            error={errors.website_name?.message}
            {...field('website_name')}
          />
        </div>
        {formError && <FormAlert>{formError}</FormAlert>}
        <Button type="submit" disabled={busy} className="w-full">
          {busy ? 'Sending OTP...' : 'Register'}
        </Button>
        <p className="text-center text-sm text-slate-700">Already have an account? {loginAction}</p>
      </form>
      <OtpModal
        open={codeOpen && pending !== null}
        email={pending?.payload.email ?? ''}
        sentAt={pending?.sentAt}
        onClose={() => setCodeOpen(false)}
        closeConfirmation={closeConfirmation}
        onVerify={verifyAndRegister}
        onResend={resend}
      />
    </>
  );
}
