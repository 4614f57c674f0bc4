import { BeingBuilt } from '../../../components/ui/being-built.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';

export function PaymentPage() {
  usePageMeta('Checkout', 'Checkout for the Exitcraft Founding Lifetime Membership.');
  return <BeingBuilt title="Checkout" />;
}
