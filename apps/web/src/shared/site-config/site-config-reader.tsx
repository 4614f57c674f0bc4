import type { SiteConfig } from '@exitcraft/shared/schemas/site-config';
import type { ReactNode } from 'react';
import { useStoredSiteConfig } from './site-config-store.ts';

/** The lazy half of WithSiteConfig: `children(config)` once GET /site-config/ has answered, nothing before. */
export default function SiteConfigReader({ children }: { children: (config: SiteConfig) => ReactNode }) {
  const config = useStoredSiteConfig();
  return config ? children(config) : null;
}
