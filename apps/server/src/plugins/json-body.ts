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
    const problem = textProblem(request.body) ?? textProblem(request.query);
    if (problem) {
      done(badRequest(problem));
      return;
    }
    done();
  });
}

/** Deeper than any body Crease takes (a delivery's wickets' fielders are five levels down). */
const MAX_DEPTH = 32;

/**
 * What is wrong with a body's text, or undefined: a NUL anywhere, or nesting deeper than any
 * route reads. Walked with a stack of its own, so a body of thousands of nested arrays is a 400,
 * not a stack overflow.
 */
function textProblem(value: unknown): string | undefined {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (typeof item === 'string') {
      if (item.includes('\0')) return NUL_MESSAGE;
    } else if (item && typeof item === 'object') {
      if (depth >= MAX_DEPTH) return `The request body is nested more than ${MAX_DEPTH} levels deep.`;
      for (const [key, child] of Object.entries(item)) {
        if (key.includes('\0')) return NUL_MESSAGE;
        stack.push([child, depth + 1]);
      }
    }
  }
  return undefined;
}

const NUL_MESSAGE = 'Text cannot contain the NUL character (\\u0000).';
