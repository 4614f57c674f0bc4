import { type AssessmentKind, assessmentKinds, instruments } from '@exitcraft/shared/content/assessments/index';
import { type CurrencyCode, currencyCodes } from '@exitcraft/shared/content/currencies';
import { instrumentDescriptor } from '@exitcraft/shared/instruments';
import type { answersSchemaFor, AssessmentAnswers, DraftReply } from '@exitcraft/shared/schemas/assessments';

/** Member-area section 9: where each page keeps its draft in local storage. */
export const draftStorageKeys = Object.fromEntries(
  assessmentKinds.map((kind) => [kind, instrumentDescriptor(kind).draftStorageKey]),
) as Record<AssessmentKind, string>;

/** A draft as the page holds it, wherever it came from. */
export interface Draft {
  answers: AssessmentAnswers;
  /** 1-based, as the server counts sections */
  currentSection: number;
  currency: CurrencyCode | null;
  /** when it was saved, ISO 8601 */
  lastSaved: string;
}

/**
 * The local draft of `kind`, or null. Data that does not read as a draft of this instrument
 * (hand-edited, an older version's ids, not JSON) is removed, as the spec asks, and logged. The
 * answers' rules (the shared schema, and zod) are fetched only when there is a draft to check.
 */
export async function readLocalDraft(kind: AssessmentKind, storage: Storage = localStorage): Promise<Draft | null> {
  const key = draftStorageKeys[kind];
  const raw = storage.getItem(key);
  if (raw === null) return null;
  const { answersSchemaFor: rulesFor } = await import('@exitcraft/shared/schemas/assessments');
  const draft = parseLocalDraft(raw, kind, rulesFor(kind));
  if (!draft) {
    console.warn(`Discarded a corrupt saved draft (${key})`);
    storage.removeItem(key);
  }
  return draft;
}

type AnswersSchema = ReturnType<typeof answersSchemaFor>;

function parseLocalDraft(raw: string, kind: AssessmentKind, answersSchema: AnswersSchema): Draft | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const { answers, currentSection, currency, lastSaved } = value as Record<string, unknown>;
  const parsed = answersSchema.safeParse(answers);
  if (!parsed.success) return null;
  const sections = instruments[kind].sections.length;
  if (typeof currentSection !== 'number' || !Number.isInteger(currentSection)) return null;
  if (currentSection < 1 || currentSection > sections) return null;
  if (typeof lastSaved !== 'string' || Number.isNaN(Date.parse(lastSaved))) return null;
  const knownCurrency =
    typeof currency === 'string' && (currencyCodes as readonly string[]).includes(currency)
      ? (currency as CurrencyCode)
      : null;
  if (instrumentDescriptor(kind).carriesCurrency && currency !== null && currency !== undefined && !knownCurrency)
    return null;
  return { answers: parsed.data, currentSection, currency: knownCurrency, lastSaved };
}

export function writeLocalDraft(kind: AssessmentKind, draft: Draft, storage: Storage = localStorage) {
  try {
    storage.setItem(draftStorageKeys[kind], JSON.stringify(draft));
  } catch (error) {
    // a full or blocked storage must not stop the person answering; the server copy still goes out
    console.warn('Could not keep the draft in local storage', error);
  }
}

export function clearLocalDraft(kind: AssessmentKind, storage: Storage = localStorage) {
  storage.removeItem(draftStorageKeys[kind]);
}

/** The server's draft in the page's shape. */
export function fromServerDraft(reply: DraftReply): Draft {
  return {
    answers: reply.answers,
    currentSection: reply.current_section,
    currency: reply.currency,
    lastSaved: reply.saved_at,
  };
}

/**
 * The draft to restore: the newer of the two copies (the local one wins a tie, since it is
 * written on every answer and the server copy can only lag behind it). `source` says which.
 */
export function chooseDraft(
  local: Draft | null,
  server: Draft | null,
): { draft: Draft; source: 'local' | 'server' } | null {
  if (local && server) {
    return Date.parse(server.lastSaved) > Date.parse(local.lastSaved)
      ? { draft: server, source: 'server' }
      : { draft: local, source: 'local' };
  }
  if (local) return { draft: local, source: 'local' };
  if (server) return { draft: server, source: 'server' };
  return null;
}
