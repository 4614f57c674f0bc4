import { Readable } from 'node:stream';
import type { AnswerEvent } from './answer.ts';

/** Server-Sent Events framing: one `event:` and one JSON `data:` line per event. */
export function sseFrame({ event, data }: AnswerEvent): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

export function sseStream(events: AsyncGenerator<AnswerEvent>): Readable {
  return Readable.from(
    (async function* frames() {
      for await (const event of events) yield sseFrame(event);
    })(),
    { objectMode: false },
  );
}
