import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helper.ts';
import { buildApp } from '../../app.ts';
import { seedSiteSettings, writeSiteSettings } from './settings.ts';

const webDist = mkdtempSync(path.join(tmpdir(), 'exitcraft-site-config-'));
writeFileSync(path.join(webDist, 'index.html'), '<div id="root"></div>shell');

let context: TestContext | undefined;

afterEach(async () => {
  await context?.close();
  context = undefined;
});

// each test starts on a database of its own: the seed is what a first start writes
const start = (env: Record<string, string> = {}) => createTestApp({ env, webDist, isolated: true });
const page = () => context!.app.inject({ method: 'GET', url: '/dashboard', headers: { accept: 'text/html' } });

const unset = {
  company_name: null,
  address: null,
  contact_email: null,
  support_phone: null,
  social_links: [],
};

describe('GET /site-config/', () => {
  it('answers the proof video URL the first start seeded, without authentication, and pages may frame it', async () => {
    context = await start({ PROOF_VIDEO_URL: 'https://player.example.com/video/42' });
    const reply = await context.app.inject({ method: 'GET', url: '/site-config/' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({
      proofVideoUrl: 'https://player.example.com/video/42',
      schedulingUrl: null,
      ...unset,
    });
    expect((await page()).headers['content-security-policy']).toContain('frame-src https://player.example.com;');
  });

  it('answers null for every setting that is not set, and pages frame nothing', async () => {
    context = await start();
    const reply = await context.app.inject({ method: 'GET', url: '/site-config/' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ proofVideoUrl: null, schedulingUrl: null, ...unset });
    expect((await page()).headers['content-security-policy']).toContain("frame-src 'none';");
  });

  it('answers the adviser booking page, and pages frame exactly its origin', async () => {
    context = await start({ SCHEDULING_URL: 'https://calendly.example.com/exitcraft/30min' });
    const reply = await context.app.inject({ method: 'GET', url: '/site-config/' });
    expect(reply.json().schedulingUrl).toBe('https://calendly.example.com/exitcraft/30min');
    expect((await page()).headers['content-security-policy']).toContain('frame-src https://calendly.example.com;');
  });

  it('serves a change from the next request, pages framing the new origin; a restart does not seed again', async () => {
    context = await start({ SCHEDULING_URL: 'https://calendly.example.com/exitcraft/30min' });
    const { db } = context.deps;
    const { before } = await writeSiteSettings(
      db,
      {
        ...unset,
        scheduling_url: 'https://book.example.org/adviser',
        proof_video_url: null,
        company_name: 'Acme Ltd.',
      },
      new Date(),
    );
    expect(before.scheduling_url).toBe('https://calendly.example.com/exitcraft/30min');
    const reply = await context.app.inject({ method: 'GET', url: '/site-config/' });
    expect(reply.headers['cache-control']).toBe('no-cache');
    expect(reply.json()).toMatchObject({
      schedulingUrl: 'https://book.example.org/adviser',
      company_name: 'Acme Ltd.',
    });
    expect((await page()).headers['content-security-policy']).toContain('frame-src https://book.example.org;');

    // another start on the same database, with other variables: staff's values stay
    const config = { ...context.deps.config, SCHEDULING_URL: 'https://calendly.example.com/other' };
    await seedSiteSettings(db, config);
    const again = await buildApp({ ...context.deps, config });
    await again.ready();
    expect((await again.inject({ method: 'GET', url: '/site-config/' })).json().schedulingUrl).toBe(
      'https://book.example.org/adviser',
    );
    await again.close();
  });
});
