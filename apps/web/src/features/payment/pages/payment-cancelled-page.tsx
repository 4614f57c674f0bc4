import { BeingBuilt } from '../../../components/ui/being-built.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';

export function PaymentCancelledPage() {
  usePageMeta('Payment Cancelled', 'Your Exitcraft checkout was cancelled; no charges were made.');
  return <BeingBuilt title="Payment Cancelled" />;
}
