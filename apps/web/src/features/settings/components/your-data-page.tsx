import {
  type DeleteAccountForm,
  deleteAccountFormSchema,
  deletionCoolingOffDays,
  type ExportSummary,
  exportValidDays,
} from '@exitcraft/shared/schemas/your-data';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from '../../../lib/router.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage } from '../../../components/ui/form-message.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { apiErrorMessage } from '../../../lib/api-error.ts';
import { formatMoment } from '../../../lib/format.ts';
import { signOut } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { QueryView } from '../../../shared/query-view/query-view.tsx';
import { useDeleteAccount, useDownloadExport, useExports, useRequestExport } from '../api.ts';
import { SettingsScreen } from './settings-screen.tsx';

/** Settings → "Your data" (issue 31, decision 041): the export, and the account's deletion. */
export const yourDataText = {
  exportHeading: 'Download your data',
  exportLead:
    'A ZIP of everything we hold about you: your profile and email addresses, business details, every assessment you submitted or started, payments with their receipts and invoices, community messages, Confidante conversations and your sign-in history.',
  exportBackground: `We prepare it in the background and email you when it is ready. The download works while you are signed in, for ${exportValidDays} days.`,
  requestExport: 'Prepare my data',
  requesting: 'Requesting...',
  exportsHeading: 'Your exports',
  noExports: 'You have not asked for an export yet.',
  loadFailed: 'Your exports could not be loaded.',
  download: 'Download ZIP',
  downloading: 'Downloading...',
  downloadFailed: 'The download failed. Please try again.',
  deleteHeading: 'Delete my account',
  deleteLead: `Your account is deleted ${deletionCoolingOffDays} days after you ask. You are signed out on every device at once; if you sign in again before the ${deletionCoolingOffDays} days are over, the deletion is cancelled.`,
  deleteKept:
    'After that, your personal data is erased. Invoices for payments you made are kept for as long as the law requires, without your name or contact details.',
  deleteButton: 'Delete my account',
  dialogTitle: 'Delete your account?',
  communityLegend: 'Your community messages',
  keep: 'Keep them, shown as “a former member”',
  keepHint: 'Anything you wrote about yourself in a message stays in it.',
  remove: 'Delete them',
  confirm: 'Delete my account',
  confirming: 'Deleting...',
  cancel: 'Cancel',
  scheduled: (date: string) => `Your account will be deleted on ${date}. Sign in before then to cancel.`,
} as const;

const dateTime = formatMoment;

const statusText: Record<ExportSummary['status'], string> = {
  pending: 'Being prepared — we will email you',
  ready: 'Ready',
  expired: 'Expired',
  failed: 'Could not be prepared',
};

