import type { Passkey } from '@exitcraft/shared/schemas/second-factor';
import { passkeyNameMaxLength } from '@exitcraft/shared/messages/second-factor';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { FormMessage } from '../../../components/ui/form-message.tsx';
import { apiErrorMessage } from '../../../lib/api-error.ts';
import { passkeyErrorMessage, passkeysSupported } from '../../../lib/passkeys.ts';
import { ConfirmPasswordModal } from '../../../shared/password-confirm/confirm-password-modal.tsx';
import { useAddPasskey, useRemovePasskey, useRenamePasskey } from '../../../shared/second-factor/api.ts';
import { lazyDateFormat } from '../../../lib/format.ts';

const dateFormat = lazyDateFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
const formatDate = (iso: string) => dateFormat.format(new Date(iso));

/** A name the person will recognise in the list: the device they are on. */
function suggestedName(): string {
  const agent = typeof navigator === 'undefined' ? '' : navigator.userAgent;
  if (/iPhone|iPad/.test(agent)) return 'iPhone or iPad';
  if (/Android/.test(agent)) return 'Android phone';
  if (/Mac OS X/.test(agent)) return 'Mac';
  if (/Windows/.test(agent)) return 'Windows PC';
  return 'This device';
}

/** Settings: add a passkey under a name, see each with when it was added and last used, rename, remove. */
export function PasskeysSection({ passkeys }: { passkeys: Passkey[] }) {
  const add = useAddPasskey();
  const [name, setName] = useState(suggestedName);
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const remove = useRemovePasskey();
  const supported = passkeysSupported();

  async function addPasskey() {
    setMessage(null);
    const trimmed = name.trim();
    if (!trimmed) return setMessage({ kind: 'error', text: 'Give the passkey a name.' });
    try {
      const added = await add.mutateAsync(trimmed);
      setMessage({ kind: 'success', text: `Passkey “${added.name}” added.` });
    } catch (error) {
      setMessage({ kind: 'error', text: passkeyErrorMessage(error, 'The passkey could not be added.') });
    }
  }

  return (
    <section aria-labelledby="passkeys-heading">
      <h2 id="passkeys-heading" className="text-lg font-bold text-navy-900">
        Passkeys
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        A passkey signs you in with your device’s screen lock (fingerprint, face or PIN) instead of your password. Your
        password keeps working.
      </p>
      {passkeys.length === 0 ? (
        <p className="mt-4 rounded-xl border border-dashed border-slate-300 p-4 text-sm text-slate-700">
          No passkeys yet.
        </p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200" aria-label="Your passkeys">
          {passkeys.map((passkey) => (
            <PasskeyRow key={passkey.id} passkey={passkey} onRemove={() => setRemoving(passkey)} />
          ))}
        </ul>
      )}
      {supported ? (
        <form
          className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            void addPasskey();
          }}
        >
          <div className="sm:flex-1">
            <TextField
              label="Name for the new passkey"
              value={name}
              maxLength={passkeyNameMaxLength}
              onChange={(event) => setName(event.target.value)}
            />
          </div>
          <Button type="submit" disabled={add.isPending}>
            {add.isPending ? 'Waiting for your device…' : 'Add a passkey'}
          </Button>
        </form>
      ) : (
        <p className="mt-4 text-sm text-slate-700">This browser cannot create passkeys.</p>
      )}
      {message && (
        <div className="mt-3">
          <FormMessage kind={message.kind}>{message.text}</FormMessage>
        </div>
      )}
      <ConfirmPasswordModal
        open={removing !== null}
        title="Remove passkey"
        lead={`Enter your password to remove “${removing?.name ?? ''}”. It will no longer sign you in.`}
        confirmLabel="Remove passkey"
        busyLabel="Removing…"
        onClose={() => setRemoving(null)}
        onConfirm={async (password) => {
          if (!removing) return null;
          try {
            await remove.mutateAsync({ id: removing.id, password });
          } catch (error) {
            return apiErrorMessage(error);
          }
          setMessage({ kind: 'success', text: `Passkey “${removing.name}” removed.` });
          setRemoving(null);
          return null;
        }}
      />
    </section>
  );
}

function PasskeyRow({ passkey, onRemove }: { passkey: Passkey; onRemove: () => void }) {
  const rename = useRenamePasskey();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(passkey.name);
  const [error, setError] = useState<string | null>(null);

  async function save() {
    try {
      await rename.mutateAsync({ id: passkey.id, name: name.trim() });
      setEditing(false);
      setError(null);
    } catch (caught) {
      setError(apiErrorMessage(caught));
    }
  }

  return (
    <li className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:justify-between">
      {editing ? (
        <form
          className="flex flex-1 flex-col gap-2 sm:flex-row sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <div className="sm:flex-1">
            <TextField
              label="Passkey name"
              value={name}
              maxLength={passkeyNameMaxLength}
              error={error ?? undefined}
              onChange={(event) => setName(event.target.value)}
              data-autofocus
            />
          </div>
          <div className="flex gap-2">
            <Button type="submit" size="sm" disabled={rename.isPending}>
              Save
            </Button>
            <Button variant="ghost" size="sm" className="border border-slate-300" onClick={() => setEditing(false)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <>
          <div className="min-w-0">
            <p className="truncate font-semibold text-navy-900">{passkey.name}</p>
            <p className="text-sm text-slate-700">
              Added {formatDate(passkey.created_at)} ·{' '}
              {passkey.last_used_at ? `Last used ${formatDate(passkey.last_used_at)}` : 'Not used yet'}
            </p>
          </div>
          <div className="flex gap-2">
            <Button
              variant="ghost"
              size="sm"
              className="border border-slate-300"
              aria-label={`Rename ${passkey.name}`}
              onClick={() => {
                setName(passkey.name);
                setEditing(true);
              }}
            >
              Rename
            </Button>
            <Button
              variant="ghost"
              size="sm"
              className="border border-red-300 text-red-800"
              aria-label={`Remove ${passkey.name}`}
              onClick={onRemove}
            >
              Remove
            </Button>
          </div>
        </>
      )}
    </li>
  );
}
