import type { StaffResearchCategory, StaffResearchCategoryRequest } from '@exitcraft/shared/schemas/staff';
import { staffResearchCategoryRequestSchema } from '@exitcraft/shared/schemas/staff';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { FieldShell, inputClasses, TextField } from '../../../components/ui/form-field.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toaster/toast.ts';
import { apiErrorMessage } from '../../../lib/api-error.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useDeleteResearch, useResearch, useSaveResearch } from '../api.ts';

type Draft = StaffResearchCategoryRequest;
const statisticCount = (category: StaffResearchCategory) =>
  category.research_points.reduce((sum, point) => sum + point.statistics.length, 0);
const emptyStatistic = () => ({ context: '', URL: '' });
const emptyPoint = () => ({ name: '', statistics: [emptyStatistic()] });

export function ResearchPage() {
  usePageMeta('Research — Staff', 'The statistics the Cost of Inaction page quotes.');
  const research = useResearch();
  const save = useSaveResearch();
  const remove = useDeleteResearch();
  const [editing, setEditing] = useState<{ id: number | null; draft: Draft } | null>(null);
  const [removing, setRemoving] = useState<StaffResearchCategory | null>(null);
  const [error, setError] = useState<string | undefined>();

  function open(category: StaffResearchCategory | null) {
    setError(undefined);
    setEditing({
      id: category?.id ?? null,
      draft: category
        ? { category: category.category, research_points: structuredClone(category.research_points) }
        : { category: '', research_points: [emptyPoint()] },
    });
  }
  const update = (change: (draft: Draft) => void) =>
    setEditing((current) => {
      if (!current) return current;
      const draft = structuredClone(current.draft);
      change(draft);
      return { ...current, draft };
    });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!editing) return;
    const checked = staffResearchCategoryRequestSchema.safeParse(editing.draft);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      setError(
        issue ? `${issue.path.length ? `${issue.path.join(' › ')}: ` : ''}${issue.message}` : 'Check the fields.',
      );
      return;
    }
    try {
      await save.mutateAsync({ id: editing.id, body: checked.data });
      toast.success(editing.id === null ? 'Category added.' : 'Category saved.');
      setEditing(null);
    } catch (failure) {
      setError(apiErrorMessage(failure));
    }
  }

  async function confirmRemove() {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.id);
      toast.success('Category removed.');
      setRemoving(null);
    } catch (failure) {
      setError(apiErrorMessage(failure));
    }
  }

  return (
    <section aria-labelledby="research-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="research-title" className="text-2xl font-bold text-navy-900">
          Research
        </h1>
        <Button onClick={() => open(null)}>Add category</Button>
      </div>
      <p className="mt-2 text-slate-700">
        What the Cost of Inaction page shows, in its order. A change shows there at once.
      </p>
      <div className="mt-6" aria-live="polite">
        {research.isPending ? (
          <Spinner label="Loading research…" />
        ) : research.isError ? (
          <LoadError message={apiErrorMessage(research.error)} onRetry={() => void research.refetch()} />
        ) : research.data.categories.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 p-6 text-slate-700">No research yet.</p>
        ) : (
          <ul className="space-y-3">
            {research.data.categories.map((category) => {
              const name = category.category || '(shown under All only)';
              return (
                <li key={category.id} className="rounded-2xl border border-slate-200 p-4">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <h2 className="font-bold text-navy-900">{name}</h2>
                    <div className="flex gap-2">
                      <Button variant="secondary" size="sm" onClick={() => open(category)} aria-label={`Edit ${name}`}>
                        Edit
                      </Button>
                      <Button
                        variant="danger"
                        size="sm"
                        onClick={() => setRemoving(category)}
                        aria-label={`Remove ${name}`}
                      >
                        Remove
                      </Button>
                    </div>
                  </div>
                  <p className="mt-1 text-sm text-slate-700">
                    {category.research_points.length} point{category.research_points.length === 1 ? '' : 's'},{' '}
                    {statisticCount(category)} statistic{statisticCount(category) === 1 ? '' : 's'}
                  </p>
                </li>
              );
            })}
          </ul>
        )}
      </div>

      <Modal
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.id === null ? 'Add a research category' : 'Edit research category'}
        size="max-w-2xl"
      >
        {editing && (
          <form onSubmit={submit} noValidate className="space-y-4">
            <TextField
              label="Category (empty: shown under All only)"
              value={editing.draft.category}
              onChange={(e) => update((d) => void (d.category = e.target.value))}
              maxLength={120}
              data-autofocus
            />
            {editing.draft.research_points.map((point, p) => (
              <fieldset key={p} className="rounded-xl border border-slate-200 p-3">
                <legend className="px-1 font-semibold text-navy-900">Point {p + 1}</legend>
                <TextField
                  label={`Point ${p + 1} name`}
                  value={point.name}
                  onChange={(e) => update((d) => void (d.research_points[p]!.name = e.target.value))}
                  maxLength={300}
                />
                {point.statistics.map((statistic, s) => (
                  <div key={s} className="mt-3 space-y-2 border-l-4 border-gold-300 pl-3">
                    <FieldShell id={`stat-${p}-${s}`} label={`Statistic ${s + 1} of point ${p + 1}`}>
                      <textarea
                        id={`stat-${p}-${s}`}
                        rows={2}
                        maxLength={2000}
                        value={statistic.context}
                        onChange={(e) =>
                          update((d) => void (d.research_points[p]!.statistics[s]!.context = e.target.value))
                        }
                        className={inputClasses(false, 'h-auto py-2')}
                      />
                    </FieldShell>
                    <TextField
                      label={`Source (https) of statistic ${s + 1}, point ${p + 1}`}
                      type="url"
                      value={statistic.URL}
                      onChange={(e) => update((d) => void (d.research_points[p]!.statistics[s]!.URL = e.target.value))}
                      maxLength={2000}
                    />
                    {point.statistics.length > 1 && (
                      <Button
                        variant="ghost"
                        size="sm"
                        onClick={() => update((d) => void d.research_points[p]!.statistics.splice(s, 1))}
                      >
                        Remove statistic {s + 1} of point {p + 1}
                      </Button>
                    )}
                  </div>
                ))}
                <div className="mt-3 flex flex-wrap gap-2">
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => update((d) => void d.research_points[p]!.statistics.push(emptyStatistic()))}
                  >
                    Add a statistic to point {p + 1}
                  </Button>
                  <Button variant="ghost" size="sm" onClick={() => update((d) => void d.research_points.splice(p, 1))}>
                    Remove point {p + 1}
                  </Button>
                </div>
              </fieldset>
            ))}
            <Button
              variant="secondary"
              size="sm"
              onClick={() => update((d) => void d.research_points.push(emptyPoint()))}
            >
              Add a point
            </Button>
            {error && (
              <p role="alert" className="text-red-700">
                {error}
              </p>
            )}
            <div className="flex flex-wrap justify-end gap-3">
              <Button variant="ghost" onClick={() => setEditing(null)}>
                Cancel
              </Button>
              <Button type="submit" disabled={save.isPending}>
                {save.isPending ? 'Saving…' : 'Save'}
              </Button>
            </div>
          </form>
        )}
      </Modal>

      <Modal open={removing !== null} onClose={() => setRemoving(null)} title="Remove this category">
        {removing && (
          <div>
            <p className="text-slate-700">
              “{removing.category || 'Unnamed'}” and its {removing.research_points.length} points disappear from the
              Cost of Inaction page at once.
            </p>
            {error && (
              <p role="alert" className="mt-3 text-red-700">
                {error}
              </p>
            )}
            <div className="mt-6 flex flex-wrap justify-end gap-3">
              <Button variant="ghost" onClick={() => setRemoving(null)}>
                Cancel
              </Button>
              <Button variant="danger" disabled={remove.isPending} onClick={() => void confirmRemove()}>
                Remove
              </Button>
            </div>
          </div>
        )}
      </Modal>
    </section>
  );
}
