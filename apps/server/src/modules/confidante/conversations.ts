import { defaultConversationTitle, confidanteMessages as copy } from '@exitcraft/shared/content/confidante';
import type {
  AnswerUsage,
  ConfidanteMessage,
  Conversation,
  ConversationDetail,
  ConversationList,
} from '@exitcraft/shared/schemas/confidante';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { confidanteConversations, confidanteMessages } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';

type ConversationRow = typeof confidanteConversations.$inferSelect;
export type MessageRow = typeof confidanteMessages.$inferSelect;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The caller's conversation, or 404: another member's conversation does not exist for them. */
export async function ownConversation(db: Db, userId: string, id: string): Promise<ConversationRow> {
  if (!uuidPattern.test(id)) throw notFound(copy.notFound);
  const [row] = await db
    .select()
    .from(confidanteConversations)
    .where(and(eq(confidanteConversations.id, id), eq(confidanteConversations.userId, userId)));
  if (!row) throw notFound(copy.notFound);
  return row;
}

/** The caller's conversations, the most recently active first. */
export async function listConversations(db: Db, userId: string): Promise<ConversationList> {
  const rows = await db
    .select()
    .from(confidanteConversations)
    .where(eq(confidanteConversations.userId, userId))
    .orderBy(desc(confidanteConversations.updatedAt), desc(confidanteConversations.id));
  return rows.map(toConversation);
}

export async function createConversation(
  db: Db,
  userId: string,
  title: string | undefined,
  now: Date,
): Promise<Conversation> {
  const [row] = await db
    .insert(confidanteConversations)
    .values({ userId, title: title ?? defaultConversationTitle, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('conversation insert returned nothing');
  return toConversation(row);
}

/** One conversation with its messages, oldest first. */
export async function readConversation(db: Db, userId: string, id: string): Promise<ConversationDetail> {
  const conversation = await ownConversation(db, userId, id);
  const messages = await conversationMessages(db, conversation.id);
  return { ...toConversation(conversation), messages: messages.map(toMessage) };
}

export async function conversationMessages(db: Db, conversationId: string): Promise<MessageRow[]> {
  return db
    .select()
    .from(confidanteMessages)
    .where(eq(confidanteMessages.conversationId, conversationId))
    .orderBy(asc(confidanteMessages.createdAt), asc(confidanteMessages.id));
}

export async function renameConversation(
  db: Db,
  userId: string,
  id: string,
  title: string,
  now: Date,
): Promise<Conversation> {
  await ownConversation(db, userId, id);
  const [row] = await db
    .update(confidanteConversations)
    .set({ title, updatedAt: now })
    .where(and(eq(confidanteConversations.id, id), eq(confidanteConversations.userId, userId)))
    .returning();
  if (!row) throw notFound(copy.notFound);
  return toConversation(row);
}

/** Deletes the conversation; its messages go with it (foreign key cascade). */
export async function deleteConversation(db: Db, userId: string, id: string): Promise<void> {
  if (!uuidPattern.test(id)) throw notFound(copy.notFound);
  const deleted = await db
    .delete(confidanteConversations)
    .where(and(eq(confidanteConversations.id, id), eq(confidanteConversations.userId, userId)))
    .returning({ id: confidanteConversations.id });
  if (deleted.length === 0) throw notFound(copy.notFound);
}

/**
 * Stores the member's question before anything is asked of an adviser, so nothing typed is lost,
 * and names a conversation still called by the default title after its first question.
 */
export async function storeQuestion(
  db: Db,
  conversation: ConversationRow,
  content: string,
  now: Date,
): Promise<MessageRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(confidanteMessages)
      .values({ conversationId: conversation.id, role: 'user', content, createdAt: now })
      .returning();
    if (!row) throw new Error('message insert returned nothing');
    const title = conversation.title === defaultConversationTitle ? titleFrom(content) : conversation.title;
    await tx
      .update(confidanteConversations)
      .set({ title, updatedAt: now })
      .where(eq(confidanteConversations.id, conversation.id));
    return row;
  });
}

export interface AnswerToStore {
  content: string;
  mode: 'library' | 'model';
  sources: { title: string; url: string }[];
  usage?: AnswerUsage;
  stopped?: boolean;
}

export async function storeAnswer(
  db: Db,
  conversationId: string,
  { usage, ...answer }: AnswerToStore,
  now: Date,
): Promise<MessageRow> {
  const [row] = await db
    .insert(confidanteMessages)
    .values({
      conversationId,
      role: 'assistant',
      ...answer,
      ...(usage
        ? {
            promptTokens: usage.prompt_tokens,
            completionTokens: usage.completion_tokens,
            tokensEstimated: usage.estimated,
          }
        : {}),
      createdAt: now,
    })
    .returning();
  if (!row) throw new Error('message insert returned nothing');
  await db
    .update(confidanteConversations)
    .set({ updatedAt: now })
    .where(eq(confidanteConversations.id, conversationId));
  return row;
}

function titleFrom(question: string): string {
  const oneLine = question.replace(/\s+/g, ' ').trim();
  return oneLine.length <= 60 ? oneLine : `${oneLine.slice(0, 59).trimEnd()}…`;
}

function toConversation(row: ConversationRow): Conversation {
  return {
    id: row.id,
    title: row.title,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toMessage(row: MessageRow): ConfidanteMessage {
  return {
    id: row.id,
    role: row.role,
    content: row.content,
    mode: row.mode,
    sources: row.sources,
    usage:
      row.promptTokens === null || row.completionTokens === null
        ? null
        : { prompt_tokens: row.promptTokens, completion_tokens: row.completionTokens, estimated: row.tokensEstimated },
    stopped: row.stopped,
    created_at: row.createdAt.toISOString(),
  };
}
