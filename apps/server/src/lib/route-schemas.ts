import type { FastifyReply } from 'fastify';
import { z } from 'zod';

/** The body of every error reply (spec section 7: the client reads `message`). */
export const errorReply = z.object({ message: z.string() }).describe('What went wrong, in words a person can act on');

/** A numeric id from the URL; `label` names it in the 400 (`id in the path`, `matchId`). */
export function idField(label: string) {
  return z.coerce
    .number({ error: `${label} must be a number.` })
    .int(`${label} must be a whole number.`)
    .positive(`${label} must be above 0.`)
    .max(2_147_483_647, `${label} is too large.`);
}

/** A numeric id in the path; anything else is a 400 naming it (an unknown id is the route's 404). */
export function idParams<const Name extends string = 'id'>(name: Name = 'id' as Name) {
  return z.object({ [name]: idField(`${name} in the path`) } as { [key in Name]: z.ZodCoercedNumber });
}

export const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Sends JSON that is already serialised (a cached list) as it is; the route's response schema
 * still documents its shape, and the cache stores only what the presenters made.
 */
export function sendSerialised(reply: FastifyReply, answer: { body: Buffer; headers: Record<string, string> }): FastifyReply {
  return reply.headers(answer.headers).type(JSON_TYPE).send(answer.body);
}
