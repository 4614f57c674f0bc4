import { BeingBuilt } from '../components/ui/being-built.tsx';
import { usePageMeta } from '../lib/page-meta.ts';

/** A member-area screen whose issue has not landed yet: the frame is real, the body says so. */
export function LaterPage({ title }: { title: string }) {
  usePageMeta(title, `${title} — Exitcraft member area.`);
  return <BeingBuilt title={title} />;
}
