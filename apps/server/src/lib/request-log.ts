import type { FastifyRequest } from 'fastify';

/**
 * Query parameters that carry a secret: the single-use links' `token` (password reset, e-mail
 * verification, a sandbox checkout) and a private contest's `inviteCode`. A reset link opened in
 * the browser is a request for the page, and its whole URL would otherwise sit in the log for
 * anyone who reads it to use within the hour.
 */
const SECRET_PARAMS = /([?&](?:token|inviteCode)=)[^&#]*/gi;

/** A URL as the log keeps it: its secret query values replaced by `[removed]`. */
export function urlForLog(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[removed]');
}

/**
 * What the log keeps of a request: Fastify's own fields (no headers, so no bearer token), with
 * the URL's secrets removed.
 */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: urlForLog(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
