import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/** Six digits from the CSPRNG, leading zeros kept. */
export function generateCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/**
 * Codes are stored as an HMAC keyed by the server secret, over purpose and address too: a leaked
 * table gives no codes, and a code can never be replayed for another purpose or email.
 */
export function hashCode(secret: string, purpose: string, target: string, code: string): string {
  return createHmac('sha256', `otp:${secret}`).update(`${purpose}\n${target}\n${code}`).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
