import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { errorCodes } from '@exitcraft/shared/errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../lib/http.ts';
import { createCsrfToken, csrfCookieName } from '../lib/csrf.ts';

const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

export interface SpaOptions {
  webDist?: string;
}

/**
 * Serves the built web app: hashed assets for a year, and the HTML shell (prerendered per page when
 * the build made one) for any GET that is not an API route and wants HTML. Every HTML reply sets
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

  const htmlCache = new Map<string, string | null>();
  const readHtml = (file: string): string | null => {
    if (!htmlCache.has(file)) htmlCache.set(file, existsSync(file) ? readFileSync(file, 'utf8') : null);
    return htmlCache.get(file) ?? null;
  };

  // HTML changes only with a build: each page is compressed once, on its first request
  const compressedCache = new Map<string, Buffer>();
  const compressHtml = (file: string, html: string, encoding: 'br' | 'gzip'): Buffer => {
    const key = `${encoding}:${file}`;
    let body = compressedCache.get(key);
    if (!body) {
      body = encoding === 'br' ? brotliCompressSync(html) : gzipSync(html);
      compressedCache.set(key, body);
    }
    return body;
  };

  const sendHtml = (request: FastifyRequest, reply: FastifyReply, status: number) => {
    const pagePath = request.url.split('?')[0] ?? '/';
    const safe = path.normalize(pagePath).replace(/^(\.\.[/\\])+/, '');
    // `/` has its own prerendered copy: index.html stays the empty shell for every other route
    const prerenderedFile =
      safe === '/' ? path.join(root, 'index.prerendered.html') : path.join(root, safe, 'index.html');
    const file = readHtml(prerenderedFile) === null ? path.join(root, 'index.html') : prerenderedFile;
    const html = readHtml(file);
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
    return reply.header('content-encoding', encoding).send(compressHtml(file, html, encoding));
  };

  app.setNotFoundHandler((request, reply) => {
    const wantsHtml = (request.headers.accept ?? '').includes('text/html');
    if ((request.method === 'GET' || request.method === 'HEAD') && wantsHtml) {
      return sendHtml(request, reply, 200);
    }
    const message = `No route ${request.method} ${request.url.split('?')[0]}.`;
    return reply.status(404).send({ code: errorCodes.notFound, message, error: message });
  });
}
