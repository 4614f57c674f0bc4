import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());
const optionalUrl = z.preprocess(emptyAsUndefined, z.url().optional());
/** An explicit yes: `true`, `1` or `yes`; anything else (or nothing) is no. */
const explicitYes = z.preprocess(
  (value) => (typeof value === 'string' ? ['true', '1', 'yes'].includes(value.trim().toLowerCase()) : false),
  z.boolean(),
);

/** `true`/`1`/`yes` or `false`/`0`/`no`; unset leaves the default to the caller. */
const optionalSwitch = z.preprocess((value) => {
  if (typeof value !== 'string') return undefined;
  const word = value.trim().toLowerCase();
  if (['true', '1', 'yes'].includes(word)) return true;
  if (['false', '0', 'no'].includes(word)) return false;
  return value;
}, z.boolean({ error: 'must be true or false' }).optional());

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  APP_URL: optionalUrl,
  DATA_DIR: z.string().min(1).default('./data'),
  WEB_DIST_DIR: optionalString,
  DATABASE_URL: optionalUrl,
  /**
   * The database password when DATABASE_URL leaves it out: node-postgres (and pg_dump for backups)
   * read it from the environment themselves, so it needs no percent-encoding (deploy/compose.yaml).
   */
  PGPASSWORD: optionalString,
  /** Production runs on PostgreSQL; the embedded database there must be asked for by name. */
  EMBEDDED_DATABASE_IN_PRODUCTION: explicitYes,
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
  MAIL_FROM: optionalString,
  GEOIP_URL: optionalUrl,
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_API_BASE: optionalUrl,
  /** Production without payments, asked for by name: checkout refuses instead of taking money. */
  PAYMENTS_DISABLED: explicitYes,
  /**
   * Staff without a passkey or authenticator app may read the back office but change nothing
   * (decision 033). Unset: on in production, off elsewhere.
   */
  STAFF_REQUIRE_SECOND_FACTOR: optionalSwitch,
  SCHEDULING_URL: optionalUrl,
  PROOF_VIDEO_URL: optionalUrl,
  COMMUNITY_POSTS_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(10),
  /** Live community streams one person may hold open at once (tabs, devices); one more is 429. */
  COMMUNITY_STREAMS_PER_PERSON: z.coerce.number().int().min(1).max(1000).default(5),
  /** Live community streams this instance holds open; past it 503. Unset: half the process's file limit. */
  COMMUNITY_STREAMS_MAX: z.coerce.number().int().min(1).optional(),
  AI_BASE_URL: optionalUrl,
  AI_API_KEY: optionalString,
  AI_MODEL: optionalString,
  AI_DAILY_MESSAGES: z.coerce.number().int().min(1).default(50),
  AI_TIMEOUT_MS: z.coerce.number().int().min(1).default(30_000),
  /** The most tokens one answer may use, sent to the endpoint as `max_tokens` (issue 29). */
  AI_MAX_OUTPUT_TOKENS: z.coerce.number().int().min(16).max(32_768).default(1024),
  /** GET /benchmarks/: a cohort smaller than this is never shown (decision 038) */
  BENCHMARK_MIN_COHORT: z.coerce.number().int().min(2).max(1_000_000).default(10),
});

export type Env = z.infer<typeof envSchema>;

/** Every environment variable the app reads (the deployment recipe may name no other for the app). */
export const configVariableNames: readonly string[] = Object.keys(envSchema.shape);

export interface Config extends Omit<Env, 'APP_URL' | 'JWT_SECRET' | 'MAIL_FROM' | 'STAFF_REQUIRE_SECOND_FACTOR'> {
  APP_URL: string;
  STAFF_REQUIRE_SECOND_FACTOR: boolean;
  JWT_SECRET: string;
  MAIL_FROM: string;
  isProduction: boolean;
}

export class ConfigError extends Error {}

/** Parses the environment once. A bad value names its variable; nothing starts half-configured. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(withoutEmptyValues(source));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const isProduction = env.NODE_ENV === 'production';
  const problems = [...(isProduction ? productionProblems(env) : []), ...combinationProblems(env)];
  if (problems.length > 0)
    throw new ConfigError(`Invalid configuration:\n${problems.map((line) => `  ${line}`).join('\n')}`);
  const appUrl = (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  return {
    ...env,
    APP_URL: appUrl,
    JWT_SECRET: env.JWT_SECRET ?? persistedDevSecret(env.DATA_DIR),
    MAIL_FROM: env.MAIL_FROM ?? developmentMailFrom,
    STAFF_REQUIRE_SECOND_FACTOR: env.STAFF_REQUIRE_SECOND_FACTOR ?? isProduction,
    isProduction,
  };
}

/**
 * A variable set to nothing is not set: `DRAIN_SECONDS=` (a blank line of deploy/.env, compose's
 * `${DRAIN_SECONDS:-}`) means the default, not 0.
 */
