import { confidanteCopy } from '@exitcraft/shared/content/confidante';
import {
  type Conversation,
  type RenameConversationBody,
  renameConversationBodySchema,
} from '@exitcraft/shared/schemas/confidante';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { setFormApiError } from '../../../lib/api-error.ts';
import { useRenameConversation } from '../api.ts';

export function RenameDialog({ conversation, onClose }: { conversation: Conversation; onClose: () => void }) {
  const rename = useRenameConversation();
  const { register, handleSubmit, setError, formState } = useForm<RenameConversationBody>({
    resolver: zodResolver(renameConversationBodySchema),
    defaultValues: { title: conversation.title },
  });
  const submit = handleSubmit((values) =>
    rename
      .mutateAsync({ id: conversation.id, title: values.title })
      .then(onClose, (failure: unknown) => setFormApiError(failure, setError, { fields: ['title'] })),
  );
  return (
    <Modal open onClose={onClose} title={`${confidanteCopy.rename} conversation`}>
      <form className="mt-4 flex flex-col gap-4" onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label="Conversation name"
          data-autofocus
          maxLength={120}
          error={formState.errors.title?.message ?? formState.errors.root?.server?.message}
          {...register('title')}
        />
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            {confidanteCopy.cancel}
          </Button>
          <Button type="submit" variant="secondary" disabled={formState.isSubmitting}>
            {confidanteCopy.save}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
