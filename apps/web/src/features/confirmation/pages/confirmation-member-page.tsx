import { confirmationCopy } from '@exitcraft/shared/content/confirmation';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { ConfirmationScreen } from '../components/confirmation-screen.tsx';

export function ConfirmationMemberPage() {
  usePageMeta(confirmationCopy.member.title, 'Your Exitcraft membership is active.');
  return <ConfirmationScreen kind="member" />;
}
