import { assessmentMessages } from '@exitcraft/shared/content/assessments/index';
import { href } from '@exitcraft/shared/routes';
import { useState } from 'react';
import { useNavigate } from '../../../lib/router.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { toast } from '../../../lib/toast.ts';
import type { DraftControls } from '../use-draft.ts';

const saveExitDelayMs = 500;
const toastAt = { position: 'top-center' } as const;

const announceSaved = () => toast.success(assessmentMessages.saved, { ...toastAt, duration: 2000 });
const announceServerFailed = () => toast.error(assessmentMessages.serverCopyFailed, { ...toastAt, duration: 5000 });

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

  // Save & Exit: both copies, then the dashboard (after the server answered, either way)
  async function saveAndExit() {
    setBusy(true);
    await controls.saveNow().then(announceSaved, announceServerFailed);
    setBusy(false);
    onClose();
    setTimeout(() => navigate(href('dashboard')), saveExitDelayMs);
  }

  // Save Only: the local copy is written when saveNow returns, so the dialog closes at once; the
  // server's answer comes as a toast
  function saveOnly() {
    const server = controls.saveNow();
    onClose();
    void server.then(announceSaved, announceServerFailed);
  }

  return (
    <Modal open={open} onClose={onClose} title="Leave the assessment?">
      <p className="mt-3 text-slate-700">{assessmentMessages.unsavedChanges}</p>
      <div className="mt-6 grid gap-2 sm:grid-cols-2">
        <Button data-autofocus disabled={busy} onClick={() => void saveAndExit()}>
          Save &amp; Exit
        </Button>
        <Button variant="secondary" disabled={busy} onClick={saveOnly}>
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
