import { type StaffMembershipRequest, staffMembershipRequestSchema } from '@exitcraft/shared/schemas/staff';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '../../../../components/ui/button.tsx';
import { FieldShell, inputClasses } from '../../../../components/ui/form-field.tsx';
import { Modal } from '../../../../components/ui/modal.tsx';
import { toast } from '../../../../lib/toast.ts';
import { apiErrorMessage } from '../../../../lib/api-error.ts';
import { useMembership, useSignOutEverywhere } from '../../api/people.ts';
import { isStepUpRequired } from '../../api/step-up.ts';
import { ConfirmActionDialog } from '../confirm-action-dialog.tsx';
import { useStepUp } from '../step-up.tsx';

export type PersonAction = 'grant' | 'revoke' | 'sign-out';

const actionText: Record<PersonAction, { title: string; says: string; confirm: string }> = {
  grant: {
    title: 'Grant membership',
    says: 'This person becomes a member at once: every member page opens for them. No payment is taken.',
    confirm: 'Grant membership',
  },
  revoke: {
    title: 'Revoke membership',
    says: 'This person loses the membership at once and sees the guest pages. No money is refunded; use Payments to refund.',
    confirm: 'Revoke membership',
  },
  'sign-out': {
    title: 'Sign out everywhere',
    says: 'Every session of this person ends now, on every device: their next request asks them to log in again.',
    confirm: 'Sign out everywhere',
  },
};

interface DialogProps {
  personId: string;
  action: PersonAction | null;
  onClose: () => void;
}

/** What an action does, said before it is done; each runs behind the step-up. */
export function PersonActionDialog({ personId, action, onClose }: DialogProps) {
  const membershipAction = action === 'grant' || action === 'revoke' ? action : null;
  return (
    <>
      <Modal
        open={membershipAction !== null}
        onClose={onClose}
        title={membershipAction ? actionText[membershipAction].title : ''}
      >
        {membershipAction && <MembershipForm personId={personId} action={membershipAction} onClose={onClose} />}
      </Modal>
      <SignOutDialog personId={action === 'sign-out' ? personId : null} onClose={onClose} />
    </>
  );
}

/** Sign out everywhere: nothing to fill in, only the confirmation. */
function SignOutDialog({ personId, onClose }: { personId: string | null; onClose: () => void }) {
  const signOut = useSignOutEverywhere(personId ?? '');
  const withStepUp = useStepUp();
  const { title, says, confirm } = actionText['sign-out'];
  return (
    <ConfirmActionDialog
      target={personId}
      title={() => title}
      confirmLabel={() => confirm}
      busyLabel={() => 'Working…'}
      onClose={onClose}
      onConfirm={async () => {
        const { revoked_sessions: count } = await withStepUp(() => signOut.mutateAsync());
        toast.success(`Signed out of ${count} session${count === 1 ? '' : 's'}.`);
      }}
    >
      {() => <p className="text-slate-700">{says}</p>}
    </ConfirmActionDialog>
  );
}

function Buttons({ action, busy, onClose }: { action: 'grant' | 'revoke'; busy: boolean; onClose: () => void }) {
  return (
    <div className="mt-6 flex flex-wrap justify-end gap-3">
      <Button variant="ghost" onClick={onClose}>
        Cancel
      </Button>
      <Button type="submit" variant={action === 'grant' ? 'primary' : 'danger'} disabled={busy}>
        {busy ? 'Working…' : actionText[action].confirm}
      </Button>
    </div>
  );
}

/** Grant or revoke: the body is the form, `{ action, reason }`, checked by the server's schema first. */
function MembershipForm({
  personId,
  action,
  onClose,
}: {
  personId: string;
  action: 'grant' | 'revoke';
  onClose: () => void;
}) {
  const membership = useMembership(personId);
  const withStepUp = useStepUp();
  const { register, handleSubmit, setError, formState } = useForm<StaffMembershipRequest>({
    resolver: zodResolver(staffMembershipRequestSchema),
    defaultValues: { action, reason: '' },
  });
  const error = formState.errors.reason?.message;
  const submit = handleSubmit(async (body) => {
    try {
      await withStepUp(() => membership.mutateAsync(body));
      toast.success(action === 'grant' ? 'Membership granted.' : 'Membership revoked.');
      onClose();
    } catch (failure) {
      // a cancelled password dialog leaves this one open as it was
      if (!isStepUpRequired(failure)) setError('reason', { type: 'server', message: apiErrorMessage(failure) });
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <p className="text-slate-700">{actionText[action].says}</p>
      <div className="mt-4">
        <FieldShell id="membership-reason" label="Reason (kept in the audit log)" error={error}>
          <textarea
            id="membership-reason"
            maxLength={500}
            rows={3}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'membership-reason-error' : undefined}
            className={inputClasses(Boolean(error))}
            data-autofocus
            {...register('reason')}
          />
        </FieldShell>
      </div>
      <Buttons action={action} busy={formState.isSubmitting} onClose={onClose} />
    </form>
  );
}
