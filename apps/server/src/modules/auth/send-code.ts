import type { AppDeps } from '../../core/deps.ts';
import { enqueueEmail, otpEmail } from '../mail/index.ts';
import { issueCode, otpLifetimeSeconds, type OtpPurpose } from '../otp/index.ts';
import { readSiteSettings } from '../site-config/index.ts';

/**
 * Issues a code (requested from the `client` address) and queues its email; the worker delivers it outside this request. With
 * `deliver: false` the limits and the code row behave exactly alike but nothing is mailed, so a
 * caller can answer the same way whether or not the address belongs to someone. `scope` binds the
 * code to an account as well (see OtpPurpose).
 */
export async function sendCode(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config' | 'emailDelivery'>,
  purpose: OtpPurpose,
  email: string,
  client: string,
  { deliver = true, scope }: { deliver?: boolean; scope?: string } = {},
): Promise<void> {
  const code = await issueCode(otpDeps(deps), purpose, email, client, scope);
  if (!deliver) return;
  const operator = await readSiteSettings(deps.db);
  await enqueueEmail(deps.db, otpEmail({ purpose, to: email, code, expiresInSeconds: otpLifetimeSeconds, operator }));
  deps.emailDelivery.notify();
}

export function otpDeps(deps: Pick<AppDeps, 'db' | 'clock' | 'config'>) {
  return { db: deps.db, clock: deps.clock, secret: deps.config.JWT_SECRET };
}
