import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { toSameOriginPath } from '../lib/same-origin';

export type WebOptions = { distDir: string };

export const HASHED_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/');

/**
 * The CSP sources (`'sha256-…'`) of the built index.html's inline scripts (the theme, set before
 * first paint without a request to wait for): the CSP allows exactly those. None without a build.
 */
export const inlineScriptHashes = (distDir: string): string[] => {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) return [];
  const html = fs.readFileSync(indexFile, 'utf8');
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, body]) =>
      `'sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}'`,
  );
};

/**
 * Serves the built web app: brotli or gzip precompressed at build when the client accepts it,
 * hashed assets cached for a year and immutable, index.html and the other files revalidated on
 * every use (`no-cache`), and trailing slashes redirected to the canonical URL. Client routes get index.html from the
 * not-found handler (plugins/errors.ts).
 */
export const webPlugin = fp(async (app: FastifyInstance, { distDir }: WebOptions) => {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn(`No built web app in ${distDir}; serving the API only (run npm run build)`);
    return;
  }

  // Canonical URLs have no trailing slash: /projects/ → /projects (query kept). Only ever to a
  // path of this site: `//evil.example/` must not become a redirect to evil.example.
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const [pathname = '/', query] = request.url.split('?', 2);
    if (pathname.length > 1 && pathname.endsWith('/') && !isApiPath(pathname)) {
      const canonical = pathname.replace(/\/+$/, '') || '/';
      const location = toSameOriginPath(query ? `${canonical}?${query}` : canonical);
      if (location) return reply.redirect(location, 301);
    }
  });

  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    // The build writes `.br` and `.gz` beside each text file: sent by the client's Accept-Encoding.
    preCompressed: true,
    // Otherwise @fastify/send's own `max-age=0` replaces the header set below.
    cacheControl: false,
    setHeaders: (response, filePath) => {
      const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
      // Hashed names change with their content; everything else (index.html) is revalidated.
      response.setHeader('cache-control', isHashed ? HASHED_CACHE_CONTROL : 'no-cache');
      response.setHeader('vary', 'accept-encoding');
    },
  });
  app.decorate('hasAppShell', true);
});

declare module 'fastify' {
  interface FastifyInstance {
    hasAppShell?: boolean;
  }
}
