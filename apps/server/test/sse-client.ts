/** A Server-Sent Events client over fetch, parsing frames as they arrive. */
interface SseEvent {
  id?: string;
  event: string;
  data: string;
}

export class SseClient {
  readonly events: SseEvent[] = [];
  private readonly controller = new AbortController();
  private waiters: (() => void)[] = [];
  status = 0;
  ended = false;

  static async open(baseUrl: string, ticket: string, lastEventId?: string): Promise<SseClient> {
    const client = new SseClient();
    const response = await fetch(`${baseUrl}/community/stream/?ticket=${encodeURIComponent(ticket)}`, {
      headers: lastEventId ? { 'last-event-id': lastEventId } : {},
      signal: client.controller.signal,
    });
    client.status = response.status;
    client.contentType = response.headers.get('content-type');
    client.headers = response.headers;
    if (response.ok && response.body) void client.read(response.body);
    else client.body = await response.text();
    return client;
  }

  contentType: string | null = null;
  headers = new Headers();
  body = '';

  private async read(body: ReadableStream<Uint8Array>) {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of body) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event: SseEvent = { event: 'message', data: '' };
          let hasData = false;
          for (const line of frame.split('\n')) {
            if (line.startsWith(':')) continue;
            const [field, ...rest] = line.split(':');
            const value = rest.join(':').replace(/^ /, '');
            if (field === 'id') event.id = value;
            if (field === 'event') event.event = value;
            if (field === 'data') {
              event.data += value;
              hasData = true;
            }
          }
          if (hasData) this.events.push(event);
        }
        this.notify();
      }
    } catch {
      // aborted
    }
    this.ended = true;
    this.notify();
  }

  private notify() {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }

  messages() {
    return this.events
      .filter((event) => event.event === 'message')
      .map((event) => ({
        sseId: event.id,
        ...(JSON.parse(event.data) as { id: string; text: string; alias: string; mine: boolean }),
      }));
  }

  /** messages staff restored (no `id:`: the stream's position does not move back) */
  restores() {
    return this.events
      .filter((event) => event.event === 'restore')
      .map((event) => ({ sseId: event.id, ...(JSON.parse(event.data) as { id: string; text: string }) }));
  }

  removes() {
    return this.events
      .filter((event) => event.event === 'remove')
      .map((event) => JSON.parse(event.data) as { id: string });
  }

  /** Resolves once `check` holds; fails after `ms`. */
  async until(check: () => boolean, ms = 5000): Promise<void> {
    const deadline = Date.now() + ms;
    while (!check()) {
      if (this.ended) throw new Error('the stream ended');
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out; events so far: ${JSON.stringify(this.events)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  close() {
    this.controller.abort();
  }
}