const sizeText = (bytes: number | null) =>
  bytes === null
    ? ''
    : bytes < 1024 * 1024
      ? ` · ${Math.max(1, Math.round(bytes / 1024))} KB`
      : ` · ${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** /yourDataView */
export function YourDataPage() {
  const [deleteOpen, setDeleteOpen] = useState(false);
  return (
    <SettingsScreen title="Your data" description="Take a copy of your data, or delete your account.">
      <div className="flex flex-col gap-8">
        <ExportSection />
        <section aria-labelledby="delete-heading" className="rounded-xl border border-red-200 p-4 sm:p-6">
          <h2 id="delete-heading" className="text-lg font-bold text-navy-900">
            {yourDataText.deleteHeading}
          </h2>
          <p className="mt-2 text-slate-700">{yourDataText.deleteLead}</p>
          <p className="mt-2 text-slate-700">{yourDataText.deleteKept}</p>
          <Button variant="danger" className="mt-4" onClick={() => setDeleteOpen(true)}>
            {yourDataText.deleteButton}
          </Button>
        </section>
      </div>
      <Modal open={deleteOpen} onClose={() => setDeleteOpen(false)} title={yourDataText.dialogTitle}>
        <DeleteForm onClose={() => setDeleteOpen(false)} />
      </Modal>
    </SettingsScreen>
  );
}

function ExportSection() {
  const exports = useExports();
  const request = useRequestExport();
  const [params] = useSearchParams();
  const linked = params.get('export');
  const pending = exports.data?.exports.some((entry) => entry.status === 'pending') ?? false;
  return (
    <section aria-labelledby="export-heading" className="rounded-xl border border-slate-200 p-4 sm:p-6">
      <h2 id="export-heading" className="text-lg font-bold text-navy-900">
        {yourDataText.exportHeading}
      </h2>
      <p className="mt-2 text-slate-700">{yourDataText.exportLead}</p>
      <p className="mt-2 text-slate-700">{yourDataText.exportBackground}</p>
      <Button className="mt-4" disabled={request.isPending || pending} onClick={() => request.mutate()}>
        {request.isPending ? yourDataText.requesting : yourDataText.requestExport}
      </Button>
      <h3 className="mt-6 font-bold text-navy-900">{yourDataText.exportsHeading}</h3>
      <div className="mt-2" aria-live="polite">
        <QueryView
          query={exports}
          loading={<p className="text-slate-600">Loading...</p>}
          errorMessage={(error) => apiErrorMessage(error, yourDataText.loadFailed)}
          isEmpty={(data) => data.exports.length === 0}
          empty={<p className="text-slate-600">{yourDataText.noExports}</p>}
        >
          {(data) => (
            <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
              {data.exports.map((entry) => (
                <ExportRow key={entry.id} entry={entry} highlighted={entry.id === linked} />
              ))}
            </ul>
          )}
        </QueryView>
      </div>
    </section>
  );
}

function ExportRow({ entry, highlighted }: { entry: ExportSummary; highlighted: boolean }) {
  const download = useDownloadExport();
  return (
    <li className={`flex flex-wrap items-center justify-between gap-3 px-4 py-3 ${highlighted ? 'bg-gold-100' : ''}`}>
      <span className="min-w-0">
        <span className="block font-semibold text-navy-900">Requested {dateTime(entry.requested_at)}</span>
        <span className="block text-sm text-slate-600">
          {statusText[entry.status]}
          {entry.status === 'ready' && entry.expires_at ? ` · until ${dateTime(entry.expires_at)}` : ''}
          {entry.status === 'ready' ? sizeText(entry.bytes) : ''}
        </span>
      </span>
      {entry.status === 'ready' && (
        <Button variant="secondary" disabled={download.isPending} onClick={() => download.mutate(entry.id)}>
          {download.isPending ? yourDataText.downloading : yourDataText.download}
        </Button>
      )}
    </li>
  );
}

function DeleteForm({ onClose }: { onClose: () => void }) {
  const remove = useDeleteAccount();
  const { register, handleSubmit, formState, setError } = useForm<DeleteAccountForm>({
    resolver: zodResolver(deleteAccountFormSchema),
    defaultValues: { password: '', community_messages: 'keep' },
  });
  const submit = handleSubmit(async (values) => {
    try {
      const reply = await remove.mutateAsync(values);
      toast.success(yourDataText.scheduled(dateTime(reply.delete_after)), { duration: 15_000 });
      onClose();
      await signOut();
    } catch (error) {
      setError('root.server', { message: apiErrorMessage(error) });
    }
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="mt-3 flex flex-col gap-4">
      <p className="text-slate-700">{yourDataText.deleteLead}</p>
      <fieldset className="flex flex-col gap-2">
        <legend className="font-semibold text-navy-900">{yourDataText.communityLegend}</legend>
        <label className="flex items-start gap-2">
          <input type="radio" value="keep" className="mt-1" {...register('community_messages')} />
          <span>
            {yourDataText.keep}
            <span className="block text-sm text-slate-600">{yourDataText.keepHint}</span>
          </span>
        </label>
        <label className="flex items-start gap-2">
          <input type="radio" value="delete" className="mt-1" {...register('community_messages')} />
          <span>{yourDataText.remove}</span>
        </label>
      </fieldset>
      <PasswordField
        label="Current Password"
        autoComplete="current-password"
        error={formState.errors.password?.message}
        data-autofocus
        {...register('password')}
      />
      {formState.errors.root?.server?.message && (
        <FormMessage kind="error">{formState.errors.root.server.message}</FormMessage>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onClose} className="border border-slate-300">
          {yourDataText.cancel}
        </Button>
        <Button type="submit" variant="danger" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? yourDataText.confirming : yourDataText.confirm}
        </Button>
      </div>
    </form>
  );
}
