import { apiRequest } from './api-client.ts';

export const csrfCookieName = 'csrftoken';
export const csrfHeaderName = 'X-CSRFToken';

export function readCsrfCookie(): string | null {
  for (const part of document.cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === csrfCookieName) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/**
 * The value POST /login/ needs in its X-CSRFToken header. Every HTML page the server answers sets
 * the cookie; a page served from elsewhere (the Vite dev server, a cached shell) may not have it, so
 * ask GET /csrf/ once, which sets the cookie and returns the same value.
 */
export async function ensureCsrfToken(): Promise<string> {
  const fromCookie = readCsrfCookie();
  if (fromCookie) return fromCookie;
  const reply = await apiRequest<{ csrfToken?: unknown }>('/csrf/');
  const fresh = readCsrfCookie() ?? (typeof reply?.csrfToken === 'string' ? reply.csrfToken : null);
  if (!fresh) throw new Error('The server did not provide a CSRF token');
  return fresh;
}
