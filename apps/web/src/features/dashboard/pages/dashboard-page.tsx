import { BeingBuilt } from '../../../components/ui/being-built.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';

export function DashboardPage() {
  usePageMeta('Dashboard', 'Your Exitcraft dashboard.');
  return <BeingBuilt title="Dashboard" />;
}
