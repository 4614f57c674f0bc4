import { lazyDialog } from '../../components/ui/lazy-dialog.tsx';

// the dialog's form (react-hook-form, the password field, the second-factor parts) is a chunk of
// its own, fetched the first time the dialog opens: a page that may ask for the password does not
// download the form with its first load (decision 043)
export const LazyConfirmPasswordModal = lazyDialog(
  async () => (await import('./confirm-password-modal.tsx')).ConfirmPasswordModal,
);
