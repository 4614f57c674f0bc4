import { useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { Modal } from '../../../../components/ui/modal.tsx';
import { toast } from '../../../../lib/toast.ts';
import { apiErrorMessage } from '../../../../lib/api-error.ts';
import { useModerate } from '../../api/moderation.ts';
import { channelName, type ModerationAction, type ModerationTarget } from './reported-message.ts';

const consequences: Record<ModerationAction, string> = {
  hide: 'It disappears for everyone at once, including people reading the channel now. You can restore it later.',
  restore: 'It shows again for everyone, in its place in the channel, including for people reading it now.',
};

/** The message quoted, what Hide or Restore does, and the confirmation; a failure shows in place. */
export function ModerateDialog({ target, onClose }: { target: ModerationTarget | null; onClose: () => void }) {
  return (
    <Modal
      open={target !== null}
      onClose={onClose}
      title={target?.action === 'restore' ? 'Restore this message?' : 'Hide this message?'}
    >
      {target && <ModerateConfirm target={target} onClose={onClose} />}
    </Modal>
  );
}

function ModerateConfirm({ target, onClose }: { target: ModerationTarget; onClose: () => void }) {
  const moderate = useModerate();
  const [error, setError] = useState<string | undefined>();
  const { message, action } = target;

  async function confirm() {
    try {
      const result = await moderate.mutateAsync({ id: message.id, action });
      const done = action === 'hide' ? 'Message hidden.' : 'Message restored.';
      toast.success(
        result.changed ? done : `Nothing to do: the message was already ${result.hidden ? 'hidden' : 'shown'}.`,
      );
      onClose();
    } catch (failure) {
      setError(apiErrorMessage(failure));
    }
  }

  const busyLabel = action === 'hide' ? 'Hiding…' : 'Restoring…';
  const label = action === 'hide' ? 'Hide message' : 'Restore message';
  return (
    <div>
      <blockquote className="rounded-xl bg-slate-100 p-3 text-navy-900">
        <p className="whitespace-pre-wrap break-words">{message.text}</p>
        <footer className="mt-1 text-sm text-slate-700">
          {message.alias} in {channelName(message.channel)}
        </footer>
      </blockquote>
      <p className="mt-4 text-slate-700">{consequences[action]}</p>
      {error && (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button variant="ghost" onClick={onClose} data-autofocus>
          Cancel
        </Button>
        <Button
          variant={action === 'hide' ? 'danger' : 'primary'}
          onClick={() => void confirm()}
          disabled={moderate.isPending}
        >
          {moderate.isPending ? busyLabel : label}
        </Button>
      </div>
    </div>
  );
}
