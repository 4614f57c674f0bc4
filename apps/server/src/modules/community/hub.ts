import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.ts';
import { type MessageRow, visibleMessage } from './service.ts';

/** The NOTIFY channel every instance listens on. The payload names the message; readers load the row. */
export const notifyChannel = 'community_events';

/** posted: a new message; removed: deleted or hidden; restored: staff un-hid it, it takes its old place again */
export type CommunityEvent = { kind: 'posted' | 'removed' | 'restored'; id: string; channel: string };

/** One open stream on this instance. */
export interface CommunitySubscriber {
  userId: string;
  message(row: MessageRow): void;
  remove(event: { id: string; channel: string }): void;
  /** an older message that staff restored: shown again where its id places it */
  restore(row: MessageRow): void;
  /** notifications may have been missed (the LISTEN connection dropped): end, so the client resumes */
  drop(): void;
}

/**
 * Fans community events out to this instance's open streams. Every change is announced with
 * `pg_notify` through the database, and every instance (this one included) hears it on its LISTEN:
 * PostgreSQL's own connection for several processes, PGlite's listen/notify for the single
 * embedded one (Database.listen). So a message posted on one instance reaches streams on all.
 */
export class CommunityHub {
  private readonly subscribers = new Set<CommunitySubscriber>();
  private unlisten: (() => Promise<void>) | null = null;
  // events are handled one after another, so streams get them in the order they were announced
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly database: Database,
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  async start(): Promise<void> {
    if (this.unlisten) return;
    this.unlisten = await this.database.listen(
      notifyChannel,
      (payload) => {
        this.queue = this.queue.then(() => this.handle(payload)).catch(this.onError);
      },
      () => {
        for (const subscriber of this.subscribers) subscriber.drop();
      },
    );
  }

  async stop(): Promise<void> {
    this.dropAll();
    const unlisten = this.unlisten;
    this.unlisten = null;
    await unlisten?.();
    await this.queue;
  }

  /** Ends every open stream (the server is closing). */
  dropAll(): void {
    for (const subscriber of this.subscribers) subscriber.drop();
    this.subscribers.clear();
  }

  get size(): number {
    return this.subscribers.size;
  }

  subscribe(subscriber: CommunitySubscriber): () => void {
    this.subscribers.add(subscriber);
    return () => {
      this.subscribers.delete(subscriber);
    };
  }

  /** Announces a change to every instance; call after the change has committed. */
  static async announce(db: Db, event: CommunityEvent): Promise<void> {
    await db.execute(sql`select pg_notify(${notifyChannel}, ${JSON.stringify(event)})`);
  }

  private async handle(payload: string): Promise<void> {
    const event = parseEvent(payload);
    if (!event || this.subscribers.size === 0) return;
    if (event.kind === 'removed') {
      for (const subscriber of this.subscribers) subscriber.remove({ id: event.id, channel: event.channel });
      return;
    }
    const row = await visibleMessage(this.database.db, BigInt(event.id));
    // hidden or deleted before this instance read it: nothing to show
    if (!row) return;
    for (const subscriber of this.subscribers) {
      if (event.kind === 'restored') subscriber.restore(row);
      else subscriber.message(row);
    }
  }
}

function parseEvent(payload: string): CommunityEvent | null {
  try {
    const value = JSON.parse(payload) as Partial<CommunityEvent>;
    if (
      (value.kind === 'posted' || value.kind === 'removed' || value.kind === 'restored') &&
      typeof value.id === 'string' &&
      /^[1-9]\d{0,17}$/.test(value.id) &&
      typeof value.channel === 'string'
    ) {
      return { kind: value.kind, id: value.id, channel: value.channel };
    }
  } catch {
    // not ours
  }
  return null;
}
