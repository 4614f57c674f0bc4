import { Spinner } from '../../../components/ui/spinner.tsx';
import { apiErrorMessage } from '../../../lib/api-error.ts';
import { useSession } from '../../../lib/session.ts';
import { QueryView } from '../../../shared/query-view/query-view.tsx';
import { useSecondFactorStatus } from '../../../shared/second-factor/api.ts';
import { PasskeysSection } from './passkeys-section.tsx';
import { SettingsScreen } from './settings-screen.tsx';
import { TotpSection } from './totp-section.tsx';

/** /securityView: passkeys for everyone; for staff, an authenticator app with recovery codes (decision 033). */
export function SecurityPage() {
  const { user } = useSession();
  const status = useSecondFactorStatus();
  return (
    <SettingsScreen
      title="Passkeys and Sign-In"
      description="Sign in without typing your password, and confirm important changes."
    >
      <QueryView
        query={status}
        loading={<Spinner label="Loading your passkeys" />}
        errorMessage={(error) => apiErrorMessage(error, 'Failed to load your passkeys')}
      >
        {(data) => (
          <div className="flex flex-col gap-10">
            {data.staff_must_enrol && (
              <p role="status" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
                The back office needs a second factor: add a passkey (or an authenticator app) below before you change
                anything there.
              </p>
            )}
            <PasskeysSection passkeys={data.passkeys} />
            {user?.is_staff && <TotpSection enabled={data.totp} recoveryCodesLeft={data.recovery_codes_left} />}
          </div>
        )}
      </QueryView>
    </SettingsScreen>
  );
}
