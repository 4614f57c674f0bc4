import type { SiteConfig } from '@exitcraft/shared/schemas/site-config';
import type { ReactNode } from 'react';
import { QueryProvider } from '../../lib/query-provider.tsx';
import { useSiteConfig } from './use-site-config.ts';

type Render = (config: SiteConfig) => ReactNode;

/** The lazy half of WithSiteConfig: the query, under the app's one QueryClient. */
export default function SiteConfigQuery({ children }: { children: Render }) {
  return (
    <QueryProvider>
      <Answered>{children}</Answered>
    </QueryProvider>
  );
}

function Answered({ children }: { children: Render }) {
  const config = useSiteConfig();
  return config.data ? children(config.data) : null;
}
