import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

const positiveWhole = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number.` })
    .int(`${label} must be a whole number.`)
    .positive(`${label} must be above 0.`);

/** `?limit=` (1 to max) and `?before=` (an id: the next page starts below it). */
export function pageQuery(defaultLimit: number, maxLimit: number) {
  return z.object({
    limit: positiveWhole('limit').max(maxLimit, `limit can be at most ${maxLimit}.`).default(defaultLimit),
    // Ids are 32-bit: a position past them is not one the server ever gave.
    before: positiveWhole('before').max(2_147_483_647, 'before is not a position in this list.').optional(),
  });
}

/**
 * Announces the next page of a list in a `Link: <...>; rel="next"` header (RFC 8288) when this
 * page is full: the same URL with `before=` the last row's id.
 */
export function linkNextPage(request: FastifyRequest, reply: FastifyReply, rows: readonly { id: number }[], limit: number): void {
  const last = rows.at(-1);
  if (!last || rows.length < limit) return;
  const url = new URL(request.url, 'http://host');
  url.searchParams.set('before', String(last.id));
  reply.header('Link', `<${url.pathname}${url.search}>; rel="next"`);
}
