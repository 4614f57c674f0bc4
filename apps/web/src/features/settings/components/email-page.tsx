import { href } from '@exitcraft/shared/routes';
import {
  type AddEmailRequest,
  addEmailRequestSchema,
  type CompanyEmail,
  verifyEmailOtpRequestSchema,
} from '@exitcraft/shared/schemas/company-emails';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from '../../../lib/router.tsx';
import { ForgotPasswordModal } from '../../../shared/forgot-password/forgot-password-modal.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { OtpModal } from '../../../components/ui/otp-modal.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { FormMessage } from '../../../components/ui/form-message.tsx';
import { apiErrorMessage } from '../../../lib/api-error.ts';
import { maskEmail } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.ts';
import { QueryView } from '../../../shared/query-view/query-view.tsx';
import { ConfirmPasswordModal } from '../../../shared/password-confirm/confirm-password-modal.tsx';
import { resendEmailCode, useCompanyEmails, useEmailAction, useSendEmailCode, useVerifyEmailCode } from '../api.ts';
import { settingsBase, SettingsScreen } from './settings-screen.tsx';

/** Member-area section 8, email page: the server's sentence, else this. */
const fallbackError = 'An error occurred';

type Step = { kind: 'closed' } | { kind: 'entry'; email: string } | { kind: 'code'; email: string };
type PasswordAction = { action: 'remove' | 'primary'; email: string } | null;

// the code entry refuses what the verify endpoint refuses, in its words ('Please enter the OTP')
const codeFormSchema = verifyEmailOtpRequestSchema.pick({ otp: true });

/** /emailView: the primary address, the others, and adding one with an emailed code. */
export function EmailPage() {
  const navigate = useNavigate();
  const emails = useCompanyEmails();
  const [step, setStep] = useState<Step>({ kind: 'closed' });
  const [confirming, setConfirming] = useState<PasswordAction>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [forgotOpen, setForgotOpen] = useState(false);
  const { user } = useSession();
  const remove = useEmailAction('remove');
  const makePrimary = useEmailAction('primary');
  const verify = useVerifyEmailCode();

  const primary = emails.data?.find((entry) => entry.is_primary);
  const others = emails.data?.filter((entry) => !entry.is_primary) ?? [];

  const confirmAction = async (password: string): Promise<string | null> => {
    if (!confirming) return null;
    const mutation = confirming.action === 'remove' ? remove : makePrimary;
    try {
      const reply = await mutation.mutateAsync({ email: confirming.email, password });
      setConfirming(null);
      setNotice(reply.message);
      return null;
    } catch (error) {
      return apiErrorMessage(error, fallbackError);
    }
  };

  return (
    <SettingsScreen
      title="Company Email"
      description="Sign in with any verified address; mail goes to the primary one."
    >
      <QueryView
        query={emails}
        loading={<Spinner label="Loading your email addresses" />}
        errorMessage={(error) => apiErrorMessage(error, fallbackError)}
      >
        {() => (
          <div className="flex flex-col gap-6">
            <section aria-labelledby="primary-email">
              <h2 id="primary-email" className="text-lg font-bold text-navy-900">
                Primary Email
              </h2>
              {primary && (
                <div className="mt-2 flex flex-wrap items-center gap-2 rounded-xl border border-slate-200 p-4">
                  <span className="min-w-0 font-semibold [overflow-wrap:anywhere] text-navy-900">{primary.email}</span>
                  <span className="rounded-full bg-navy-50 px-2 py-0.5 text-xs font-semibold text-navy-800">
                    Primary
                  </span>
                  {!primary.verified && <VerifyLink email={primary.email} />}
                </div>
              )}
            </section>
            <section aria-labelledby="secondary-emails">
              <h2 id="secondary-emails" className="text-lg font-bold text-navy-900">
                Secondary Email
              </h2>
              {others.length === 0 ? (
                <p className="mt-2 text-slate-600">No other email addresses yet.</p>
              ) : (
                <ul className="mt-2 flex flex-col gap-2">
                  {others.map((entry) => (
                    <SecondaryEmail
                      key={entry.email}
                      entry={entry}
                      onRemove={() => setConfirming({ action: 'remove', email: entry.email })}
                      onMakePrimary={() => setConfirming({ action: 'primary', email: entry.email })}
                    />
                  ))}
                </ul>
              )}
            </section>
            {notice && <FormMessage kind="success">{notice}</FormMessage>}
            <div className="flex flex-col gap-3 sm:flex-row">
              <Button
                onClick={() => {
                  setNotice(null);
                  setStep({ kind: 'entry', email: '' });
                }}
              >
                Add Email
              </Button>
              <Button variant="ghost" className="border border-slate-300" onClick={() => navigate(settingsBase)}>
                Cancel
              </Button>
            </div>
          </div>
        )}
      </QueryView>

      <AddEmailModal
        open={step.kind === 'entry'}
        initialEmail={step.kind === 'closed' ? '' : step.email}
        onClose={() => setStep({ kind: 'closed' })}
        onSent={(email) => setStep({ kind: 'code', email })}
      />
      <OtpModal
        open={step.kind === 'code'}
        email={step.kind === 'code' ? step.email : ''}
        title="Verify Email"
        lead={
          <>
            Enter the 6-digit code we sent to{' '}
            <strong className="[overflow-wrap:anywhere] text-navy-900">
              {step.kind === 'code' ? maskEmail(step.email) : ''}
            </strong>
            .
          </>
        }
        submitLabel="Verify Code"
        busyLabel="Verifying..."
        resendLabel="Resend Code"
        resendAnytime
        schema={codeFormSchema}
        secondaryAction={{
          label: 'Change Email',
          onClick: () =>
            setStep((current) => ({ kind: 'entry', email: current.kind === 'closed' ? '' : current.email })),
        }}
        onClose={() => setStep({ kind: 'closed' })}
        onVerify={async (otp) => {
          if (step.kind !== 'code') return null;
          try {
            const reply = await verify.mutateAsync({ email: step.email, otp });
            setStep({ kind: 'closed' });
            setNotice(reply.message);
            return null;
          } catch (error) {
            return apiErrorMessage(error, fallbackError);
          }
        }}
        onResend={async () => {
          if (step.kind !== 'code') return null;
          try {
            await resendEmailCode(step.email);
            return null;
          } catch (error) {
            return apiErrorMessage(error, fallbackError);
          }
        }}
      />
      <ConfirmPasswordModal
        open={confirming !== null}
        title={confirming?.action === 'remove' ? 'Remove Email' : 'Make Primary'}
        lead={
          confirming?.action === 'remove'
            ? `Enter your password to remove ${confirming.email}.`
            : `Enter your password to make ${confirming?.email ?? ''} your primary email. Other devices will be signed out.`
        }
        confirmLabel={confirming?.action === 'remove' ? 'Remove' : 'Make Primary'}
        onClose={() => setConfirming(null)}
        onForgot={() => {
          setConfirming(null);
          setForgotOpen(true);
        }}
        onConfirm={confirmAction}
      />
      <ForgotPasswordModal
        open={forgotOpen}
        onClose={() => setForgotOpen(false)}
        initialEmail={user?.email ?? ''}
        withBearer
      />
    </SettingsScreen>
  );
}

