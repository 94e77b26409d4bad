import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { describeIssues } from '@crease/game';
import { AppError } from '../errors.ts';
import { isConnectionLost } from '../lib/db-errors.ts';

/** Seconds a client waits before trying again after the database or Redis was out of reach. */
const RETRY_AFTER_SECONDS = 2;

const frameworkMessages: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the request body as JSON, with Content-Type: application/json.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
};

/**
 * One handler turns every error into `{message}`: typed errors keep their status and message,
 * invalid input becomes a 400 that names each bad field, and anything unexpected is logged
 * and answered with a 500 that reveals nothing inside.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.code(error.statusCode).headers(error.headers).send({ message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue) => {
        const path = issue.instancePath.split('/').filter(Boolean);
        // The whole body is of the wrong kind (an array, a string, null): say what to send.
        const wholeBody = path.length === 0 && issue.keyword === 'invalid_type' && error.validationContext === 'body';
        return { message: wholeBody ? 'Send the request body as a JSON object.' : (issue.message ?? 'Invalid value.'), path };
      });
      return reply.code(400).send({ message: describeIssues(issues) });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = (error.code && frameworkMessages[error.code]) || error.message;
      return reply.code(status).send({ message });
    }
    if (isConnectionLost(error)) {
      // The database (or Redis) went for a moment: nothing of this request was acknowledged; try again.
      request.log.warn({ err: error }, 'request failed: the database or Redis could not be reached');
      return reply
        .code(503)
        .header('Retry-After', String(RETRY_AFTER_SECONDS))
        .send({ message: 'Crease cannot reach its database just now. Please try again in a few seconds.' });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: 'Something went wrong on our side. Please try again in a moment.' });
  });
}
