import { confirmationCopy } from '@exitcraft/shared/content/confirmation';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { ConfirmationScreen } from '../components/confirmation-screen.tsx';

export function ConfirmationGuestPage() {
  usePageMeta(confirmationCopy.guest.title, 'Your Exitcraft guest registration is complete.');
  return <ConfirmationScreen kind="guest" />;
}
