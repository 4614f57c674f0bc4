import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helper.ts';
import { countryFromAcceptLanguage, countryFromLookup } from './country.ts';
import { lookupCountry } from './lookup.ts';

describe('country from Accept-Language', () => {
  it.each([
    ['en-GB,en;q=0.9', 'gb'],
    ['en;q=0.8, fr-CA;q=0.9', 'ca'],
    ['zh-Hans-CN', 'cn'],
    ['de', 'de'],
    ['en', null],
    ['es-419,es;q=0.9', 'es'],
    ['', null],
    [undefined, null],
    ['*;q=abc,,;;', null],
  ])('%j → %j', (header, country) => {
    expect(countryFromAcceptLanguage(header)).toBe(country);
  });

  it('reads the common field names of lookup services', () => {
    expect(countryFromLookup({ country_code: 'IN' })).toBe('in');
    expect(countryFromLookup({ countryCode: 'br' })).toBe('br');
    expect(countryFromLookup({ country: 'Japan' })).toBeNull();
    expect(countryFromLookup('nope')).toBeNull();
  });
});

describe('GET /geoip/', () => {
  let service: Server;
  let serviceUrl: string;
  const asked: string[] = [];
  let answer: (request: IncomingMessage) => { status: number; body: string } | null = () => ({
    status: 200,
    body: JSON.stringify({ country_code: 'DE' }),
  });

  beforeAll(async () => {
    service = createServer((request, response) => {
      asked.push(request.url ?? '');
      const reply = answer(request);
      if (!reply) return; // never answers
      response.writeHead(reply.status, { 'content-type': 'application/json' }).end(reply.body);
    });
    await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
    serviceUrl = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    service.closeAllConnections();
    await new Promise((resolve) => service.close(resolve));
  });

  it('asks the configured service with the client address', async () => {
    const context = await createTestApp({ env: { GEOIP_URL: `${serviceUrl}/lookup` } });
    try {
      const response = await context.app.inject({ method: 'GET', url: '/geoip/', remoteAddress: '203.0.113.7' });
      expect(response.json()).toEqual({ country_code: 'de' });
      expect(asked.at(-1)).toBe('/lookup?ip=203.0.113.7');
    } finally {
      await context.close();
    }
  });

  it('puts the address where the URL says {ip}', async () => {
    const country = await lookupCountry({
      serviceUrl: `${serviceUrl}/json/{ip}`,
      ip: '198.51.100.4',
      acceptLanguage: undefined,
    });
    expect(country).toBe('de');
    expect(asked.at(-1)).toBe('/json/198.51.100.4');
  });

  it('falls back to the language region when the service fails or is slow, then to us', async () => {
    answer = () => ({ status: 500, body: '{}' });
    expect(await lookupCountry({ serviceUrl, ip: '1.2.3.4', acceptLanguage: 'en-AU' })).toBe('au');
    answer = () => null;
    const started = Date.now();
    expect(await lookupCountry({ serviceUrl, ip: '1.2.3.4', acceptLanguage: 'en', timeoutMs: 100 })).toBe('us');
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('uses Accept-Language without a service', async () => {
    const context = await createTestApp();
    try {
      const response = await context.app.inject({
        method: 'GET',
        url: '/geoip/',
        headers: { 'accept-language': 'en-IN,en;q=0.9' },
      });
      expect(response.json()).toEqual({ country_code: 'in' });
      const plain = await context.app.inject({ method: 'GET', url: '/geoip/' });
      expect(plain.json()).toEqual({ country_code: 'us' });
    } finally {
      await context.close();
    }
  });
});
