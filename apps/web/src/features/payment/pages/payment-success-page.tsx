import { BeingBuilt } from '../../../components/ui/being-built.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';

export function PaymentSuccessPage() {
  usePageMeta('Payment Successful', 'Your Exitcraft payment was successful.');
  return <BeingBuilt title="Payment Successful" />;
}
