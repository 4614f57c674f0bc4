import type { SiteConfig } from '@exitcraft/shared/schemas/site-config';
import type { ReplySchema } from '../../lib/api-client.ts';

/*
 * GET /site-config/'s reply checked without zod (decision 043): the footer of every public page
 * shows the operator's contact, and zod's core (26 KB gzip) was the heaviest part of what a public
 * page downloads before it is idle, for this one check. The check is `siteConfigSchema`'s, written
 * out: site-config-reply.test.ts runs both on the same replies, so the two cannot drift apart.
 */

type Issue = { path: PropertyKey[]; message: string };

const textKeys = [
  'proofVideoUrl',
  'schedulingUrl',
  'company_name',
  'address',
  'contact_email',
  'support_phone',
] as const satisfies readonly Exclude<keyof SiteConfig, 'social_links'>[];

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const expected = (what: string, value: unknown) =>
  `Invalid input: expected ${what}, received ${value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value}`;

function check(reply: unknown, issues: Issue[]): SiteConfig | null {
  if (!isObject(reply)) {
    issues.push({ path: [], message: expected('object', reply) });
    return null;
  }
  // a copy with the known keys only, as zod's object does
  const config = {} as Record<string, unknown>;
  for (const key of textKeys) {
    const value = reply[key];
    if (value === null || typeof value === 'string') config[key] = value;
    else issues.push({ path: [key], message: expected('string', value) });
  }
  const links = reply.social_links;
  if (!Array.isArray(links)) issues.push({ path: ['social_links'], message: expected('array', links) });
  else {
    config.social_links = links.map((link: unknown, index) => {
      if (!isObject(link)) {
        issues.push({ path: ['social_links', index], message: expected('object', link) });
        return null;
      }
      for (const key of ['name', 'url'] as const) {
        if (typeof link[key] !== 'string')
          issues.push({ path: ['social_links', index, key], message: expected('string', link[key]) });
      }
      return { name: link.name, url: link.url };
    });
  }
  return issues.length === 0 ? (config as SiteConfig) : null;
}

export const siteConfigReply: ReplySchema<SiteConfig> = {
  safeParse(value) {
    const issues: Issue[] = [];
    const data = check(value, issues);
    return data ? { success: true, data } : { success: false, error: { issues } };
  },
};
