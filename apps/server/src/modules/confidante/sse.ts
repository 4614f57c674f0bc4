import { streamEventSchemas } from '@exitcraft/shared/schemas/confidante';
import { Readable } from 'node:stream';
import type { AnswerEvent } from './answer.ts';

/**
 * Server-Sent Events framing: one `event:` and one JSON `data:` line per event. Each event's data
 * is checked against its shared schema first, as a reply is against its route's (decision 047):
 * the page reads it as that type.
 */
export function sseFrame({ event, data }: AnswerEvent): string {
  return `event: ${event}\ndata: ${JSON.stringify(streamEventSchemas[event].parse(data))}\n\n`;
}

export function sseStream(events: AsyncGenerator<AnswerEvent>): Readable {
  return Readable.from(
    (async function* frames() {
      for await (const event of events) yield sseFrame(event);
    })(),
    { objectMode: false },
  );
}
