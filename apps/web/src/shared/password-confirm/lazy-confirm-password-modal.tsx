import { lazy, Suspense, useState } from 'react';
import type { ConfirmPasswordModalProps } from './confirm-password-modal.tsx';

// the dialog's form (react-hook-form, the password field, the second-factor parts) is a chunk of its
// own, fetched the first time the dialog opens: a page that may ask for the password does not
// download the form with its first load (decision 043)
const ConfirmPasswordModal = lazy(async () => ({
  default: (await import('./confirm-password-modal.tsx')).ConfirmPasswordModal,
}));

/**
 * ConfirmPasswordModal, loaded when it first opens. Nothing is rendered before that (a closed
 * dialog shows nothing either); once loaded it stays mounted, so it closes and reopens as the
 * dialog itself does.
 */
export function LazyConfirmPasswordModal(props: ConfirmPasswordModalProps) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmPasswordModal {...props} />
    </Suspense>
  );
}
