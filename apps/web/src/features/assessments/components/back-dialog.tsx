import { assessmentMessages } from '@exitcraft/shared/content/assessments/index';
import { href } from '@exitcraft/shared/routes';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { toast } from '../../../lib/toast.ts';
import { showApiError } from '../../../lib/api-error.ts';
import type { DraftControls } from '../use-draft.ts';

const savedMessage = 'Progress saved successfully!';
const saveExitDelayMs = 500;

/** Member-area section 4: Back asks what to do with the draft. */
export function BackDialog({
  open,
  onClose,
  controls,
}: {
  open: boolean;
  onClose: () => void;
  controls: Pick<DraftControls, 'saveNow' | 'discard'>;
}) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  async function save(): Promise<boolean> {
    setBusy(true);
    try {
      await controls.saveNow();
      toast.success(savedMessage, { position: 'top-center', duration: 2000 });
      return true;
    } catch (error) {
      // the answers are safe in this browser; say that the server copy is not there yet
      showApiError(error, 'Your progress is saved in this browser, but could not reach our server.');
      return false;
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal open={open} onClose={onClose} title="Leave the assessment?">
      <p className="mt-3 text-slate-700">{assessmentMessages.unsavedChanges}</p>
      <div className="mt-6 grid gap-2 sm:grid-cols-2">
        <Button
          data-autofocus
          disabled={busy}
          onClick={() =>
            void save().then(() => {
              onClose();
              setTimeout(() => navigate(href('dashboard')), saveExitDelayMs);
            })
          }
        >
          Save &amp; Exit
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => void save().then((ok) => ok && onClose())}>
          Save Only
        </Button>
        <Button
          variant="danger"
          disabled={busy}
          onClick={() => {
            // the local copy is gone at once; the server's goes on the way out
            controls.discard().catch(() => undefined);
            navigate(href('dashboard'));
          }}
        >
          Don&apos;t Save
        </Button>
        <Button variant="ghost" className="border border-slate-300" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </Modal>
  );
}
