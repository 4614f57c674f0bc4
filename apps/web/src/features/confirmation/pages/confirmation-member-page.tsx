import { BeingBuilt } from '../../../components/ui/being-built.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';

export function ConfirmationMemberPage() {
  usePageMeta('Welcome, Member', 'Your Exitcraft membership is active.');
  return <BeingBuilt title="Welcome, Member" />;
}
