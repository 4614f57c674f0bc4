import type { SiteSettings, SiteSettingsRequest } from '@exitcraft/shared/schemas/site-config';
import type { AppDeps } from '../../core/deps.ts';
import { writeSiteSettings } from '../site-config/index.ts';
import { type Actor, audited } from './audit.ts';

/** PUT /staff/site-settings/: the whole set replaced, with its before and after in the audit log. */
export async function changeSiteSettings(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: Actor,
  values: SiteSettingsRequest,
): Promise<SiteSettings> {
  return audited(deps, actor, async (tx, now) => {
    const { before, after } = await writeSiteSettings(tx, values, now);
    return {
      result: after,
      audit: {
        action: 'site_settings.update',
        targetType: 'site_settings',
        targetId: 'site',
        detail: { before, after },
      },
    };
  });
}
