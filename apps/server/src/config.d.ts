import { z } from 'zod';
declare const envSchema: z.ZodObject<{
    NODE_ENV: z.ZodDefault<z.ZodEnum<{
        test: "test";
        development: "development";
        production: "production";
    }>>;
    PORT: z.ZodDefault<z.ZodCoercedNumber<unknown>>;
    HOST: z.ZodDefault<z.ZodString>;
    APP_URL: z.ZodPreprocess<z.ZodOptional<z.ZodURL>, unknown>;
    DATA_DIR: z.ZodDefault<z.ZodString>;
    WEB_DIST_DIR: z.ZodPreprocess<z.ZodOptional<z.ZodString>, unknown>;
    DATABASE_URL: z.ZodPreprocess<z.ZodOptional<z.ZodURL>, unknown>;
    DATABASE_POOL_MAX: z.ZodDefault<z.ZodCoercedNumber<unknown>>;
    DATABASE_ACQUIRE_TIMEOUT_MS: z.ZodDefault<z.ZodCoercedNumber<unknown>>;
    DATABASE_STATEMENT_TIMEOUT_MS: z.ZodDefault<z.ZodCoercedNumber<unknown>>;
    JWT_SECRET: z.ZodPreprocess<z.ZodOptional<z.ZodString>, unknown>;
    LOG_LEVEL: z.ZodDefault<z.ZodEnum<{
        trace: "trace";
        warn: "warn";
        error: "error";
        fatal: "fatal";
        info: "info";
        debug: "debug";
        silent: "silent";
    }>>;
    TRUST_PROXY: z.ZodPreprocess<z.ZodOptional<z.ZodString>, unknown>;
    CORS_ORIGINS: z.ZodPreprocess<z.ZodOptional<z.ZodString>, unknown>;
    RATE_LIMIT_PER_MINUTE: z.ZodDefault<z.ZodCoercedNumber<unknown>>;
    USER_RATE_LIMIT_PER_MINUTE: z.ZodDefault<z.ZodCoercedNumber<unknown>>;
    REDIS_URL: z.ZodPreprocess<z.ZodOptional<z.ZodURL>, unknown>;
    SMTP_URL: z.ZodPreprocess<z.ZodOptional<z.ZodURL>, unknown>;
    MAIL_FROM: z.ZodDefault<z.ZodString>;
    GEOIP_URL: z.ZodPreprocess<z.ZodOptional<z.ZodURL>, unknown>;
    STRIPE_SECRET_KEY: z.ZodPreprocess<z.ZodOptional<z.ZodString>, unknown>;
    STRIPE_WEBHOOK_SECRET: z.ZodPreprocess<z.ZodOptional<z.ZodString>, unknown>;
    STRIPE_API_BASE: z.ZodPreprocess<z.ZodOptional<z.ZodURL>, unknown>;
    SCHEDULING_URL: z.ZodPreprocess<z.ZodOptional<z.ZodURL>, unknown>;
    PROOF_VIDEO_URL: z.ZodPreprocess<z.ZodOptional<z.ZodURL>, unknown>;
}, z.core.$strip>;
export type Env = z.infer<typeof envSchema>;
export interface Config extends Omit<Env, 'APP_URL' | 'JWT_SECRET'> {
    APP_URL: string;
    JWT_SECRET: string;
    isProduction: boolean;
}
export declare class ConfigError extends Error {
}
/** Parses the environment once. A bad value names its variable; nothing starts half-configured. */
export declare function loadConfig(source?: NodeJS.ProcessEnv): Config;
export {};
