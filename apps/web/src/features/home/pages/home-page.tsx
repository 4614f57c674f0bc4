import { site } from '@exitcraft/shared/content/site';
import { lazy, Suspense } from 'react';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { prerenderedMain } from '../../../lib/prerendered.ts';
import { PrerenderedHtml } from '../components/prerendered-html.tsx';

// The home page has no controls, only text and links. When it was prerendered, the markup the
// visitor already has is the page, and its components' code (and copy) stays off the first load,
// which keeps `/` inside its JS budget. Reached from another page, the components load as usual.
const HomeContent = lazy(async () => ({ default: (await import('../components/home-content.tsx')).HomeContent }));

export function HomePage() {
  usePageMeta(
    '',
    `${site.brand} helps founders of $2M–$30M businesses grow the transferable value of their company and exit richer. Join free or become a lifetime member.`,
  );
  const html = prerenderedMain('/');
  if (html !== null) return <PrerenderedHtml html={html} />;
  return (
    <Suspense fallback={<PageSpinner />}>
      <HomeContent />
    </Suspense>
  );
}
