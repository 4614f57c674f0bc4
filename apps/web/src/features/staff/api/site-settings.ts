import type { SiteSettingsRequest, SiteSettings } from '@exitcraft/shared/schemas/site-config';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { fetchSiteConfig } from '../../../shared/site-config/site-config-store.ts';
import { siteConfigKey } from '../../../shared/site-config/use-site-config.ts';
import { invalidateAudited } from './audit.ts';
import { staffKeys } from './keys.ts';

export const siteSettingsKeys = {
  /** GET /staff/site-settings/: the operator's identity and links, null when unset */
  all: [...staffKeys.all, 'site-settings'] as const,
};

export function useSiteSettings() {
  return useQuery({
    queryKey: siteSettingsKeys.all,
    queryFn: ({ signal }) => apiRequest<SiteSettings>('/staff/site-settings/', { auth: true, signal }),
  });
}

/**
 * PUT /staff/site-settings/: the settings change, and with them what the public pages read
 * (GET /site-config/) in this tab; other tabs and instances read them on their next request.
 */
export function useSaveSiteSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: false },
    mutationFn: (body: SiteSettingsRequest) =>
      apiRequest<SiteSettings>('/staff/site-settings/', { method: 'PUT', auth: true, body }),
    onSuccess: async () => {
      // the footer and the pages that show the settings without a query read them from the store
      void fetchSiteConfig().catch(() => undefined);
      await invalidateAudited(queryClient, [siteSettingsKeys.all, siteConfigKey]);
    },
  });
}
