import { BeingBuilt } from '../../../components/ui/being-built.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';

export function ProofPage() {
  usePageMeta('Undeniable Proof of Success.', 'Evidence behind the Unifying Philosophy and the Exitcraft method.');
  return <BeingBuilt title="Undeniable Proof of Success." />;
}
