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

/**
 * The values a failed query was given, in a database error's message and stack: Drizzle's
 * "params: …", up to the stack's first frame. They are the row being written (a PAN, a bank
 * account, an e-mail address) and stay out of the log; the statement itself stays in.
 */
const QUERY_VALUES = /\nparams: [\s\S]*?(?=\n {4}at |$)/g;
/** A row's values in PostgreSQL's detail: "Key (pan)=(ABCDE1234F) already exists.", "Failing row contains (…)". */
const DETAIL_VALUES = [/\)=\(.*\)/g, /Failing row contains \(.*\)/g] as const;

const scrub = (text: string) => text.replace(QUERY_VALUES, '\nparams: [removed]');
const scrubDetail = (text: string) => DETAIL_VALUES.reduce((kept, values) => kept.replace(values, (found) => (found.startsWith(')') ? ')=([removed])' : 'Failing row contains ([removed])')), text);

/**
 * An error as the log keeps it: its type, message, stack, own fields and causes, as pino's
 * serializer writes them, without the values of the query that failed (`params`, and the
 * "params:" line of the message and the stack) or of the row PostgreSQL names in `detail`.
 */
export function errorForLog(error: Error): LoggedError {
  return serializeError(error, 0);
}

export interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

function serializeError(error: Error, depth: number): LoggedError {
  const logged: LoggedError = {
    type: error.constructor?.name ?? error.name,
    message: scrub(error.message),
    stack: scrub(error.stack ?? ''),
  };
  for (const [key, value] of Object.entries(error)) {
    if (key === 'params' || key === 'cause' || key in logged) continue;
    logged[key] = typeof value !== 'string' ? value : key === 'detail' ? scrubDetail(value) : scrub(value);
  }
  const { cause } = error;
  if (cause instanceof Error) logged.cause = depth < 8 ? serializeError(cause, depth + 1) : '[further causes left out]';
  else if (cause !== undefined) logged.cause = cause;
  return logged;
}
