import { registrationModalCopy } from '@exitcraft/shared/content/pricing';
import { href } from '@exitcraft/shared/routes';
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from '../../../lib/router.tsx';
import { AuthForm } from '../../../shared/auth-form/auth-form.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { QueryProvider } from '../../../lib/query-provider.tsx';
import { useSession } from '../../../lib/session.ts';
import { useTokenWatch } from '../hooks/use-token-watch.ts';

export type ChosenPlan = 'guest' | 'member';

interface RegistrationModalProps {
  open: boolean;
  onClose: () => void;
  plan: ChosenPlan;
  onPlanChange: (plan: ChosenPlan) => void;
}

/**
 * The floating registration modal of the pricing page (public-site section 4): while it is open
 * the page checks every 500 ms for an access token, and once one exists it closes and routes by
 * the chosen plan. It routes only once the session has its user: the token is stored a moment
 * before the user is read, and the guarded page it goes to would send a person without one to log in.
 */
export function RegistrationModal({ open, onClose, plan, onPlanChange }: RegistrationModalProps) {
  const navigate = useNavigate();
  const signedIn = useSession().status === 'authenticated';
  // the form's own callback and the 500 ms check can both see the new session: route once
  const routed = useRef(false);
  useEffect(() => {
    if (open) routed.current = false;
  }, [open]);
  const onToken = useCallback(() => {
    if (routed.current) return;
    routed.current = true;
    onClose();
    navigate(plan === 'guest' ? href('confirmationGuest') : href('payment'));
  }, [navigate, onClose, plan]);
  useTokenWatch(open && signedIn, onToken);

  return (
    <Modal open={open} onClose={onClose} title={registrationModalCopy.title} size="max-w-2xl" hideTitle>
      <fieldset>
        <legend className="pr-10 text-sm font-semibold text-slate-700">{registrationModalCopy.planLabel}</legend>
        <div className="mt-2 grid grid-cols-2 gap-2">
          {(['guest', 'member'] as const).map((option) => (
            <label
              key={option}
              className={`flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm font-semibold has-focus-visible:outline-2 has-focus-visible:outline-gold-500 ${
                plan === option ? 'border-navy-900 bg-navy-50 text-navy-900' : 'border-slate-300 text-slate-700'
              }`}
            >
              <input
                type="radio"
                name="registration-plan"
                value={option}
                checked={plan === option}
                onChange={() => onPlanChange(option)}
                className="accent-navy-900"
              />
              {option === 'guest' ? registrationModalCopy.guestOption : registrationModalCopy.memberOption}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-6">
        <QueryProvider>
          <AuthForm
            initialView="register"
            plan={plan}
            variant="compact"
            // null when the server refused the new session: nowhere to go but the form's message
            onAuthenticated={(user) => user && onToken()}
          />
        </QueryProvider>
      </div>
    </Modal>
  );
}
