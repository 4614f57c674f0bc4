import {
  type StaffResearchCategory,
  type StaffResearchCategoryRequest,
  staffResearchCategoryRequestSchema,
} from '@exitcraft/shared/schemas/staff';
import { zodResolver } from '@hookform/resolvers/zod';
import { useFieldArray, useForm } from 'react-hook-form';
import { Button } from '../../../../components/ui/button.tsx';
import { TextField } from '../../../../components/ui/form-field.tsx';
import { Modal } from '../../../../components/ui/modal.tsx';
import { toast } from '../../../../lib/toast.ts';
import { apiErrorMessage } from '../../../../lib/api-error.ts';
import { useSaveResearch } from '../../api/research.ts';
import { firstProblem } from './first-problem.ts';
import { emptyStatistic, PointFields } from './point-fields.tsx';

type Draft = StaffResearchCategoryRequest;
const emptyPoint = () => ({ name: '', statistics: [emptyStatistic()] });

/** `category` null: a new category; otherwise that one, to edit; undefined: closed. */
export function ResearchFormDialog({
  category,
  onClose,
}: {
  category: StaffResearchCategory | null | undefined;
  onClose: () => void;
}) {
  return (
    <Modal
      open={category !== undefined}
      onClose={onClose}
      title={category === null ? 'Add a research category' : 'Edit research category'}
      size="max-w-2xl"
    >
      {category !== undefined && <ResearchForm category={category} onClose={onClose} />}
    </Modal>
  );
}

function ResearchForm({ category, onClose }: { category: StaffResearchCategory | null; onClose: () => void }) {
  const save = useSaveResearch();
  const { register, control, handleSubmit, getValues, setError, formState } = useForm<Draft>({
    resolver: zodResolver(staffResearchCategoryRequestSchema),
    defaultValues: category
      ? { category: category.category, research_points: structuredClone(category.research_points) }
      : { category: '', research_points: [emptyPoint()] },
  });
  const points = useFieldArray({ control, name: 'research_points' });
  const error = formState.errors.root?.server?.message;

  const submit = handleSubmit(
    async (body) => {
      try {
        await save.mutateAsync({ id: category?.id ?? null, body });
        toast.success(category === null ? 'Category added.' : 'Category saved.');
        onClose();
      } catch (failure) {
        setError('root.server', { type: 'server', message: apiErrorMessage(failure) });
      }
    },
    () =>
      setError('root.server', {
        type: 'validate',
        message: firstProblem(staffResearchCategoryRequestSchema, getValues()),
      }),
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <TextField
        label="Category (empty: shown under All only)"
        maxLength={120}
        data-autofocus
        {...register('category')}
      />
      {points.fields.map((field, p) => (
        <PointFields key={field.id} p={p} control={control} register={register} onRemove={() => points.remove(p)} />
      ))}
      <Button variant="secondary" size="sm" onClick={() => points.append(emptyPoint(), { shouldFocus: false })}>
        Add a point
      </Button>
      {error && (
        <p role="alert" className="text-red-700">
          {error}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="ghost" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
