import { registrationModalCopy } from '@exitcraft/shared/content/pricing';
import { useCallback, useState } from 'react';
import { usePlanActions } from '../hooks/use-plan-actions.ts';
import { type ChosenPlan, RegistrationModal } from './registration-modal.tsx';

/** A floating "Register now" button for visitors that opens the registration modal in place. */
export function FloatingRegister() {
  const { viewer } = usePlanActions();
  const [open, setOpen] = useState(false);
  const [plan, setPlan] = useState<ChosenPlan>('guest');
  const close = useCallback(() => setOpen(false), []);

  return (
    <>
      {viewer === 'visitor' && (
        <button
          type="button"
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
          className="fixed right-4 bottom-4 z-30 inline-flex h-12 items-center gap-2 rounded-full bg-gold-400 px-5 font-semibold text-navy-950 shadow-lg ring-1 ring-navy-900/10 hover:bg-gold-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-900 sm:right-6 sm:bottom-6"
        >
          {registrationModalCopy.floatingButton}
        </button>
      )}
      <RegistrationModal open={open} onClose={close} plan={plan} onPlanChange={setPlan} />
    </>
  );
}
