import type {
  AddPasskeyRequest,
  Passkey,
  WebauthnOptionsResponse,
  WebauthnResponse,
} from '@exitcraft/shared/schemas/second-factor';
import {
  passkeyNotFoundMessage,
  passkeySignInFailedMessage,
  secondFactorWrongCode,
  secondFactorWrongMessage,
} from '@exitcraft/shared/messages/second-factor';
import type * as SimpleWebAuthn from '@simplewebauthn/server';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { and, eq } from 'drizzle-orm';
import { site } from '@exitcraft/shared/content/site';
import type { AppDeps } from '../../core/deps.ts';
import type { UserRow } from '../../core/caller.ts';
import type { Db } from '../../db/client.ts';
import { passkeys } from '../../db/schema.ts';
import { AppError, badRequest, conflict, notFound, unauthorized } from '../../lib/errors.ts';
import { uniqueViolation } from '../../db/unique-violation.ts';
import { type AuditStaff, noticeFactorChange } from './factor-notices.ts';
import { consumeChallenge, relyingParty, storeChallenge } from './webauthn-challenges.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

/**
 * The WebAuthn library (and the X.509 and ASN.1 ones under it, a quarter of a second of loading)
 * is loaded at the first passkey request, not at start-up.
 */
let library: Promise<typeof SimpleWebAuthn> | undefined;
const webauthn = () => (library ??= import('@simplewebauthn/server'));
type PasskeyRow = typeof passkeys.$inferSelect;

export function toPasskey(row: PasskeyRow): Passkey {
  return {
    id: row.id,
    name: row.name,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
  };
}

/** The user handle the authenticator keeps: the account's id, no personal data. */
function userHandle(userId: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(Buffer.from(userId.replaceAll('-', ''), 'hex'));
}

/** POST /passkeys/options/: what `navigator.credentials.create` needs; the passkeys held are excluded. */
export async function passkeyRegistrationOptions(deps: Deps, user: UserRow): Promise<WebauthnOptionsResponse> {
  const held = await deps.db
    .select({ credentialId: passkeys.credentialId, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userId, user.id));
  const { generateRegistrationOptions } = await webauthn();
  const options = await generateRegistrationOptions({
    rpName: site.brand,
    rpID: relyingParty(deps.config).id,
    userName: user.email,
    userID: userHandle(user.id),
    userDisplayName: user.username,
    attestationType: 'none',
    excludeCredentials: held.map((row) => ({ id: row.credentialId, transports: row.transports })),
    // a discoverable credential, so the login view can sign in with the passkey alone
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  const challengeId = await storeChallenge(deps, 'register', user.id, options.challenge);
  return { challenge_id: challengeId, options: options as unknown as WebauthnOptionsResponse['options'] };
}

/** POST /passkeys/: checks the new credential against the challenge this account was given, keeps it. */
export async function addPasskey(
  deps: Deps,
  auditStaff: AuditStaff | undefined,
  user: UserRow,
  input: AddPasskeyRequest,
  ip: string,
): Promise<Passkey> {
  const expectedChallenge = await consumeChallenge(deps, input.challenge_id, 'register', user.id);
  const rp = relyingParty(deps.config);
  const { verifyRegistrationResponse } = await webauthn();
  let verification;
  try {
    verification = await verifyRegistrationResponse({
      response: input.response as unknown as RegistrationResponseJSON,
      expectedChallenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    });
  } catch {
    throw badRequest('The passkey could not be added. Try again.', 'passkey_invalid');
  }
  if (!verification.verified) throw badRequest('The passkey could not be added. Try again.', 'passkey_invalid');
  const { credential } = verification.registrationInfo;
  try {
    return await deps.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const now = deps.clock.now();
      const [row] = await tx
        .insert(passkeys)
        .values({
          userId: user.id,
          credentialId: credential.id,
          publicKey: Buffer.from(credential.publicKey).toString('base64url'),
          counter: credential.counter,
          transports: credential.transports ?? [],
          name: input.name,
          createdAt: now,
        })
        .returning();
      await noticeFactorChange(tx, auditStaff, user, { kind: 'passkey-added', name: input.name }, now, ip, row!.id);
      return toPasskey(row!);
    });
  } catch (error) {
    if (uniqueViolation(error) !== null) throw conflict('This passkey is already added.', 'passkey_exists');
    throw error;
  }
}

