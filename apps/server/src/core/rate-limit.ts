import type { Config } from '../config.ts';

/**
 * A coarse per-IP limit for endpoints anyone may call. Coarse on purpose: an office behind NAT
 * shares one address; the strict limits are per account and per email.
 */
export function perIpRateLimit(config: Pick<Config, 'RATE_LIMIT_PER_MINUTE'>) {
  return { rateLimit: { max: config.RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 } };
}

/**
 * Route config of every unauthenticated auth endpoint: the per-IP limit, and replies that are never
 * cached, since they carry tokens or codes or tell what an account is.
 */
export function authEndpointConfig(config: Pick<Config, 'RATE_LIMIT_PER_MINUTE'>) {
  return { ...perIpRateLimit(config), credentials: true };
}
