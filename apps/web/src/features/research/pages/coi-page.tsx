import { BeingBuilt } from '../../../components/ui/being-built.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';

export function CoiPage() {
  usePageMeta('Cost of Inaction', 'Research on what waiting costs business owners who plan to exit.');
  return <BeingBuilt title="Cost of Inaction" />;
}
