import { BeingBuilt } from '../../../components/ui/being-built.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';

export function ConfirmationGuestPage() {
  usePageMeta('Welcome, Guest', 'Your Exitcraft guest registration is complete.');
  return <BeingBuilt title="Welcome, Guest" />;
}
