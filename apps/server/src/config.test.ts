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

  it('leaves Confidante in library mode by default, and wants a model name with an AI endpoint', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'exitcraft-config-'));
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.AI_BASE_URL).toBeUndefined();
    expect(config.AI_DAILY_MESSAGES).toBe(50);
    expect(config.AI_TIMEOUT_MS).toBe(30_000);
    expect(() => loadConfig({ DATA_DIR: dataDir, AI_BASE_URL: 'http://localhost:11434/v1' })).toThrow(/AI_MODEL/);
    expect(() => loadConfig({ DATA_DIR: dataDir, AI_DAILY_MESSAGES: '0' })).toThrow(/AI_DAILY_MESSAGES/);
    const withModel = loadConfig({ DATA_DIR: dataDir, AI_BASE_URL: 'http://localhost:11434/v1', AI_MODEL: 'llama3.2' });
    expect(withModel.AI_API_KEY).toBeUndefined();
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
