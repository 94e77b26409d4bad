import type { FastifyInstance } from 'fastify';
import { badRequest } from '../errors.ts';

/**
 * The web app sends `Content-Type: application/json` on every call, with or without a body:
 * an empty body reads as `{}` instead of failing. Anything else goes through Fastify's own
 * parser, which guards against prototype poisoning.
 */
export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  // JSON only: anything else is answered with 415 and what to send instead.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    parseJson(request, text, (error, value) => {
      if (error) return done(badRequest('The request body is not valid JSON.'), undefined);
      done(null, value);
    });
  });
  // Synchronous (a callback, not a promise): it runs on every request, the cached lists included.
  app.addHook('preValidation', (request, _reply, done) => {
    // A call with no body at all (no content type either) reads like an empty form too, so its
    // answer names the fields it needs.
    if (request.body === undefined && request.routeOptions.schema?.body) request.body = {};
    // PostgreSQL cannot store the NUL character in text: refuse it here, for every field of
    // every route, instead of failing inside a query.
    if (containsNul(request.body) || containsNul(request.query)) {
      done(badRequest('Text cannot contain the NUL character (\\u0000).'));
      return;
    }
    done();
  });
}

function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\0');
  if (Array.isArray(value)) return value.some(containsNul);
  if (value && typeof value === 'object') return Object.entries(value).some(([key, item]) => key.includes('\0') || containsNul(item));
  return false;
}
