import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

// Every list of the API is read a page at a time, one way (docs/ARCHITECTURE.md, "Lists"):
// `?limit=` (50 by default, at most 200) and `?before=`, the position the page before ended at,
// which the server gives in the page's `Link: <...>; rel="next"` header (RFC 8288) and clients
// follow rather than build. A position is the list's order key of a row plus its id (keyset, never
// an offset): rows added or removed meanwhile never make a page repeat or skip one that stayed.

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;
const MAX_ID = 2_147_483_647;

/** A list's position as text in a URL, and back; `undefined` for text that is not one. */
export interface Cursor<Key> {
  encode(key: Key): string;
  decode(text: string): Key | undefined;
}

const BAD_POSITION = 'before is not a position in this list: follow the Link header of the page before.';

/** An id (lists newest first by id). */
export const idCursor: Cursor<number> = {
  encode: (id) => String(id),
  decode: (text) => {
    if (!/^\d{1,10}$/.test(text)) return undefined;
    const id = Number(text);
    return id >= 1 && id <= MAX_ID ? id : undefined;
  },
};

/** A time and an id (lists by a time, ties by id): `<epoch ms>_<id>`. */
export const timeIdCursor: Cursor<{ at: Date; id: number }> = {
  encode: ({ at, id }) => `${at.getTime()}_${id}`,
  decode: (text) => {
    const match = /^(-?\d{1,15})_(\d{1,10})$/.exec(text);
    if (!match) return undefined;
    const at = new Date(Number(match[1]));
    const id = Number(match[2]);
    return Number.isNaN(at.getTime()) || id < 1 || id > MAX_ID ? undefined : { at, id };
  },
};

/**
 * A position of several keys (a list ordered by text columns, e.g. side and name), as the
 * base64url of their JSON; `schema` checks what comes back.
 */
export function tupleCursor<Key>(schema: z.ZodType<Key>): Cursor<Key> {
  return {
    encode: (key) => Buffer.from(JSON.stringify(key)).toString('base64url'),
    decode: (text) => {
      if (!/^[A-Za-z0-9_-]{1,400}$/.test(text)) return undefined;
      try {
        const parsed = schema.safeParse(JSON.parse(Buffer.from(text, 'base64url').toString('utf8')));
        return parsed.success ? parsed.data : undefined;
      } catch {
        return undefined;
      }
    },
  };
}

/** `?limit=` and `?before=` for a list whose positions `cursor` reads. */
export function pageQuery<Key>(cursor: Cursor<Key>, defaultLimit = DEFAULT_PAGE_SIZE, maxLimit = MAX_PAGE_SIZE) {
  return z.object({
    limit: z.coerce
      .number({ error: 'limit must be a number.' })
      .int('limit must be a whole number.')
      .positive('limit must be above 0.')
      .max(maxLimit, `limit can be at most ${maxLimit}.`)
      .default(defaultLimit),
    before: z
      .string()
      .max(400, BAD_POSITION)
      .transform((text, context) => {
        const key = cursor.decode(text);
        if (key === undefined) {
          context.addIssue({ code: 'custom', message: BAD_POSITION });
          return z.NEVER;
        }
        return key;
      })
      .optional(),
  });
}

/** `?limit=` and `?before=<id>`, for lists newest first by id. */
export const idPageQuery = (defaultLimit = DEFAULT_PAGE_SIZE, maxLimit = MAX_PAGE_SIZE) => pageQuery(idCursor, defaultLimit, maxLimit);

/** A page: the rows asked for, and the position after the last when there are more. */
export interface Page<Row, Key> {
  rows: Row[];
  next: Key | undefined;
}

/**
 * A page from `limit + 1` rows read in the list's order: the extra row only says that more
 * follow, so the last page has no next link (and a page exactly full is not followed by an
 * empty one).
 */
export function pageOf<Row, Key>(rows: Row[], limit: number, keyOf: (row: Row) => Key): Page<Row, Key> {
  if (rows.length <= limit) return { rows, next: undefined };
  const page = rows.slice(0, limit);
  return { rows: page, next: keyOf(page.at(-1)!) };
}

/** Sets the `Link` header of a page that has a next one: this URL with `before=` its position. */
export function linkNextPage<Key>(request: FastifyRequest, reply: FastifyReply, next: Key | undefined, cursor: Cursor<Key>): void {
  linkNextText(request, reply, next === undefined ? undefined : cursor.encode(next));
}

/** The `Link` of a page whose next position is already text (a cached page's). */
export function linkNextText(request: FastifyRequest, reply: FastifyReply, next: string | undefined): void {
  if (next === undefined) return;
  const url = new URL(request.url, 'http://host');
  url.searchParams.set('before', next);
  reply.header('Link', `<${url.pathname}${url.search}>; rel="next"`);
}

/** Sends a page: its rows as the body (the plain array the spec's clients read), the next page in `Link`. */
export function sendPage<Row, Key>(request: FastifyRequest, reply: FastifyReply, page: Page<Row, Key>, cursor: Cursor<Key>): Row[] {
  linkNextPage(request, reply, page.next, cursor);
  return page.rows;
}
