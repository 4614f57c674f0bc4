import { authServerMessages as messages, otpResendWaitMessage } from '@exitcraft/shared/messages/auth';
import { and, eq, gt, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { verifications, verificationSends } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { badRequest, tooManyRequests } from '../../lib/errors.ts';
import { generateCode, hashCode, sameHash } from './codes.ts';

/**
 * What a code is for. Registration and reset codes are bound to the address only; add-email and
 * verify-email codes are bound to the signed-in account too (their `scope`), so two accounts adding
 * one address each hold their own code, and one purpose's code never verifies another.
 */
export type OtpPurpose = 'register' | 'reset-password' | 'add-email' | 'verify-email';

/** The purpose as stored and hashed: `add-email:<user id>` for a scoped code. */
function purposeKey(purpose: OtpPurpose, scope: string | undefined): string {
  return scope ? `${purpose}:${scope}` : purpose;
}

export const otpLifetimeSeconds = 300;
export const otpMaxFailures = 5;
export const otpResendSeconds = 60;
/** Codes an hour for one address requested from one client address... */
export const otpSendsPerHour = 5;
/** ...and from all client addresses together: a stranger's five requests do not block the owner. */
export const otpSendsPerAddressPerHour = 20;
/** Failures count within this window; a send after it starts afresh, so nobody is locked out for good. */
const failureWindowMs = 60 * 60_000;

export interface OtpDeps {
  db: Db;
  clock: Clock;
  secret: string;
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
const timestamp = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * Creates (or replaces) the live code for purpose + address and returns it for the email.
 * Refuses with 429 when the last code went out under 60 s ago, when 5 were sent to the address in
 * the last hour at the request of this client address (20 at anyone's), or when 5 wrong codes were
 * tried this hour.
 */
export async function issueCode(
  { db, clock, secret }: OtpDeps,
  otpPurpose: OtpPurpose,
  target: string,
  client: string,
  scope?: string,
): Promise<string> {
  const purpose = purposeKey(otpPurpose, scope);
  const now = clock.now();
  const hourAgo = new Date(now.getTime() - failureWindowMs);

  // per address, whatever the purpose: this is what stops someone using us to flood an inbox
  const recent = await db
    .select({ client: verificationSends.client, sentAt: verificationSends.sentAt })
    .from(verificationSends)
    .where(and(eq(verificationSends.target, target), gt(verificationSends.sentAt, hourAgo)))
    .orderBy(verificationSends.sentAt);
  const fromClient = recent.filter((send) => send.client === client);
  const limiting =
    fromClient.length >= otpSendsPerHour ? fromClient : recent.length >= otpSendsPerAddressPerHour ? recent : null;
  const oldest = limiting?.[0]?.sentAt;
  if (oldest)
    throw tooManyRequests(messages.otpHourlyLimit, seconds(oldest.getTime() + failureWindowMs - now.getTime()));

  const code = generateCode();
  const codeHash = hashCode(secret, purpose, target, code);
  const expiresAt = new Date(now.getTime() + otpLifetimeSeconds * 1000);
  const windowOver = sql`${verifications.createdAt} <= ${timestamp(hourAgo)}`;
  // One conditional upsert decides cooldown and lockout atomically, so parallel sends cannot both pass.
  // A resend replaces the code but keeps the failure count: otherwise resend + guess is unlimited guessing.
  const replaced = await db
    .insert(verifications)
    .values({ purpose, target, codeHash, expiresAt, attempts: 0, lastSentAt: now, createdAt: now })
    .onConflictDoUpdate({
      target: [verifications.purpose, verifications.target],
      set: {
        codeHash,
        expiresAt,
        lastSentAt: now,
        verifiedAt: null,
        consumedAt: null,
        attempts: sql`CASE WHEN ${windowOver} THEN 0 ELSE ${verifications.attempts} END`,
        createdAt: sql`CASE WHEN ${windowOver} THEN ${timestamp(now)} ELSE ${verifications.createdAt} END`,
      },
      setWhere: sql`${verifications.lastSentAt} <= ${timestamp(new Date(now.getTime() - otpResendSeconds * 1000))}
        AND (${verifications.attempts} < ${otpMaxFailures} OR ${windowOver})`,
    })
    .returning({ id: verifications.id });

  if (replaced.length === 0) {
    const [row] = await db
      .select()
      .from(verifications)
      .where(and(eq(verifications.purpose, purpose), eq(verifications.target, target)));
    const wait = row ? row.lastSentAt.getTime() + otpResendSeconds * 1000 - now.getTime() : otpResendSeconds * 1000;
    if (!row || wait > 0) throw tooManyRequests(otpResendWaitMessage(seconds(wait)), seconds(wait));
    throw tooManyRequests(
      messages.otpTooManyFailures,
      seconds(row.createdAt.getTime() + failureWindowMs - now.getTime()),
    );
  }

  await db.insert(verificationSends).values({ target, purpose, client, sentAt: now });
  return code;
}

/**
 * Checks a code and marks it verified (single use). Each guess first takes a try with one atomic
 * conditional UPDATE, so 50 parallel guesses can evaluate at most the 5 tries that are left.
 * Throws 400 with the reason when the code is wrong, expired, used or out of tries.
 */
export async function verifyCode(
  { db, clock, secret }: OtpDeps,
  otpPurpose: OtpPurpose,
  target: string,
  code: string,
  scope?: string,
): Promise<void> {
  const purpose = purposeKey(otpPurpose, scope);
  const now = clock.now();
  const live = and(
    eq(verifications.purpose, purpose),
    eq(verifications.target, target),
    lt(verifications.attempts, otpMaxFailures),
    isNull(verifications.verifiedAt),
    isNull(verifications.consumedAt),
    gt(verifications.expiresAt, now),
  );
  const [taken] = await db
    .update(verifications)
    .set({ attempts: sql`${verifications.attempts} + 1` })
    .where(live)
    .returning({ id: verifications.id, codeHash: verifications.codeHash });

  if (!taken) throw badRequest(await whyNotLive({ db, clock, secret }, purpose, target, now));
  if (!sameHash(taken.codeHash, hashCode(secret, purpose, target, code))) throw badRequest(messages.otpInvalid);

  // the right code is not a failure: give its try back while marking it verified, once
  const [verified] = await db
    .update(verifications)
    .set({ attempts: sql`${verifications.attempts} - 1`, verifiedAt: now })
    .where(and(eq(verifications.id, taken.id), isNull(verifications.verifiedAt)))
    .returning({ id: verifications.id });
  if (!verified) throw badRequest(messages.otpUsed);
}

async function whyNotLive({ db }: OtpDeps, purpose: string, target: string, now: Date): Promise<string> {
  const [row] = await db
    .select()
    .from(verifications)
    .where(and(eq(verifications.purpose, purpose), eq(verifications.target, target)));
  if (!row) return messages.otpInvalid;
  if (row.verifiedAt || row.consumedAt) return messages.otpUsed;
  if (row.attempts >= otpMaxFailures) return messages.otpTooManyFailures;
  if (row.expiresAt <= now) return messages.otpExpired;
  return messages.otpInvalid;
}

/** Whether a code for purpose + address was verified within `withinMs` and not yet used. */
export async function hasVerifiedCode(
  { db, clock }: Pick<OtpDeps, 'db' | 'clock'>,
  purpose: OtpPurpose,
  target: string,
  withinMs: number,
): Promise<boolean> {
  const since = new Date(clock.now().getTime() - withinMs);
  const [row] = await db
    .select({ id: verifications.id })
    .from(verifications)
    .where(verifiedSince(purpose, target, since));
  return Boolean(row);
}

/**
 * Spends a verified code inside the caller's transaction, so the account change and the spending
 * commit together. False when there is no such code (never verified, too old, or already spent).
 */
export async function consumeVerifiedCode(
  db: Pick<Db, 'update'>,
  clock: Clock,
  purpose: OtpPurpose,
  target: string,
  withinMs: number,
): Promise<boolean> {
  const now = clock.now();
  const spent = await db
    .update(verifications)
    .set({ consumedAt: now })
    .where(verifiedSince(purpose, target, new Date(now.getTime() - withinMs)))
    .returning({ id: verifications.id });
  return spent.length > 0;
}

function verifiedSince(purpose: OtpPurpose, target: string, since: Date) {
  return and(
    eq(verifications.purpose, purpose),
    eq(verifications.target, target),
    gte(verifications.verifiedAt, since),
    isNull(verifications.consumedAt),
  );
}
