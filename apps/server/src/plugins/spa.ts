import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { errorCodes } from '@exitcraft/shared/errors';
import { isKnownPath, prerenderedPages, type RouteId, routeIdOf } from '@exitcraft/shared/routes';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../lib/http.ts';
import { createCsrfToken, csrfCookieName } from '../lib/csrf.ts';

const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

export interface SpaOptions {
  webDist?: string;
}

/**
 * Serves the built web app: hashed assets for a year, and the HTML shell (rendered per public page by
 * the build, then hydrated) for any GET that is not an API route and wants HTML: 200 for a page of the
 * route registry, 404 for any other path (the shell then shows the 404 page). Every HTML reply sets
 * the CSRF cookie the login form sends back.
 */
export async function registerSpa(app: App, options: SpaOptions = {}) {
  const root = options.webDist ?? app.deps.config.WEB_DIST_DIR ?? defaultWebDist;
  const hasBuild = existsSync(path.join(root, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // scripts/compress.mjs writes .br and .gz beside each asset at build time
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  } else {
    app.log.warn({ root }, 'web build not found: run `npm run build` to serve the site');
  }

  // HTML changes only with a build: every page is read once here, and compressed once on first use
  const shell = hasBuild ? readFileSync(path.join(root, 'index.html'), 'utf8') : null;
  const prerendered = hasBuild ? readPrerenderedPages(root) : new Map<string, string>();
  const routeShells = shell ? shellsWithPreloads(shell, readRoutePreloads(root)) : new Map<RouteId, string>();
  const compressedCache = new Map<string, Buffer>();
  const compressHtml = (key: string, html: string, encoding: 'br' | 'gzip'): Buffer => {
    const cacheKey = `${encoding}:${key}`;
    let body = compressedCache.get(cacheKey);
    if (!body) {
      body = encoding === 'br' ? brotliCompressSync(html) : gzipSync(html);
      compressedCache.set(cacheKey, body);
    }
    return body;
  };

  const sendHtml = (request: FastifyRequest, reply: FastifyReply, status: number) => {
    const [pathname = '/', query] = request.url.split('?');
    const pagePath = pathname.replace(/\/+$/, '') || '/';
    // a page captured without a query string could show the wrong view for one (/auth?view=login)
    const page = query === undefined ? prerendered.get(pagePath) : undefined;
    const routeId = page === undefined ? routeIdOf(pagePath) : undefined;
    const routeShell = routeId && routeShells.get(routeId);
    const key = page !== undefined ? pagePath : routeShell ? `shell:${routeId}` : 'shell';
    const html = page ?? routeShell ?? shell;
    reply.setCookie(csrfCookieName, request.cookies[csrfCookieName] ?? createCsrfToken(app.deps.config.JWT_SECRET), {
      path: '/',
      sameSite: 'lax',
      secure: app.deps.config.APP_URL.startsWith('https://'),
      httpOnly: false,
    });
    reply.header('cache-control', 'no-cache');
    if (!html) {
      return reply.status(503).type('text/plain').send('The web app has not been built. Run `npm run build`.');
    }
    reply.status(status).type('text/html; charset=utf-8').header('vary', 'accept-encoding');
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
    if (!encoding) return reply.send(html);
    return reply.header('content-encoding', encoding).send(compressHtml(key, html, encoding));
  };

  app.setNotFoundHandler((request, reply) => {
    const wantsHtml = (request.headers.accept ?? '').includes('text/html');
    const pagePath = request.url.split('?')[0]?.replace(/\/+$/, '') || '/';
    if ((request.method === 'GET' || request.method === 'HEAD') && wantsHtml) {
      return sendHtml(request, reply, isKnownPath(pagePath) ? 200 : 404);
    }
    // A form on a prerendered page submitted before the app's code ran (the register form posts,
    // so its fields never land in a URL): back to the page, now hydrating, with nothing kept.
    if (request.method === 'POST' && wantsHtml && prerendered.has(pagePath)) {
      return reply.status(303).header('location', request.url).header('cache-control', 'no-store').send();
    }
    const message = `No route ${request.method} ${request.url.split('?')[0]}.`;
    return reply.status(404).send({ code: errorCodes.notFound, message, error: message, status: 'error' });
  });
}

/**
 * The chunks each route's page loads, by route id, as scripts/prerender.mjs wrote them; none when
 * the build has no such file (an older build, or a test's miniature one).
 */
function readRoutePreloads(root: string): Record<string, string[]> {
  const file = path.join(root, '.vite/route-preloads.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[]>) : {};
}

/**
 * Per route, the empty shell naming the chunks its page loads as modulepreload links: the browser
 * fetches them beside the entry instead of discovering them one lazy level after another (the member
 * area's routes, the guard, the frame, the page).
 */
function shellsWithPreloads(shell: string, preloads: Record<string, string[]>): Map<RouteId, string> {
  const shells = new Map<RouteId, string>();
  for (const [id, chunks] of Object.entries(preloads)) {
    if (chunks.length === 0 || !chunks.every((chunk) => /^\/assets\/[\w.-]+\.js$/.test(chunk))) continue;
    const links = chunks.map((chunk) => `<link rel="modulepreload" crossorigin href="${chunk}">`).join('');
    shells.set(
      id as RouteId,
      shell.replace('</head>', () => `${links}</head>`),
    );
  }
  return shells;
}

/**
 * The pages scripts/prerender.mjs rendered with Preact, which the browser hydrates:
 * `dist/<route>/index.html`, and `dist/index.prerendered.html` for `/` (`dist/index.html` stays
 * the empty shell every other URL gets, and mounts).
 */
function readPrerenderedPages(root: string): Map<string, string> {
  const pages = new Map<string, string>();
  for (const route of prerenderedPages) {
    const file =
      route === '/' ? path.join(root, 'index.prerendered.html') : path.join(root, route.slice(1), 'index.html');
    if (existsSync(file)) pages.set(route, readFileSync(file, 'utf8'));
  }
  return pages;
}