function VerifyLink({ email }: { email: string }) {
  return (
    <Link
      to={href('otpVerify', undefined, { email })}
      className="text-sm font-semibold text-navy-800 underline underline-offset-2 hover:text-navy-950"
    >
      Verify<span className="sr-only"> {email}</span>
    </Link>
  );
}

function SecondaryEmail({
  entry,
  onRemove,
  onMakePrimary,
}: {
  entry: CompanyEmail;
  onRemove: () => void;
  onMakePrimary: () => void;
}) {
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 flex-wrap items-center gap-2">
        <span className="min-w-0 font-semibold [overflow-wrap:anywhere] text-navy-900">{entry.email}</span>
        {!entry.verified && (
          <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900">
            Awaiting code
          </span>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {entry.verified ? (
          <Button size="sm" variant="secondary" onClick={onMakePrimary} aria-label={`Make ${entry.email} primary`}>
            Make Primary
          </Button>
        ) : (
          <VerifyLink email={entry.email} />
        )}
        <Button size="sm" variant="danger" onClick={onRemove} aria-label={`Remove ${entry.email}`}>
          Remove
        </Button>
      </div>
    </li>
  );
}

/** The new address's entry step: Next sends its code. */
function AddEmailModal({
  open,
  initialEmail,
  onClose,
  onSent,
}: {
  open: boolean;
  initialEmail: string;
  onClose: () => void;
  onSent: (email: string) => void;
}) {
  return (
    <Modal open={open} onClose={onClose} title="Add Email">
      <AddEmailForm initialEmail={initialEmail} onClose={onClose} onSent={onSent} />
    </Modal>
  );
}

function AddEmailForm({
  initialEmail,
  onClose,
  onSent,
}: {
  initialEmail: string;
  onClose: () => void;
  onSent: (email: string) => void;
}) {
  const send = useSendEmailCode();
  const { register, handleSubmit, setError, formState } = useForm<AddEmailRequest>({
    resolver: zodResolver(addEmailRequestSchema),
    defaultValues: { email: initialEmail },
  });
  const submit = handleSubmit(async ({ email }) => {
    try {
      await send.mutateAsync(email);
      onSent(email);
    } catch (error) {
      setError('email', { message: apiErrorMessage(error, fallbackError) }, { shouldFocus: true });
    }
  });
  return (
    <form onSubmit={submit} noValidate className="mt-3 flex flex-col gap-4">
      <p className="text-slate-700">We will email a 6-digit code to the new address.</p>
      <TextField
        label="Email Address"
        type="email"
        autoComplete="email"
        placeholder="name@company.com"
        error={formState.errors.email?.message}
        data-autofocus
        {...register('email')}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="ghost" className="border border-slate-300" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Sending...' : 'Next'}
        </Button>
      </div>
    </form>
  );
}
