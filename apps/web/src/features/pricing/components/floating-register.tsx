import { registrationModalCopy } from '@exitcraft/shared/content/pricing';
import { href } from '@exitcraft/shared/routes';
import { lazy, type MouseEvent, Suspense, useCallback, useState } from 'react';
import { usePlanActions } from '../hooks/use-plan-actions.ts';
import type { ChosenPlan } from './registration-modal.tsx';

// the modal holds the whole registration form: it loads when first opened, not with the page
const RegistrationModal = lazy(async () => ({ default: (await import('./registration-modal.tsx')).RegistrationModal }));

/**
 * A floating "Register now" control for visitors that opens the registration modal in place. It is a
 * link to the register view, so a press before the page's code has arrived still leads somewhere.
 */
export function FloatingRegister() {
  const { viewer } = usePlanActions();
  const [open, setOpen] = useState(false);
  // once opened the modal stays mounted, so closing it returns focus to this control
  const [opened, setOpened] = useState(false);
  const [plan, setPlan] = useState<ChosenPlan>('guest');
  const close = useCallback(() => setOpen(false), []);
  const openModal = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    setOpened(true);
    setOpen(true);
  };

  return (
    <>
      {viewer === 'visitor' && (
        <a
          href={href('auth', undefined, { plan: 'guest', view: 'register' })}
          role="button"
          aria-haspopup="dialog"
          onClick={openModal}
          className="fixed right-4 bottom-4 z-30 inline-flex h-12 items-center gap-2 rounded-full bg-gold-400 px-5 font-semibold text-navy-950 shadow-lg ring-1 ring-navy-900/10 hover:bg-gold-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-900 sm:right-6 sm:bottom-6"
        >
          {registrationModalCopy.floatingButton}
        </a>
      )}
      {opened && (
        <Suspense fallback={null}>
          <RegistrationModal open={open} onClose={close} plan={plan} onPlanChange={setPlan} />
        </Suspense>
      )}
    </>
  );
}
