import { usernameColors, usernameObjects } from '@exitcraft/shared/content/usernames';
import { accountFormMessages, accountServerMessages } from '@exitcraft/shared/messages/account';
import { changeUsernameRequestSchema, composeUsername, usernameNumberSchema } from '@exitcraft/shared/schemas/account';
import type { UserData } from '@exitcraft/shared/schemas/user';
import { useEffect, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { describedBy, FieldShell, inputClasses, TextField } from '../../../components/ui/form-field.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { FormMessage } from '../../../components/ui/form-message.tsx';
import { ForgotPasswordModal } from '../../../shared/forgot-password/forgot-password-modal.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { useChangeUsername, useUsernameCheck } from '../api.ts';
import { settingsBase, SettingsScreen } from './settings-screen.tsx';
import { useNavigate } from '../../../lib/router.tsx';

/** Member-area section 9: availability is asked 500 ms after the last change of a complete alias. */
export const availabilityDebounceMs = 500;

const usernameMessages = {
  checkFailed: 'Unable to check username availability',
  invalidRequest: 'Invalid request. Please check your input and try again.',
  network: 'Network error. Please check your connection and try again.',
} as const;

type Parts = { color: string; object: string; number: string; password: string };
const emptyParts: Parts = { color: '', object: '', number: '', password: '' };
type PartErrors = Partial<Record<keyof Parts, string>>;

/** The alias the three parts make, or null while one is missing or the number is not 0-999. */
function candidateOf(parts: Parts): string | null {
  if (!parts.color || !parts.object) return null;
  const number = usernameNumberSchema.safeParse(parts.number);
  return number.success ? composeUsername(parts.color, parts.object, number.data) : null;
}

/** The value after it has stopped changing for `ms`. */
function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** The sentence for a refused change (member-area section 8, username page). */
function changeFailure(error: unknown): string {
  if (!(error instanceof ApiError)) return usernameMessages.network;
  if (error.status === 0) return usernameMessages.network;
  if (error.status === 401) return accountServerMessages.invalidPassword;
  if (error.status === 409 || error.code === 'username_taken') return accountFormMessages.usernameTaken;
  if (error.readable) return error.message;
  return error.status === 400 ? usernameMessages.invalidRequest : error.message;
}

/** /usernameView: pick a new alias from color, object and number. */
export function UsernamePage() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <SettingsScreen title="Change Username" description="Your alias is how you appear in the member area.">
      <UsernameForm user={user} />
    </SettingsScreen>
  );
}

