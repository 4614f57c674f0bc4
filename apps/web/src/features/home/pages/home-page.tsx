import { BeingBuilt } from '../../../components/ui/being-built.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';

export function HomePage() {
  usePageMeta('', 'Exitcraft helps founders of profitable businesses grow transferable value and exit richer.');
  return <BeingBuilt title="Exitcraft" />;
}
