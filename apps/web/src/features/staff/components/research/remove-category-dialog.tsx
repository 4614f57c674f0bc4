import type { StaffResearchCategory } from '@exitcraft/shared/schemas/staff';
import { toast } from '../../../../lib/toast.ts';
import { useDeleteResearch } from '../../api/research.ts';
import { ConfirmActionDialog } from '../confirm-action-dialog.tsx';

/** "Remove this category": the page it leaves, then the removal; a failure shows in place. */
export function RemoveCategoryDialog({
  category,
  onClose,
}: {
  category: StaffResearchCategory | null;
  onClose: () => void;
}) {
  const remove = useDeleteResearch();
  return (
    <ConfirmActionDialog
      target={category}
      title={() => 'Remove this category'}
      confirmLabel={() => 'Remove'}
      busyLabel={() => 'Removing…'}
      onClose={onClose}
      onConfirm={async ({ id }) => {
        await remove.mutateAsync(id);
        toast.success('Category removed.');
      }}
    >
      {(target) => (
        <p className="text-slate-700">
          “{target.category || 'Unnamed'}” and its {target.research_points.length} points disappear from the Cost of
          Inaction page at once.
        </p>
      )}
    </ConfirmActionDialog>
  );
}
