import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());
const optionalUrl = z.preprocess(emptyAsUndefined, z.url().optional());

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  APP_URL: optionalUrl,
  DATA_DIR: z.string().min(1).default('./data'),
  WEB_DIST_DIR: optionalString,
  DATABASE_URL: optionalUrl,
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  DATABASE_ACQUIRE_TIMEOUT_MS: z.coerce.number().int().min(100).default(2000),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(3000),
  JWT_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: optionalString,
  CORS_ORIGINS: optionalString,
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  USER_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  REDIS_URL: optionalUrl,
  METRICS_TOKEN: z.preprocess(emptyAsUndefined, z.string().min(16, 'must be at least 16 characters').optional()),
  DRAIN_SECONDS: z.coerce.number().min(0).max(300).default(5),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().min(3).default('Exitcraft <no-reply@exitcraft.local>'),
  GEOIP_URL: optionalUrl,
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_API_BASE: optionalUrl,
  SCHEDULING_URL: optionalUrl,
  PROOF_VIDEO_URL: optionalUrl,
  COMMUNITY_POSTS_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(10),
  AI_BASE_URL: optionalUrl,
  AI_API_KEY: optionalString,
  AI_MODEL: optionalString,
  AI_DAILY_MESSAGES: z.coerce.number().int().min(1).default(50),
  AI_TIMEOUT_MS: z.coerce.number().int().min(1).default(30_000),
});

export type Env = z.infer<typeof envSchema>;

/** Every environment variable the app reads (the deployment recipe may name no other for the app). */
export const configVariableNames: readonly string[] = Object.keys(envSchema.shape);

export interface Config extends Omit<Env, 'APP_URL' | 'JWT_SECRET'> {
  APP_URL: string;
  JWT_SECRET: string;
  isProduction: boolean;
}

export class ConfigError extends Error {}

/** Parses the environment once. A bad value names its variable; nothing starts half-configured. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const isProduction = env.NODE_ENV === 'production';
  if (isProduction && !env.JWT_SECRET) {
    throw new ConfigError('Invalid configuration:\n  JWT_SECRET: required when NODE_ENV=production');
  }
  // without a key the built-in test checkout would hand out memberships for a test card number
  if (isProduction && !env.STRIPE_SECRET_KEY) {
    throw new ConfigError('Invalid configuration:\n  STRIPE_SECRET_KEY: required when NODE_ENV=production');
  }
  if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError('Invalid configuration:\n  STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set');
  }
  if (env.AI_BASE_URL && !env.AI_MODEL) {
    throw new ConfigError('Invalid configuration:\n  AI_MODEL: required when AI_BASE_URL is set');
  }
  const appUrl = (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  return {
    ...env,
    APP_URL: appUrl,
    JWT_SECRET: env.JWT_SECRET ?? persistedDevSecret(env.DATA_DIR),
    isProduction,
  };
}

/**
 * Only where the database is (DATABASE_URL, else the embedded one in DATA_DIR), read with the same
 * rules as loadConfig: for maintenance commands (backup, restore) that must run without the app's
 * secrets and must not create anything in DATA_DIR.
 */
export function loadDatabaseSettings(source: NodeJS.ProcessEnv = process.env): Pick<Env, 'DATABASE_URL' | 'DATA_DIR'> {
  const parsed = envSchema.pick({ DATABASE_URL: true, DATA_DIR: true }).safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/** Outside production a secret is generated once and kept, so sessions survive restarts. */
function persistedDevSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}
