import { BeingBuilt } from '../../../components/ui/being-built.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';

export function PricingPlanPage() {
  usePageMeta('Plans & Pricing', 'Exitcraft plans: free Guest access or the Founding Lifetime Membership.');
  return <BeingBuilt title="Plans & Pricing" />;
}
