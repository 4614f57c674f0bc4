import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('works on a fresh machine with nothing set, keeping a generated secret', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'exitcraft-config-'));
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.PORT).toBe(3000);
    expect(config.APP_URL).toBe('http://localhost:3000');
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.JWT_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8')).toBe(config.JWT_SECRET);
    expect(loadConfig({ DATA_DIR: dataDir }).JWT_SECRET).toBe(config.JWT_SECRET);
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(ConfigError);
  });

  it('requires JWT_SECRET and a real payment provider in production', () => {
    const stripe = { STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };
    expect(() => loadConfig({ NODE_ENV: 'production', ...stripe })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) })).toThrow(/STRIPE_SECRET_KEY/);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), ...stripe }).isProduction).toBe(true);
  });
});