/** PATCH /passkeys/:id/: only the caller's own passkey; another's answers 404. */
export async function renamePasskey(db: Db, userId: string, id: string, name: string): Promise<Passkey> {
  const [row] = await db
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning();
  if (!row) throw notFound(passkeyNotFoundMessage);
  return toPasskey(row);
}

/** Deletes one of the caller's passkeys (the password was confirmed by the route's service). */
export async function deletePasskey(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  auditStaff: AuditStaff | undefined,
  user: UserRow,
  id: string,
  ip: string,
): Promise<void> {
  await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [row] = await tx
      .delete(passkeys)
      .where(and(eq(passkeys.id, id), eq(passkeys.userId, user.id)))
      .returning({ name: passkeys.name });
    if (!row) throw notFound(passkeyNotFoundMessage);
    const now = deps.clock.now();
    await noticeFactorChange(tx, auditStaff, user, { kind: 'passkey-removed', name: row.name }, now, ip, id);
  });
}

/**
 * Options for `navigator.credentials.get`: for a sign-in, any discoverable passkey of this site (nobody
 * is known yet); for a step-up, only the caller's own passkeys.
 */
export async function passkeyAuthenticationOptions(deps: Deps, user: UserRow | null): Promise<WebauthnOptionsResponse> {
  const allow = user
    ? await deps.db
        .select({ id: passkeys.credentialId, transports: passkeys.transports })
        .from(passkeys)
        .where(eq(passkeys.userId, user.id))
    : [];
  if (user && allow.length === 0) throw notFound(passkeyNotFoundMessage);
  const { generateAuthenticationOptions } = await webauthn();
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(deps.config).id,
    userVerification: 'required',
    allowCredentials: allow.map((row) => ({ id: row.id, transports: row.transports as never })),
  });
  const challengeId = await storeChallenge(deps, user ? 'step-up' : 'sign-in', user?.id ?? null, options.challenge);
  return { challenge_id: challengeId, options: options as unknown as WebauthnOptionsResponse['options'] };
}

/**
 * Checks a signed challenge against the stored public key. The signature counter must move forward
 * when the authenticator keeps one (a counter that goes back means a cloned key: refused); synced
 * passkeys report 0 and are not counted. Returns the passkey's owner.
 */
async function verifyPasskey(
  deps: Deps,
  challengeId: string,
  response: WebauthnResponse,
  user: UserRow | null,
  failure: () => AppError,
): Promise<string> {
  const expectedChallenge = await consumeChallenge(deps, challengeId, user ? 'step-up' : 'sign-in', user?.id ?? null);
  const [row] = await deps.db
    .select()
    .from(passkeys)
    .where(
      user
        ? and(eq(passkeys.credentialId, response.id), eq(passkeys.userId, user.id))
        : eq(passkeys.credentialId, response.id),
    )
    .limit(1);
  if (!row) throw failure();
  const rp = relyingParty(deps.config);
  const { verifyAuthenticationResponse } = await webauthn();
  let verification;
  try {
    verification = await verifyAuthenticationResponse({
      response: response as unknown as AuthenticationResponseJSON,
      expectedChallenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
      credential: {
        id: row.credentialId,
        publicKey: new Uint8Array(Buffer.from(row.publicKey, 'base64url')),
        counter: row.counter,
        transports: row.transports as never,
      },
    });
  } catch {
    throw failure();
  }
  if (!verification.verified) throw failure();
  await deps.db
    .update(passkeys)
    .set({ counter: verification.authenticationInfo.newCounter, lastUsedAt: deps.clock.now() })
    .where(eq(passkeys.id, row.id));
  return row.userId;
}

/** POST /passkeys/sign-in/: the account whose passkey signed the challenge. */
export function verifyPasskeySignIn(deps: Deps, challengeId: string, response: WebauthnResponse): Promise<string> {
  return verifyPasskey(deps, challengeId, response, null, () => unauthorized(passkeySignInFailedMessage));
}

/** A step-up: the caller's own passkey signed the challenge the caller was given. */
export async function verifyPasskeyStepUp(
  deps: Deps,
  user: UserRow,
  challengeId: string,
  response: WebauthnResponse,
): Promise<void> {
  await verifyPasskey(
    deps,
    challengeId,
    response,
    user,
    () => new AppError(401, secondFactorWrongCode, secondFactorWrongMessage),
  );
}

export async function hasPasskey(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: passkeys.id }).from(passkeys).where(eq(passkeys.userId, userId)).limit(1);
  return Boolean(row);
}
