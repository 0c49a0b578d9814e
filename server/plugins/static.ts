/**
 * The built client (dist/) and the not-found handler. Assets are sent precompressed
 * (.br/.gz written by the build) with a year's cache, since their names carry a hash;
 * index.html is revalidated every time so a deploy shows at once. Any other GET that
 * asks for HTML gets index.html: the client routes it (unknown paths go to /about).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '../messages';
import { API_PATH } from './security';

/** The folder `npm run build` writes the client to. */
export const DEFAULT_DIST_DIR = fileURLToPath(new URL('../../dist', import.meta.url));

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Admit</title></head>
<body><h1>Admit is running, but the client is not built</h1>
<p>Run <code>npm run build</code> (or <code>npm start</code>, which builds first), then reload.</p>
</body></html>
`;

function wantsHtml(request: FastifyRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !API_PATH.test(request.url) &&
    (request.headers.accept ?? '').includes('text/html')
  );
}

function cacheHeaders(reply: FastifyReply, path: string): void {
  const immutable = /[\\/]assets[\\/]/.test(path);
  reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/** Serves dist/ when it holds index.html, and sets the not-found handler. */
export async function staticPlugin(app: FastifyInstance, distDir: string = DEFAULT_DIST_DIR): Promise<void> {
  const built = existsSync(join(distDir, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      preCompressed: true,
      cacheControl: false,
      // Source maps are built for error reports, not served to every visitor.
      allowedPath: (pathName) => !pathName.endsWith('.map'),
      setHeaders: (reply, path) => cacheHeaders(reply, path),
    });
  } else {
    // The client's place, not the API's: hidden from /api/openapi.json as @fastify/static's routes are.
    app.get('/', { schema: { hide: true } }, async (_request, reply) =>
      reply.type('text/html; charset=utf-8').send(NOT_BUILT_PAGE),
    );
  }

  app.setNotFoundHandler(async (request, reply) => {
    if (built && wantsHtml(request)) {
      reply.header('cache-control', 'no-cache');
      return reply.sendFile('index.html');
    }
    return reply.code(404).send({ message: messages.notFound });
  });
}
