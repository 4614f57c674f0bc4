import type { SiteSettings, SiteSettingsRequest } from '@exitcraft/shared/schemas/site-config';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { siteSettings } from '../../db/schema.ts';

type Row = typeof siteSettings.$inferSelect;

const unset: SiteSettings = {
  company_name: null,
  address: null,
  contact_email: null,
  support_phone: null,
  social_links: [],
  scheduling_url: null,
  proof_video_url: null,
};

function fromRow(row: Row): SiteSettings {
  return {
    company_name: row.companyName,
    address: row.address,
    contact_email: row.contactEmail,
    support_phone: row.supportPhone,
    social_links: row.socialLinks,
    scheduling_url: row.schedulingUrl,
    proof_video_url: row.proofVideoUrl,
  };
}

/**
 * The settings as they are now, read from the database on every call (no cache): a change made
 * through any instance is what every instance serves from its next request.
 */
export async function readSiteSettings(db: Db): Promise<SiteSettings> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, 1));
  return row ? fromRow(row) : unset;
}

/** Replaces the whole set (inside the caller's transaction); returns what was there before. */
export async function writeSiteSettings(
  tx: Db,
  values: SiteSettingsRequest,
  now: Date,
): Promise<{ before: SiteSettings; after: SiteSettings }> {
  const before = await readSiteSettings(tx);
  const columns = {
    companyName: values.company_name,
    address: values.address,
    contactEmail: values.contact_email,
    supportPhone: values.support_phone,
    socialLinks: values.social_links,
    schedulingUrl: values.scheduling_url,
    proofVideoUrl: values.proof_video_url,
    updatedAt: now,
  };
  const [row] = await tx
    .insert(siteSettings)
    .values({ id: 1, ...columns })
    .onConflictDoUpdate({ target: siteSettings.id, set: columns })
    .returning();
  return { before, after: fromRow(row!) };
}

/**
 * The first start writes the row from the environment (SCHEDULING_URL, PROOF_VIDEO_URL), after the
 * migrations (main.ts); once it exists, staff own it and a restart with other variables changes
 * nothing.
 */
export async function seedSiteSettings(db: Db, config: Pick<Config, 'SCHEDULING_URL' | 'PROOF_VIDEO_URL'>) {
  await db
    .insert(siteSettings)
    .values({ id: 1, schedulingUrl: config.SCHEDULING_URL ?? null, proofVideoUrl: config.PROOF_VIDEO_URL ?? null })
    .onConflictDoNothing();
}

/** The origins the pages may frame: the proof video's player and the booking page. */
export function frameOrigins(settings: Pick<SiteSettings, 'scheduling_url' | 'proof_video_url'>): string[] {
  return [settings.proof_video_url, settings.scheduling_url].flatMap((url) => {
    if (!url) return [];
    try {
      return [new URL(url).origin];
    } catch {
      return [];
    }
  });
}
