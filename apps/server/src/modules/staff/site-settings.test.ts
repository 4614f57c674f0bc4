import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteSettingMessages } from '@exitcraft/shared/schemas/site-config';
import { createTestApp, createUser, type TestContext } from '../../../test/helper.ts';
import { staffAuditLog } from '../../db/schema.ts';

// the settings are one row: this file has a database of its own, so no other file sees its changes
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({
    isolated: true,
    env: { USER_RATE_LIMIT_PER_MINUTE: '100000', SCHEDULING_URL: 'https://book.example.com/adviser' },
  });
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'PUT', url: string, token?: string, payload?: object) =>
  ctx.app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload ? { payload } : {}),
  });

async function steppedUpStaff() {
  const staff = await createUser(ctx.deps, { isStaff: true });
  const stepUp = await ctx.app.inject({
    method: 'POST',
    url: '/staff/step-up/',
    headers: { authorization: `Bearer ${staff.accessToken}` },
    payload: { password: staff.password },
  });
  expect(stepUp.statusCode).toBe(200);
  return staff;
}

const full = {
  company_name: '  Northwind Advisory Ltd.  ',
  address: '1 Harbour Street\nHalifax NS B3J 1A1\nCanada',
  contact_email: 'hello@northwind.example',
  support_phone: '+1 902 000 0000',
  social_links: [{ name: 'LinkedIn', url: 'https://www.linkedin.com/company/northwind' }],
  scheduling_url: 'https://cal.example.com/northwind/30min',
  proof_video_url: '',
};

describe('GET and PUT /staff/site-settings/', () => {
  it('reads the seeded settings, then a stepped-up change is served publicly from the next request, audited', async () => {
    const staff = await steppedUpStaff();
    const seeded = await call('GET', '/staff/site-settings/', staff.accessToken);
    expect(seeded.statusCode).toBe(200);
    expect(seeded.json()).toMatchObject({ company_name: null, scheduling_url: 'https://book.example.com/adviser' });

    const changed = await call('PUT', '/staff/site-settings/', staff.accessToken, full);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({ ...full, company_name: 'Northwind Advisory Ltd.', proof_video_url: null });

    const site = await call('GET', '/site-config/');
    expect(site.headers['cache-control']).toBe('no-cache');
    expect(site.json()).toEqual({
      proofVideoUrl: null,
      schedulingUrl: full.scheduling_url,
      company_name: 'Northwind Advisory Ltd.',
      address: full.address,
      contact_email: full.contact_email,
      support_phone: full.support_phone,
      social_links: full.social_links,
    });

    const [audit] = await ctx.deps.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, 'site_settings.update'));
    expect(audit).toMatchObject({ actorId: staff.user.id, targetType: 'site_settings', targetId: 'site' });
    expect(audit?.detail).toMatchObject({
      before: { company_name: null, scheduling_url: 'https://book.example.com/adviser' },
      after: { company_name: 'Northwind Advisory Ltd.', support_phone: '+1 902 000 0000' },
    });

    // unset again: every value null, social links empty
    const cleared = await call('PUT', '/staff/site-settings/', staff.accessToken, {
      company_name: null,
      address: '',
      contact_email: null,
      support_phone: ' ',
      social_links: [],
      scheduling_url: null,
      proof_video_url: null,
    });
    expect(cleared.statusCode).toBe(200);
    expect((await call('GET', '/site-config/')).json()).toMatchObject({
      address: null,
      support_phone: null,
      social_links: [],
    });
  });

  it('asks a staff member who has not stepped up to confirm their password, and changes nothing', async () => {
    const staff = await createUser(ctx.deps, { isStaff: true });
    const read = await call('GET', '/staff/site-settings/', staff.accessToken);
    expect(read.statusCode).toBe(200);
    const refused = await call('PUT', '/staff/site-settings/', staff.accessToken, {
      ...full,
      company_name: 'Not kept',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'step_up_required' });
    expect((await call('GET', '/site-config/')).json().company_name).not.toBe('Not kept');
  });

  it('answers 404 to a member and 401 without a bearer', async () => {
    const member = await createUser(ctx.deps, { paid: true, role: 'paid_user' });
    expect((await call('GET', '/staff/site-settings/', member.accessToken)).statusCode).toBe(404);
    expect((await call('PUT', '/staff/site-settings/', member.accessToken, full)).statusCode).toBe(404);
    expect((await call('GET', '/staff/site-settings/')).statusCode).toBe(401);
  });

  it.each([
    ['scheduling_url', 'http://cal.example.com/30min', siteSettingMessages.httpsOnly],
    ['proof_video_url', 'javascript:alert(1)', siteSettingMessages.httpsOnly],
    ['contact_email', 'hello@', siteSettingMessages.email],
    ['support_phone', '(902) 000-0000', siteSettingMessages.phone],
    ['support_phone', '+12', siteSettingMessages.phone],
    ['social_links', [{ name: 'LinkedIn', url: 'http://linkedin.com/x' }], siteSettingMessages.httpsOnly],
    ['social_links', [{ name: ' ', url: 'https://linkedin.com/x' }], siteSettingMessages.linkName],
  ])('refuses %s %j with a 400 that says why', async (field, value, message) => {
    const staff = await steppedUpStaff();
    const reply = await call('PUT', '/staff/site-settings/', staff.accessToken, { ...full, [field]: value });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toContain(message);
  });
});