function UsernameForm({ user }: { user: UserData }) {
  const navigate = useNavigate();
  const [parts, setParts] = useState<Parts>(emptyParts);
  const [errors, setErrors] = useState<PartErrors>({});
  const [result, setResult] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [forgotOpen, setForgotOpen] = useState(false);
  const change = useChangeUsername();
  const colorId = useId();
  const objectId = useId();
  const availabilityId = useId();

  const candidate = candidateOf(parts);
  const same = candidate !== null && candidate.toLowerCase() === user.username.toLowerCase();
  const settled = useDebounced(candidate, availabilityDebounceMs);
  const check = useUsernameCheck(settled !== null && settled === candidate && !same ? settled : null);
  const checking = candidate !== null && !same && (settled !== candidate || check.isFetching);
  const taken = !checking && check.data?.exists === true;

  let availability: { tone: 'ok' | 'bad' | 'info'; text: string } | null = null;
  if (same) availability = { tone: 'bad', text: accountFormMessages.usernameSame };
  else if (checking) availability = { tone: 'info', text: 'Checking availability...' };
  else if (check.isError) availability = { tone: 'bad', text: usernameMessages.checkFailed };
  else if (check.data && candidate)
    availability = check.data.exists
      ? { tone: 'bad', text: accountFormMessages.usernameTaken }
      : { tone: 'ok', text: check.data.message };

  const set = (field: keyof Parts) => (value: string) => {
    setParts((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setResult(null);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = changeUsernameRequestSchema.safeParse({
      username_color: parts.color,
      username_object: parts.object,
      username_num: parts.number,
      password: parts.password,
    });
    if (!parsed.success) {
      const next: PartErrors = {};
      const field: Record<string, keyof Parts> = {
        username_color: 'color',
        username_object: 'object',
        username_num: 'number',
        password: 'password',
      };
      for (const issue of parsed.error.issues) {
        const name = field[String(issue.path[0])];
        if (name) next[name] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    if (same) return setResult({ kind: 'error', text: accountFormMessages.usernameSame });
    if (taken) return setResult({ kind: 'error', text: accountFormMessages.usernameTaken });
    try {
      const reply = await change.mutateAsync(parsed.data);
      setParts(emptyParts);
      setErrors({});
      setResult({ kind: 'success', text: reply.message });
    } catch (error) {
      setResult({ kind: 'error', text: changeFailure(error) });
    }
  };

  return (
    <>
      <p className="text-slate-700">
        Current username: <strong className="[overflow-wrap:anywhere] text-navy-900">@{user.username}</strong>
      </p>
      <form onSubmit={submit} noValidate className="mt-5 flex flex-col gap-5">
        <div className="grid gap-5 sm:grid-cols-3">
          <FieldShell id={colorId} label="Color" error={errors.color}>
            <select
              id={colorId}
              value={parts.color}
              onChange={(event) => set('color')(event.target.value)}
              aria-invalid={errors.color ? true : undefined}
              aria-describedby={describedBy(colorId, errors.color, undefined)}
              className={inputClasses(Boolean(errors.color))}
            >
              <option value="">Select a color</option>
              {usernameColors.map((color) => (
                <option key={color}>{color}</option>
              ))}
            </select>
          </FieldShell>
          <FieldShell id={objectId} label="Object" error={errors.object}>
            <select
              id={objectId}
              value={parts.object}
              onChange={(event) => set('object')(event.target.value)}
              aria-invalid={errors.object ? true : undefined}
              aria-describedby={describedBy(objectId, errors.object, undefined)}
              className={inputClasses(Boolean(errors.object))}
            >
              <option value="">Select an object</option>
              {usernameObjects.map((object) => (
                <option key={object}>{object}</option>
              ))}
            </select>
          </FieldShell>
          <TextField
            label="Number"
            inputMode="numeric"
            maxLength={3}
            placeholder="000-999"
            hint="000 to 999"
            value={parts.number}
            onChange={(event) => set('number')(event.target.value)}
            error={errors.number}
          />
        </div>
        <div className="rounded-xl border border-slate-200 bg-slate-50 p-4">
          <p className="text-sm font-semibold text-slate-600">Preview</p>
          <p className="mt-1 text-lg font-bold [overflow-wrap:anywhere] text-navy-900" aria-live="polite">
            {candidate ? `@${candidate}` : 'Choose a color, an object and a number'}
          </p>
          <p
            id={availabilityId}
            aria-live="polite"
            className={`mt-1 min-h-5 text-sm font-medium ${
              availability?.tone === 'ok'
                ? 'text-green-800'
                : availability?.tone === 'bad'
                  ? 'text-red-700'
                  : 'text-slate-600'
            }`}
          >
            {availability?.text}
          </p>
        </div>
        <div>
          <PasswordField
            label="Password"
            autoComplete="current-password"
            value={parts.password}
            onChange={(event) => set('password')(event.target.value)}
            error={errors.password}
          />
          <button
            type="button"
            onClick={() => setForgotOpen(true)}
            className="mt-2 text-sm font-semibold text-navy-800 underline underline-offset-2 hover:text-navy-950"
          >
            Forgot Password?
          </button>
        </div>
        {result && <FormMessage kind={result.kind}>{result.text}</FormMessage>}
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button type="submit" disabled={checking || taken || same || change.isPending}>
            {change.isPending ? 'Saving...' : 'Save Changes'}
          </Button>
          <Button variant="ghost" className="border border-slate-300" onClick={() => navigate(settingsBase)}>
            Cancel
          </Button>
        </div>
      </form>
      <ForgotPasswordModal
        open={forgotOpen}
        onClose={() => setForgotOpen(false)}
        initialEmail={user.email}
        withBearer
      />
    </>
  );
}
