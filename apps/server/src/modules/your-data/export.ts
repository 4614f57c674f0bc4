import { exportValidDays, type ExportSummary, yourDataMessages as messages } from '@exitcraft/shared/schemas/your-data';
import { and, desc, eq, lt } from 'drizzle-orm';
import { zipSync, strToU8 } from 'fflate';
import type { AppDeps } from '../../core/deps.ts';
import type { UserRow } from '../../core/caller.ts';
import { dataExports, users } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { enqueueEmail, exportReadyEmail } from '../mail/index.ts';
import { readSiteSettings } from '../site-config/index.ts';
import { exportSections } from './export-sections.ts';

const day = 24 * 60 * 60 * 1000;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** what a "not ready yet" reply tells the client to wait before asking again */
export const exportRetryAfterSeconds = 5;

/** The link the ready email carries: the settings screen, which downloads it for the signed-in owner. */
export const exportLink = (appUrl: string, id: string) => `${appUrl}/yourDataView?export=${id}`;

/**
 * POST /account/export/: records the request and returns its id; the ZIP is built in the
 * background (`buildExport`). A request while one is still being built answers that one's id.
 */
export async function requestExport(deps: AppDeps, user: UserRow): Promise<{ id: string }> {
  const [pending] = await deps.db
    .select({ id: dataExports.id })
    .from(dataExports)
    .where(and(eq(dataExports.userId, user.id), eq(dataExports.status, 'pending')))
    .limit(1);
  if (pending) return pending;
  const [created] = await deps.db
    .insert(dataExports)
    .values({ userId: user.id, requestedAt: deps.clock.now() })
    .returning({ id: dataExports.id });
  if (!created) throw new Error('export insert returned nothing');
  return created;
}

/** Every section's JSON, the documents, and an index of what each file holds. */
export async function buildExportZip(deps: AppDeps, user: UserRow, now: Date): Promise<Uint8Array> {
  const files: Record<string, Uint8Array> = {};
  const index: { file: string; description: string }[] = [];
  for (const section of exportSections) {
    const file = `${section.name}.json`;
    // documents first: rendering one can assign what the JSON shows (a payment's invoice number)
    const extras = (await section.files?.(deps, user)) ?? [];
    files[file] = strToU8(JSON.stringify(await section.read(deps, user), null, 2));
    index.push({ file, description: section.description });
    for (const extra of extras) {
      files[extra.path] = extra.data;
      index.push({ file: extra.path, description: `Part of ${section.name}.` });
    }
  }
  files['index.json'] = strToU8(
    JSON.stringify({ account_id: user.id, generated_at: now.toISOString(), files: index }, null, 2),
  );
  return zipSync(files, { level: 6, mtime: now });
}

/**
 * Background work: builds one pending export, stores the ZIP, and emails its owner a link.
 * Safe to run twice (the second finds it no longer pending). Returns what it did.
 */
export async function buildExport(deps: AppDeps, exportId: string): Promise<'built' | 'skipped' | 'failed'> {
  const [row] = await deps.db
    .select({ export: dataExports, user: users })
    .from(dataExports)
    .innerJoin(users, eq(users.id, dataExports.userId))
    .where(eq(dataExports.id, exportId));
  if (!row || row.export.status !== 'pending' || row.user.erasedAt) return 'skipped';
  const now = deps.clock.now();
  let zip: Uint8Array;
  try {
    zip = await buildExportZip(deps, row.user, now);
  } catch (error) {
    await deps.db.update(dataExports).set({ status: 'failed' }).where(eq(dataExports.id, exportId));
    throw error;
  }
  const expiresAt = new Date(now.getTime() + exportValidDays * day);
  const operator = await readSiteSettings(deps.db);
  await deps.db.transaction(async (tx) => {
    const done = await tx
      .update(dataExports)
      .set({ status: 'ready', zip: Buffer.from(zip), bytes: zip.byteLength, readyAt: now, expiresAt })
      .where(and(eq(dataExports.id, exportId), eq(dataExports.status, 'pending')))
      .returning({ id: dataExports.id });
    if (done.length === 0) return;
    await enqueueEmail(
      tx,
      exportReadyEmail({
        to: row.user.email,
        link: exportLink(deps.config.APP_URL, exportId),
        expiresAt,
        operator,
      }),
    );
  });
  return 'built';
}

/** The ids of exports waiting to be built, oldest first (the sweep's catch-up: asked for while the queue was not open, or left by a crash). */
export async function pendingExportIds(deps: Pick<AppDeps, 'db'>): Promise<string[]> {
  const rows = await deps.db
    .select({ id: dataExports.id })
    .from(dataExports)
    .where(eq(dataExports.status, 'pending'))
    .orderBy(dataExports.requestedAt)
    .limit(20);
  return rows.map((r) => r.id);
}

/** Drops the ZIPs of expired exports (the row stays, so the link answers "expired"). */
export async function purgeExpiredExports(deps: Pick<AppDeps, 'db'>, now: Date): Promise<void> {
  await deps.db
    .update(dataExports)
    .set({ zip: null })
    .where(and(eq(dataExports.status, 'ready'), lt(dataExports.expiresAt, now)));
}

export type ExportReply = { kind: 'zip'; filename: string; zip: Buffer } | { kind: 'pending'; id: string };

/** GET /account/export/{id}/: the caller's own export only; anyone else's is a 404. */
export async function readExport(deps: AppDeps, user: UserRow, id: string): Promise<ExportReply> {
  if (!uuidPattern.test(id)) throw notFound(messages.exportNotFound);
  const [row] = await deps.db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.id, id), eq(dataExports.userId, user.id)));
  if (!row) throw notFound(messages.exportNotFound);
  if (row.status === 'pending') return { kind: 'pending', id: row.id };
  if (row.status === 'failed') throw new AppError(410, 'export_failed', messages.exportFailed);
  if (!row.zip || !row.expiresAt || row.expiresAt <= deps.clock.now()) {
    throw new AppError(410, 'export_expired', messages.exportExpired);
  }
  const date = (row.readyAt ?? row.requestedAt).toISOString().slice(0, 10);
  return { kind: 'zip', filename: `exitcraft-your-data-${date}.zip`, zip: row.zip };
}

/** GET /account/export/: the caller's last exports, newest first. */
export async function listExports(deps: AppDeps, user: UserRow): Promise<ExportSummary[]> {
  const rows = await deps.db
    .select({
      id: dataExports.id,
      status: dataExports.status,
      requestedAt: dataExports.requestedAt,
      readyAt: dataExports.readyAt,
      expiresAt: dataExports.expiresAt,
      bytes: dataExports.bytes,
    })
    .from(dataExports)
    .where(eq(dataExports.userId, user.id))
    .orderBy(desc(dataExports.requestedAt))
    .limit(5);
  const now = deps.clock.now();
  return rows.map((r) => ({
    id: r.id,
    status: r.status === 'ready' && r.expiresAt && r.expiresAt <= now ? 'expired' : r.status,
    requested_at: r.requestedAt.toISOString(),
    ready_at: r.readyAt?.toISOString() ?? null,
    expires_at: r.expiresAt?.toISOString() ?? null,
    bytes: r.bytes,
  }));
}
