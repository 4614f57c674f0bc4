import type { Config } from '../../config.ts';

/**
 * Route config for the coarse per-IP limit on each auth endpoint. Coarse on purpose: an office
 * behind NAT shares one address; the strict limits are per account and per email.
 */
export function perIpRateLimit(config: Pick<Config, 'RATE_LIMIT_PER_MINUTE'>) {
  return { rateLimit: { max: config.RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 } };
}
