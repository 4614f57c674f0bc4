import { accountServerMessages } from '@exitcraft/shared/messages/account';
import { href } from '@exitcraft/shared/routes';
import { useEffect, useRef, useState } from 'react';
import { hasInAppHistory, Link, useNavigate, useSearchParams } from '../../../lib/router.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { OtpForm } from '../../../components/ui/otp-modal.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { apiErrorMessage } from '../../../lib/api-error.ts';
import { maskEmail } from '../../../lib/format.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { QueryView } from '../../../shared/query-view/query-view.tsx';
import { resendEmailCode, useCompanyEmails, useVerifyEmailCode } from '../api.ts';

const fallbackError = 'An error occurred';

/**
 * /otpverify: verifies an address of the signed-in user that is not verified yet (`?email=`, by
 * default the primary) with an emailed code, then goes back to where the person came from.
 */
export function OtpVerifyPage() {
  usePageMeta('Verify Your Email', 'Verify an email address of your Exitcraft account.');
  const [params] = useSearchParams();
  const emails = useCompanyEmails();
  const wanted = params.get('email')?.trim().toLowerCase() ?? null;
  const target = emails.data?.find((entry) => (wanted ? entry.email.toLowerCase() === wanted : entry.is_primary));

  const body = (
    <QueryView
      query={emails}
      loading={<PageSpinner label="Loading your email addresses" />}
      errorMessage={(error) => apiErrorMessage(error, fallbackError)}
    >
      {() =>
        !target ? (
          <Notice text={accountServerMessages.emailNotOnAccount} />
        ) : target.verified ? (
          <Notice text="This email is already verified." />
        ) : (
          <VerifyForm email={target.email} />
        )
      }
    </QueryView>
  );

  return (
    <div className="mx-auto flex w-full max-w-md flex-col px-4 py-10">
      <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <h1 className="text-2xl font-bold text-navy-900">Verify Your Email</h1>
        <div className="mt-4">{body}</div>
      </section>
    </div>
  );
}

function Notice({ text }: { text: string }) {
  return (
    <div className="flex flex-col gap-4">
      <p className="text-slate-700">{text}</p>
      <Link to={href('email')} className={buttonClasses('secondary', 'md', 'self-start')}>
        Go to Company Email
      </Link>
    </div>
  );
}

/** Sends a code once on arrival, then the six boxes with a 300 s count. */
function VerifyForm({ email }: { email: string }) {
  const navigate = useNavigate();
  const verify = useVerifyEmailCode();
  // 'sending', then 'sent', or what the server said instead (a 429: a code went out moments ago)
  const [sent, setSent] = useState<{ state: 'sending' | 'sent' } | { state: 'recent' | 'failed'; message: string }>({
    state: 'sending',
  });
  const asked = useRef(false);

  useEffect(() => {
    // once per visit, also under StrictMode's double effect
    if (asked.current) return;
    asked.current = true;
    resendEmailCode(email).then(
      () => setSent({ state: 'sent' }),
      (error: unknown) =>
        setSent({
          state: error instanceof ApiError && error.status === 429 ? 'recent' : 'failed',
          message: apiErrorMessage(error, fallbackError),
        }),
    );
  }, [email]);

  const goBack = () => {
    // a visit that began here (a link opened in a new tab) has nowhere to go back to
    if (!hasInAppHistory()) void navigate(href('email'), { replace: true });
    else void navigate(-1);
  };

  if (sent.state === 'sending') return <PageSpinner label="Sending your code" />;
  return (
    <OtpForm
      email={email}
      lead={
        <>
          {sent.state === 'sent' ? 'We sent a 6-digit code to ' : 'Enter the 6-digit code we sent to '}
          <strong className="[overflow-wrap:anywhere] text-navy-900">{maskEmail(email)}</strong>.
          {sent.state === 'recent' && (
            <span className="mt-2 block text-sm text-slate-600">A code went out moments ago: {sent.message}</span>
          )}
          {sent.state === 'failed' && <span className="mt-2 block text-sm text-red-700">{sent.message}</span>}
        </>
      }
      submitLabel="Verify Now"
      busyLabel="Verifying..."
      resendLabel="Resend code"
      resendAnytime
      onResend={async () => {
        try {
          await resendEmailCode(email);
          return null;
        } catch (error) {
          return apiErrorMessage(error, fallbackError);
        }
      }}
      onVerify={async (otp) => {
        try {
          await verify.mutateAsync({ email, otp });
          goBack();
          return null;
        } catch (error) {
          return apiErrorMessage(error, fallbackError);
        }
      }}
    />
  );
}
