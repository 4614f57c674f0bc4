import { site } from '@exitcraft/shared/content/site';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { HomeContent } from '../components/home-content.tsx';

export function HomePage() {
  usePageMeta(
    '',
    `${site.brand} helps founders of $2M–$30M businesses grow the transferable value of their company and exit richer. Join free or become a lifetime member.`,
  );
  return <HomeContent />;
}
