import { BeingBuilt } from '../../../components/ui/being-built.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';

export function PrivacyPage() {
  usePageMeta('Privacy Policy', 'How Exitcraft handles your data.');
  return <BeingBuilt title="Privacy Policy" />;
}
