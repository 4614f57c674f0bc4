import { confidanteCopy } from '@exitcraft/shared/content/confidante';
import type { Conversation } from '@exitcraft/shared/schemas/confidante';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { useDeleteConversation } from '../api.ts';

export function DeleteDialog({
  conversation,
  onClose,
  onDeleted,
}: {
  conversation: Conversation;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const remove = useDeleteConversation();
  return (
    <Modal open onClose={onClose} title={confidanteCopy.deleteConfirmTitle}>
      <p className="mt-3 text-slate-700">
        “{conversation.title}”. {confidanteCopy.deleteConfirmBody}
      </p>
      <div className="mt-5 flex justify-end gap-2">
        <Button variant="ghost" onClick={onClose} data-autofocus>
          {confidanteCopy.cancel}
        </Button>
        <Button
          variant="danger"
          disabled={remove.isPending}
          onClick={() => remove.mutate(conversation.id, { onSuccess: onDeleted })}
        >
          {confidanteCopy.delete}
        </Button>
      </div>
    </Modal>
  );
}
