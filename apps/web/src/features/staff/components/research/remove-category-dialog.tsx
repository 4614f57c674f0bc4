import type { StaffResearchCategory } from '@exitcraft/shared/schemas/staff';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { Modal } from '../../../../components/ui/modal.tsx';
import { toast } from '../../../../lib/toast.ts';
import { apiErrorMessage } from '../../../../lib/api-error.ts';
import { useDeleteResearch } from '../../api/research.ts';

/** "Remove this category": the page it leaves, then the removal; a failure shows in place. */
export function RemoveCategoryDialog({
  category,
  onClose,
}: {
  category: StaffResearchCategory | null;
  onClose: () => void;
}) {
  return (
    <Modal open={category !== null} onClose={onClose} title="Remove this category">
      {category && <RemoveConfirm category={category} onClose={onClose} />}
    </Modal>
  );
}

function RemoveConfirm({ category, onClose }: { category: StaffResearchCategory; onClose: () => void }) {
  const remove = useDeleteResearch();
  const [error, setError] = useState<string | undefined>();

  async function confirm() {
    try {
      await remove.mutateAsync(category.id);
      toast.success('Category removed.');
      onClose();
    } catch (failure) {
      setError(apiErrorMessage(failure));
    }
  }

  return (
    <div>
      <p className="text-slate-700">
        “{category.category || 'Unnamed'}” and its {category.research_points.length} points disappear from the Cost of
        Inaction page at once.
      </p>
      {error && (
        <p role="alert" className="mt-3 text-red-700">
          {error}
        </p>
      )}
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button variant="ghost" onClick={onClose}>
          Cancel
        </Button>
        <Button variant="danger" disabled={remove.isPending} onClick={() => void confirm()}>
          Remove
        </Button>
      </div>
    </div>
  );
}
