import { createParser } from 'eventsource-parser';
import { ApiError, errorFromBody, networkErrorMessage, refreshAccessToken } from './api-client.ts';
import { readAccessToken } from './token-storage.ts';

export interface StreamEvent {
  event: string;
  data: unknown;
}

/**
 * A bearer POST whose reply is a text/event-stream (EventSource can only GET and cannot send the
 * token in a header, and the token never goes into a URL). A 401 refreshes once, as apiRequest
 * does; any other refusal rejects with the server's `{ code, message }` as an ApiError before a
 * single event is delivered. Each event's data is parsed as JSON.
 */
export async function postEventStream(
  path: string,
  body: unknown,
  onEvent: (event: StreamEvent) => void,
  signal?: AbortSignal,
): Promise<void> {
  const used = readAccessToken();
  let response = await open(path, body, used, signal);
  if (response.status === 401) {
    const current = readAccessToken();
    const fresh = current && current !== used ? current : await refreshAccessToken();
    if (fresh) response = await open(path, body, fresh, signal);
  }
  if (!response.ok || !response.body) {
    const text = await response.text().catch(() => '');
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // a proxy's HTML error page: the status says enough
    }
    throw errorFromBody(response, parsed);
  }
  const parser = createParser({
    onEvent: (message) => {
      let data: unknown = null;
      try {
        data = JSON.parse(message.data);
      } catch {
        return;
      }
      onEvent({ event: message.event ?? 'message', data });
    },
  });
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.feed(value);
    }
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError({ status: 0, code: 'network_error', message: networkErrorMessage, readable: true });
  }
}

async function open(path: string, body: unknown, token: string | null, signal?: AbortSignal): Promise<Response> {
  try {
    return await fetch(path, {
      method: 'POST',
      headers: {
        accept: 'text/event-stream',
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
      signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError({ status: 0, code: 'network_error', message: networkErrorMessage, readable: true });
  }
}
