import type { TotpSetupResponse } from '@exitcraft/shared/schemas/second-factor';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { FormMessage } from '../../../components/ui/form-message.tsx';
import { apiErrorMessage } from '../../../lib/api-error.ts';
import { ConfirmPasswordModal } from '../../../shared/password-confirm/confirm-password-modal.tsx';
import { useConfirmTotp, useRemoveTotp, useStartTotp } from '../totp-api.ts';

/** The key in groups of four, as authenticator apps show it, easier to type. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * Staff: an authenticator app (TOTP) as the fallback second factor. Set up with the password, shown
 * as an otpauth link and a key to type, confirmed with a code; ten recovery codes are shown once.
 */
export function TotpSection({ enabled, recoveryCodesLeft }: { enabled: boolean; recoveryCodesLeft: number }) {
  const start = useStartTotp();
  const remove = useRemoveTotp();
  const [asking, setAsking] = useState<'setup' | 'remove' | null>(null);
  const [setup, setSetup] = useState<TotpSetupResponse | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <section aria-labelledby="totp-heading">
      <h2 id="totp-heading" className="text-lg font-bold text-navy-900">
        Authenticator app
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        For staff: a 6-digit code from an app such as 1Password, Google Authenticator or Aegis confirms back-office
        changes when no passkey is at hand.
      </p>
      {codes ? (
        <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />
      ) : setup ? (
        <ConfirmApp
          setup={setup}
          onCancel={() => setSetup(null)}
          onConfirmed={(recovery) => {
            setSetup(null);
            setCodes(recovery);
          }}
        />
      ) : enabled ? (
        <div className="mt-4 flex flex-col gap-3 rounded-xl border border-slate-200 p-4 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <p className="font-semibold text-navy-900">On</p>
            <p className="text-sm text-slate-700">
              {recoveryCodesLeft === 1 ? '1 recovery code left' : `${recoveryCodesLeft} recovery codes left`}
            </p>
          </div>
          <Button
            variant="ghost"
            size="sm"
            className="border border-red-300 text-red-800"
            onClick={() => setAsking('remove')}
          >
            Remove authenticator app
          </Button>
        </div>
      ) : (
        <Button className="mt-4" onClick={() => setAsking('setup')}>
          Set up an authenticator app
        </Button>
      )}
      {notice && (
        <div className="mt-3">
          <FormMessage kind="success">{notice}</FormMessage>
        </div>
      )}
      <ConfirmPasswordModal
        open={asking !== null}
        title={asking === 'remove' ? 'Remove authenticator app' : 'Set up an authenticator app'}
        lead={
          asking === 'remove'
            ? 'Enter your password to remove the authenticator app and its recovery codes.'
            : 'Enter your password to set up an authenticator app.'
        }
        confirmLabel={asking === 'remove' ? 'Remove' : 'Continue'}
        onClose={() => setAsking(null)}
        onConfirm={async (password) => {
          setNotice(null);
          try {
            if (asking === 'remove') {
              await remove.mutateAsync(password);
              setNotice('Authenticator app removed.');
            } else {
              setSetup(await start.mutateAsync(password));
            }
          } catch (error) {
            return apiErrorMessage(error);
          }
          setAsking(null);
          return null;
        }}
      />
    </section>
  );
}

function ConfirmApp({
  setup,
  onCancel,
  onConfirmed,
}: {
  setup: TotpSetupResponse;
  onCancel: () => void;
  onConfirmed: (codes: string[]) => void;
}) {
  const confirm = useConfirmTotp();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit() {
    if (!/^\d{6}$/.test(code.trim())) return setError('Enter the 6-digit code.');
    try {
      onConfirmed((await confirm.mutateAsync(code.trim())).recovery_codes);
    } catch (caught) {
      setError(apiErrorMessage(caught));
    }
  }

  return (
    <form
      className="mt-4 flex flex-col gap-4 rounded-xl border border-slate-200 p-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <ol className="flex list-decimal flex-col gap-3 pl-5 text-sm text-slate-800">
        <li>
          On the phone that holds your authenticator app,{' '}
          <a href={setup.otpauth_uri} className="font-semibold text-navy-800 underline underline-offset-2">
            open this setup link
          </a>
          , or add an account by hand with this key (time-based, 6 digits):
          <code className="mt-2 block break-all rounded-lg bg-slate-100 px-3 py-2 font-mono text-base tracking-wider text-navy-950">
            {grouped(setup.secret)}
          </code>
        </li>
        <li>Enter the code the app shows now.</li>
      </ol>
      <TextField
        label="Code from the app"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        error={error ?? undefined}
        onChange={(event) => {
          setCode(event.target.value);
          setError(null);
        }}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="ghost" className="border border-slate-300" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={confirm.isPending}>
          {confirm.isPending ? 'Checking…' : 'Turn on'}
        </Button>
      </div>
    </form>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div className="mt-4 flex flex-col gap-3 rounded-xl border border-green-300 bg-green-50 p-4">
      <p className="font-semibold text-green-950">The authenticator app is on. Save your recovery codes now.</p>
      <p className="text-sm text-green-950">
        Each code works once, in place of an app code, if you lose your phone. They are shown only this time.
      </p>
      <ul
        aria-label="Recovery codes"
        className="grid grid-cols-1 gap-2 font-mono text-base text-navy-950 min-[420px]:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code} className="rounded-lg bg-white px-3 py-2 text-center tracking-wider">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
        <Button
          variant="ghost"
          className="border border-slate-300"
          onClick={() => void navigator.clipboard?.writeText(codes.join('\n'))}
        >
          Copy codes
        </Button>
        <Button onClick={onDone}>I have saved them</Button>
      </div>
    </div>
  );
}
