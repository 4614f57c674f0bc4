import { BeingBuilt } from '../../../components/ui/being-built.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';

export function TermsPage() {
  usePageMeta('Terms of Service', 'Exitcraft terms of service.');
  return <BeingBuilt title="Terms of Service" />;
}
