import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helper.ts';

let context: TestContext | undefined;

afterEach(async () => {
  await context?.close();
  context = undefined;
});

describe('GET /site-config/', () => {
  it('answers the configured proof video URL without authentication', async () => {
    context = await createTestApp({ env: { PROOF_VIDEO_URL: 'https://player.example.com/video/42' } });
    const reply = await context.app.inject({ method: 'GET', url: '/site-config/' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ proofVideoUrl: 'https://player.example.com/video/42', schedulingUrl: null });
    expect(reply.headers['content-security-policy']).toContain('frame-src https://player.example.com');
  });

  it('answers null when no video is configured', async () => {
    context = await createTestApp();
    const reply = await context.app.inject({ method: 'GET', url: '/site-config/' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ proofVideoUrl: null, schedulingUrl: null });
  });

  it('answers the adviser booking page, and frames exactly its origin', async () => {
    context = await createTestApp({ env: { SCHEDULING_URL: 'https://calendly.example.com/exitcraft/30min' } });
    const reply = await context.app.inject({ method: 'GET', url: '/site-config/' });
    expect(reply.json().schedulingUrl).toBe('https://calendly.example.com/exitcraft/30min');
    expect(reply.headers['content-security-policy']).toContain('frame-src https://calendly.example.com;');
  });
});
