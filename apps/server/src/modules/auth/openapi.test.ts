import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helper.ts';

describe('accounts in the OpenAPI document', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestApp();
  });
  afterAll(async () => {
    await context.close();
  });

  it('documents every accounts endpoint with its body', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    const { paths } = response.json() as { paths: Record<string, Record<string, { requestBody?: unknown }>> };
    for (const path of [
      '/check_email_status/',
      '/send_email_otp/',
      '/verify_email_otp/',
      '/register/',
      '/login/',
      '/api/token/refresh/',
      '/logout/',
      '/forgot-password-send-otp/',
      '/verify-otp/',
      '/reset-password/',
    ]) {
      expect(paths[path]?.post?.requestBody, path).toBeDefined();
    }
    for (const path of ['/csrf/', '/extract-user-data/', '/geoip/']) expect(paths[path]?.get, path).toBeDefined();
  });
});
