import { toast } from '../../../../lib/toast.ts';
import { useModerate } from '../../api/moderation.ts';
import { ConfirmActionDialog } from '../confirm-action-dialog.tsx';
import { channelName, type ModerationAction, type ModerationTarget } from './reported-message.ts';

const words: Record<
  ModerationAction,
  { title: string; label: string; busy: string; done: string; consequence: string }
> = {
  hide: {
    title: 'Hide this message?',
    label: 'Hide message',
    busy: 'Hiding…',
    done: 'Message hidden.',
    consequence:
      'It disappears for everyone at once, including people reading the channel now. You can restore it later.',
  },
  restore: {
    title: 'Restore this message?',
    label: 'Restore message',
    busy: 'Restoring…',
    done: 'Message restored.',
    consequence: 'It shows again for everyone, in its place in the channel, including for people reading it now.',
  },
};

/** The message quoted, what Hide or Restore does, and the confirmation; a failure shows in place. */
export function ModerateDialog({ target, onClose }: { target: ModerationTarget | null; onClose: () => void }) {
  const moderate = useModerate();
  return (
    <ConfirmActionDialog
      target={target}
      title={({ action }) => words[action].title}
      confirmLabel={({ action }) => words[action].label}
      busyLabel={({ action }) => words[action].busy}
      tone={({ action }) => (action === 'hide' ? 'danger' : 'primary')}
      onClose={onClose}
      onConfirm={async ({ message, action }) => {
        const result = await moderate.mutateAsync({ id: message.id, action });
        toast.success(
          result.changed
            ? words[action].done
            : `Nothing to do: the message was already ${result.hidden ? 'hidden' : 'shown'}.`,
        );
      }}
    >
      {({ message, action }) => (
        <>
          <blockquote className="rounded-xl bg-slate-100 p-3 text-navy-900">
            <p className="whitespace-pre-wrap break-words">{message.text}</p>
            <footer className="mt-1 text-sm text-slate-700">
              {message.alias} in {channelName(message.channel)}
            </footer>
          </blockquote>
          <p className="text-slate-700">{words[action].consequence}</p>
        </>
      )}
    </ConfirmActionDialog>
  );
}
