import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/helper.ts';

// a built web app in miniature: the empty shell plus pages written by scripts/prerender.mjs
const webDist = mkdtempSync(path.join(tmpdir(), 'exitcraft-spa-'));
writeFileSync(path.join(webDist, 'index.html'), '<head></head><div id="root"></div>shell');
// the chunks each route's page loads, as scripts/prerender.mjs writes them
mkdirSync(path.join(webDist, '.vite'));
writeFileSync(
  path.join(webDist, '.vite', 'route-preloads.json'),
  JSON.stringify({
    dashboard: ['/assets/member-area-routes-a1.js', '/assets/dashboard-home-b2.js'],
    settings: [],
    exitWealth: ['/assets/x.js"><script>alert(1)</script>'],
  }),
);
writeFileSync(path.join(webDist, 'index.prerendered.html'), '<div id="root" data-prerendered="">home</div>');
mkdirSync(path.join(webDist, 'coi'));
writeFileSync(path.join(webDist, 'coi', 'index.html'), '<div id="root" data-prerendered="">coi</div>');

let context: TestContext;
beforeAll(async () => {
  context = await createTestApp({ webDist });
});
afterAll(async () => {
  await context.close();
});

const page = (url: string) => context.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

describe('serving the web app', () => {
  it('serves the prerendered home page at /', async () => {
    const reply = await page('/');
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toContain('>home<');
  });

  it('serves a prerendered page at its path, with or without a trailing slash', async () => {
    for (const url of ['/coi', '/coi/']) {
      expect((await page(url)).body, url).toContain('>coi<');
    }
  });

  it('serves the empty shell to every route that was not prerendered', async () => {
    for (const url of ['/dashboard', '/coi/deeper', '/staff/people/a1', '/aiagent/c-1', '/ProfileView/']) {
      const reply = await page(url);
      expect(reply.statusCode, url).toBe(200);
      expect(reply.body, url).toContain('shell');
    }
  });

  it('names the chunks a route’s page loads in the shell it sends for that route, and only there', async () => {
    const links = (body: string) =>
      [...body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    expect(links((await page('/dashboard')).body)).toEqual([
      '/assets/member-area-routes-a1.js',
      '/assets/dashboard-home-b2.js',
    ]);
    expect(links((await page('/Dashboard/?tab=1')).body)).toHaveLength(2);
    // a route with none, a list that is not chunk paths, a path that is no page: the plain shell
    for (const url of ['/setting', '/exitwealth', '/no/such/page']) {
      const body = (await page(url)).body;
      expect(links(body), url).toEqual([]);
      expect(body, url).toContain('shell');
    }
  });

  it('answers 404 for a path that is no page, with the shell that shows the 404 page', async () => {
    for (const url of ['/no/such/page', '/home', '/index.prerendered', '/dashboard/nothing', '/payment/x?y=1']) {
      const reply = await page(url);
      expect(reply.statusCode, url).toBe(404);
      expect(reply.headers['content-type'], url).toContain('text/html');
      expect(reply.body, url).toContain('shell');
    }
  });

  it('sends a form posted to a prerendered page before its code ran back to the page, keeping nothing', async () => {
    const reply = await context.app.inject({
      method: 'POST',
      url: '/coi',
      headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'password=secret',
    });
    expect(reply.statusCode).toBe(303);
    expect(reply.headers.location).toBe('/coi');
    expect(reply.body).toBe('');
  });

  it('serves the shell when there is a query, which the captured page may not reflect (/auth?view=login)', async () => {
    for (const url of ['/coi?category=x', '/?utm_source=mail']) {
      expect((await page(url)).body, url).toContain('shell');
    }
  });

  it('compresses the HTML for a browser that accepts it', async () => {
    const reply = await context.app.inject({
      method: 'GET',
      url: '/coi',
      headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate' },
    });
    expect(reply.headers['content-encoding']).toBe('gzip');
    expect(reply.headers.vary).toContain('accept-encoding');
    expect(gunzipSync(reply.rawPayload).toString()).toContain('>coi<');
  });
});
