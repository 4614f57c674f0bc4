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

  it('takes a variable set to nothing as not set (a blank line of deploy/.env means the default)', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'exitcraft-config-'));
    const blank = { DATA_DIR: dataDir, PORT: '', DRAIN_SECONDS: '', DATABASE_POOL_MAX: '', LOG_LEVEL: '', HOST: '' };
    expect(loadConfig(blank)).toMatchObject({
      PORT: 3000,
      DRAIN_SECONDS: 5,
      DATABASE_POOL_MAX: 10,
      LOG_LEVEL: 'info',
      HOST: '0.0.0.0',
    });
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(ConfigError);
  });

  describe('in production', () => {
    const production = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://exitcraft:secret@db:5432/exitcraft',
      APP_URL: 'https://app.exitcraft.com',
      SMTP_URL: 'smtp://mail.exitcraft.com:587',
      MAIL_FROM: 'Exitcraft <hello@exitcraft.com>',
      JWT_SECRET: 'x'.repeat(40),
      STRIPE_SECRET_KEY: 'sk_live_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
    };
    const refusal = (env: Record<string, string | undefined>) => {
      try {
        loadConfig(env);
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as Error).message;
      }
      throw new Error('started');
    };

    it('starts with everything it needs', () => {
      const config = loadConfig(production);
      expect(config.isProduction).toBe(true);
      expect(config.MAIL_FROM).toBe('Exitcraft <hello@exitcraft.com>');
    });

    it.each(['DATABASE_URL', 'APP_URL', 'SMTP_URL', 'MAIL_FROM', 'JWT_SECRET', 'STRIPE_SECRET_KEY'])(
      'refuses to start without %s, naming it',
      (name) => {
        expect(refusal({ ...production, [name]: undefined })).toMatch(new RegExp(`^  ${name}: required`, 'm'));
      },
    );

    it('names every missing setting in one message', () => {
      const message = refusal({ NODE_ENV: 'production' });
      for (const name of ['DATABASE_URL', 'APP_URL', 'SMTP_URL', 'MAIL_FROM', 'JWT_SECRET', 'STRIPE_SECRET_KEY']) {
        expect(message).toContain(`  ${name}: required`);
      }
    });

    it('refuses an address members would reach over plain http, but not this machine’s loopback', () => {
      expect(refusal({ ...production, APP_URL: 'http://app.exitcraft.com' })).toMatch(
        /APP_URL: must be an https address/,
      );
      expect(loadConfig({ ...production, APP_URL: 'http://127.0.0.1:3000' }).APP_URL).toBe('http://127.0.0.1:3000');
    });

    it('refuses a sender that is not an address, or on a domain reserved for examples', () => {
      expect(refusal({ ...production, MAIL_FROM: 'Exitcraft' })).toMatch(
        /MAIL_FROM: "Exitcraft" is not an email address/,
      );
      expect(refusal({ ...production, MAIL_FROM: 'Exitcraft <no-reply@exitcraft.local>' })).toMatch(
        /MAIL_FROM: exitcraft.local is reserved/,
      );
      expect(refusal({ ...production, MAIL_FROM: 'ops@example.com' })).toMatch(/MAIL_FROM: example.com is reserved/);
    });

    it('runs on the embedded database or without payments only when asked by name', () => {
      const embedded = loadConfig({ ...production, DATABASE_URL: undefined, EMBEDDED_DATABASE_IN_PRODUCTION: 'true' });
      expect(embedded.DATABASE_URL).toBeUndefined();
      const unpaid = loadConfig({
        ...production,
        STRIPE_SECRET_KEY: undefined,
        STRIPE_WEBHOOK_SECRET: undefined,
        PAYMENTS_DISABLED: 'true',
      });
      expect(unpaid.PAYMENTS_DISABLED).toBe(true);
      expect(refusal({ ...production, EMBEDDED_DATABASE_IN_PRODUCTION: 'maybe', DATABASE_URL: undefined })).toMatch(
        /DATABASE_URL: required/,
      );
      expect(refusal({ ...production, PAYMENTS_DISABLED: 'true' })).toMatch(/PAYMENTS_DISABLED: set together/);
    });

    it('requires a second factor of staff unless told not to (decision 033); elsewhere only when asked', () => {
      expect(loadConfig(production).STAFF_REQUIRE_SECOND_FACTOR).toBe(true);
      expect(loadConfig({ ...production, STAFF_REQUIRE_SECOND_FACTOR: '' }).STAFF_REQUIRE_SECOND_FACTOR).toBe(true);
      expect(loadConfig({ ...production, STAFF_REQUIRE_SECOND_FACTOR: 'false' }).STAFF_REQUIRE_SECOND_FACTOR).toBe(false);
      expect(loadConfig({ NODE_ENV: 'test' }).STAFF_REQUIRE_SECOND_FACTOR).toBe(false);
      expect(loadConfig({ NODE_ENV: 'test', STAFF_REQUIRE_SECOND_FACTOR: 'yes' }).STAFF_REQUIRE_SECOND_FACTOR).toBe(true);
      expect(refusal({ ...production, STAFF_REQUIRE_SECOND_FACTOR: 'perhaps' })).toMatch(
        /STAFF_REQUIRE_SECOND_FACTOR: must be true or false/,
      );
    });
  });

  it('gives a development sender outside production', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'exitcraft-config-'));
    expect(loadConfig({ DATA_DIR: dataDir }).MAIL_FROM).toBe('Exitcraft <no-reply@exitcraft.local>');
  });
});