function withoutEmptyValues(source: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
}

const developmentMailFrom = 'Exitcraft <no-reply@exitcraft.local>';
const required = 'required when NODE_ENV=production';

/**
 * What production refuses to start without (decision 023), all named at once so one restart fixes
 * them: its own database, the https address members use, real mail, its own secret, and payments
 * (Stripe, or none at all by name: the built-in test checkout would hand out memberships).
 */
function productionProblems(env: Env): string[] {
  const problems: string[] = [];
  if (!env.DATABASE_URL && !env.EMBEDDED_DATABASE_IN_PRODUCTION) {
    problems.push(
      `DATABASE_URL: ${required} (a PostgreSQL URL; or set EMBEDDED_DATABASE_IN_PRODUCTION=true to run on the embedded database in DATA_DIR)`,
    );
  }
  if (!env.APP_URL)
    problems.push(`APP_URL: ${required} (the https address members open, e.g. https://app.example.com)`);
  else if (!isSecureOrigin(env.APP_URL))
    problems.push(`APP_URL: must be an https address in production, not ${env.APP_URL}`);
  if (!env.SMTP_URL) problems.push(`SMTP_URL: ${required} (sign-up codes, receipts and notices go out over SMTP)`);
  const mailProblem = mailFromProblem(env.MAIL_FROM);
  if (mailProblem) problems.push(`MAIL_FROM: ${mailProblem}`);
  if (!env.JWT_SECRET) problems.push(`JWT_SECRET: ${required}`);
  if (!env.STRIPE_SECRET_KEY && !env.PAYMENTS_DISABLED) {
    problems.push(`STRIPE_SECRET_KEY: ${required} (or set PAYMENTS_DISABLED=true to run without payments)`);
  }
  return problems;
}

/** Settings that only make sense together, in any environment. */
function combinationProblems(env: Env): string[] {
  const problems: string[] = [];
  if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
    problems.push('STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set');
  }
  if (env.STRIPE_SECRET_KEY && env.PAYMENTS_DISABLED) {
    problems.push('PAYMENTS_DISABLED: set together with STRIPE_SECRET_KEY; choose one');
  }
  if (env.AI_BASE_URL && !env.AI_MODEL) problems.push('AI_MODEL: required when AI_BASE_URL is set');
  return problems;
}

/** https, or http on this machine's loopback (every browser treats that as a secure context too). */
function isSecureOrigin(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  return protocol === 'https:' || ['localhost', '127.0.0.1', '[::1]'].includes(hostname);
}

/** Names reserved for examples and tests (RFC 2606, RFC 6761): no mail sent from them arrives. */
const reservedDomain = /(^|\.)(local|localhost|test|invalid|example|example\.(com|net|org))$/i;

/** A sender a mail server will accept: `Name <someone@domain.tld>` or `someone@domain.tld`, on a real domain. */
function mailFromProblem(mailFrom: string | undefined): string | null {
  const example = 'e.g. "Exitcraft <hello@your-domain.com>"';
  if (!mailFrom) return `${required} (the sender of every email, ${example})`;
  const address = /<([^<>]+)>\s*$/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  if (!z.email().safeParse(address).success) return `"${mailFrom}" is not an email address (${example})`;
  const domain = address.slice(address.lastIndexOf('@') + 1);
  if (reservedDomain.test(domain)) return `${domain} is reserved for examples; mail from it is not delivered`;
  return null;
}

/**
 * Only where the database is (DATABASE_URL, else the embedded one in DATA_DIR), read with the same
 * rules as loadConfig: for maintenance commands (backup, restore) that must run without the app's
 * secrets and must not create anything in DATA_DIR.
 */
export function loadDatabaseSettings(source: NodeJS.ProcessEnv = process.env): Pick<Env, 'DATABASE_URL' | 'DATA_DIR'> {
  const parsed = envSchema.pick({ DATABASE_URL: true, DATA_DIR: true }).safeParse(withoutEmptyValues(source));
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
