import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { findUp } from '../lib/find-up.ts';

/** The built web app: apps/web/dist beside the server, or WEB_DIR. */
export function findWebDir(configured: string | undefined): string | undefined {
  if (configured) return fs.existsSync(path.join(configured, 'index.html')) ? configured : undefined;
  const apps = findUp(import.meta.url, 'apps', 'web/dist/index.html');
  return apps ? path.join(apps, 'web', 'dist') : undefined;
}

const isApiPath = (url: string) => /^\/(api|ws)(\/|$)|^\/(healthz|readyz|metrics)(\?|$)/.test(url);
const looksLikeFile = (url: string) => /\/[^/?]+\.[a-z0-9]+(\?|$)/i.test(url);

/**
 * Serves the built web app on the API's port: hashed assets cached for a year, precompressed
 * siblings (.br, .gz) when the browser accepts them, and index.html for every client route.
 * Unknown API paths and missing files get a JSON 404 instead.
 */
export async function registerWebApp(app: FastifyInstance, webDir: string | undefined): Promise<void> {
  if (webDir) {
    await app.register(fastifyStatic, {
      root: webDir,
      // The root folder must answer with index.html itself: with no index, the plugin refuses
      // a folder (403) before the fallback below is reached.
      index: 'index.html',
      preCompressed: true,
      // A stray .DS_Store or .git in the build folder is never served (the plugin's default serves them).
      dotfiles: 'ignore',
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        // The install manifest's own type (RFC-less, but what browsers and validators expect).
        if (filePath.endsWith('.webmanifest')) res.header('Content-Type', 'application/manifest+json; charset=utf-8');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApiPath(request.url) &&
      !looksLikeFile(request.url);
    if (!wantsPage) {
      return reply.code(404).send({ message: `There is nothing at ${request.method} ${request.url.split('?')[0]}.` });
    }
    if (!webDir) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The Crease web app has not been built. Run `npm run build` (or `npm start`, which builds it) and reload.');
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}
