import { siteConfigSchema } from '@exitcraft/shared/schemas/site-config';
import { describe, expect, it } from 'vitest';
import { siteConfigReply } from './site-config-reply.ts';

const full = {
  proofVideoUrl: 'https://video.example.com/proof',
  schedulingUrl: null,
  company_name: 'Exitcraft Ltd',
  address: '1 Harbour Street\nBristol',
  contact_email: 'hello@example.com',
  support_phone: '+44 117 000 0000',
  social_links: [{ name: 'LinkedIn', url: 'https://linkedin.example.com/exitcraft' }],
};

const replies: [string, unknown][] = [
  ['every setting', full],
  ['nothing set', { ...full, proofVideoUrl: null, company_name: null, address: null, social_links: [] }],
  [
    'keys the page does not read',
    { ...full, extra: 1, social_links: [{ name: 'X', url: 'https://x.example', id: 3 }] },
  ],
  ['a setting missing', { ...full, address: undefined }],
  ['a number for text', { ...full, support_phone: 44 }],
  ['no social links', { ...full, social_links: null }],
  ['a link without its url', { ...full, social_links: [{ name: 'LinkedIn' }] }],
  ['a link that is text', { ...full, social_links: ['https://x.example'] }],
  ['an array', [full]],
  ['null', null],
  ['text', 'ok'],
];

describe('siteConfigReply', () => {
  it.each(replies)('decides as siteConfigSchema does: %s', (_, reply) => {
    const zod = siteConfigSchema.safeParse(reply);
    const ours = siteConfigReply.safeParse(reply);
    expect(ours.success).toBe(zod.success);
    if (ours.success && zod.success) expect(ours.data).toEqual(zod.data);
    if (!ours.success && !zod.success)
      expect(ours.error.issues.map((issue) => issue.path)).toEqual(zod.error.issues.map((issue) => issue.path));
  });
});
