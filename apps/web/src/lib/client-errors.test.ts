import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api.ts';
import type * as reporting from './report-error.ts';
import { storeTokens } from './token-storage.ts';

// each test is a fresh page load: the sender's count of reports starts anew
let report: typeof reporting;
beforeEach(async () => {
  vi.resetModules();
  report = await import('./report-error.ts');
  vi.stubGlobal('location', { ...window.location, pathname: '/dashboard/results/42' });
});

const headersOf = (init: RequestInit) => init.headers as Record<string, string>;

describe('reportError', () => {
  it('sends the error cut to size, the path alone and the bearer, under the id it returns', async () => {
    const api = fakeApi({ 'POST /client-errors/': () => [202, { request_id: 'x' }] });
    storeTokens({ access: 'access-token', refresh: 'refresh-token' });
    const id = report.reportError('render', new Error('m'.repeat(900)));
    expect(id).toMatch(/^[\w-]{8,64}$/);
    await vi.waitFor(() => expect(api.calls).toHaveLength(1));
    const [call] = api.calls;
    expect(headersOf(call!.init)).toMatchObject({ 'x-request-id': id, authorization: 'Bearer access-token' });
    expect(call!.init.keepalive).toBe(true);
    expect(call!.body).toMatchObject({ kind: 'render', message: 'm'.repeat(500), path: '/dashboard/results/42' });
  });

  it('sends at most ten reports from one page load', async () => {
    const api = fakeApi({ 'POST /client-errors/': () => [202, { request_id: 'x' }] });
    for (let index = 0; index < 12; index += 1) report.reportError('uncaught', new Error(`number ${index}`));
    await vi.waitFor(() => expect(api.calls).toHaveLength(10));
  });
});

describe('reportUncaughtErrors', () => {
  it('reports an uncaught error and an unhandled rejection, not a resource that failed to load', async () => {
    const api = fakeApi({ 'POST /client-errors/': () => [202, { request_id: 'x' }] });
    report.reportUncaughtErrors();
    window.dispatchEvent(
      new ErrorEvent('error', { error: new Error('in a click handler'), message: 'in a click handler' }),
    );
    window.dispatchEvent(new ErrorEvent('error', { message: 'an image failed' }));
    const rejection = new Event('unhandledrejection') as Event & { reason: unknown };
    rejection.reason = new Error('nobody awaited this');
    window.dispatchEvent(rejection);
    await vi.waitFor(() => expect(api.calls).toHaveLength(2));
    expect(api.calls.map((call) => call.body)).toMatchObject([
      { kind: 'uncaught', message: 'in a click handler' },
      { kind: 'unhandled_rejection', message: 'nobody awaited this' },
    ]);
  });
});
