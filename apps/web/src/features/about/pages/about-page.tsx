import { BeingBuilt } from '../../../components/ui/being-built.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';

export function AboutPage() {
  usePageMeta('About Us', 'The founder of Exitcraft and how to reach us.');
  return <BeingBuilt title="About Us" />;
}
