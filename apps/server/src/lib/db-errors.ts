/** Whether a database error (possibly wrapped by the ORM) is a unique-constraint violation. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    const { code, constraint: name } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505') return constraint === undefined || name === undefined || name === constraint;
  }
  return false;
}

/** The codes PostgreSQL uses for "run the transaction again": a deadlock or a serialization failure. */
const RETRYABLE = new Set(['40P01', '40001']);

function errorCode(error: unknown): unknown {
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    const { code } = current as { code?: unknown };
    if (typeof code === 'string') return code;
  }
  return undefined;
}

export function isRetryable(error: unknown): boolean {
  return RETRYABLE.has(errorCode(error) as string);
}

/**
 * Runs a whole transaction again when PostgreSQL aborted it to break a deadlock (or a
 * serialization failure): a cancel and a join that lock the same rows in different orders are
 * both correct, and one of them is simply retried. The work must be a complete transaction.
 */
export async function retryingConflicts<T>(work: () => Promise<T>, attempts = 4): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts || !isRetryable(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 * attempt * Math.random()));
    }
  }
}

/**
 * SQLSTATE classes and codes of a connection the server cut or could not make: 08 (connection
 * exception), 57P01-57P03 (terminated by an administrator, a crash, the server starting up or
 * shutting down), 53300 (too many connections).
 */
const CONNECTION_CODES = /^(08...|57P0[1-3]|53300)$/;
/** Node's socket errors, for a connection that broke or could not be made. */
const SOCKET_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** How node-postgres and ioredis say a connection went (they set no code). */
const CONNECTION_MESSAGES =
  /Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect|Client was closed and is not queryable|Connection is closed|Reached the max retries per request limit|Command timed out|Stream isn't writeable/i;

/**
 * Whether an error (possibly wrapped) says the database or Redis could not be reached or cut the
 * connection, rather than that the request was wrong: the answer is then a 503 to try again
 * shortly, not a 500. A transaction cut this way did not commit, or its commit was never
 * acknowledged to the caller.
 */
export function isConnectionLost(error: unknown): boolean {
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (CONNECTION_CODES.test(code) || SOCKET_CODES.has(code))) return true;
    if (typeof message === 'string' && CONNECTION_MESSAGES.test(message)) return true;
    if ((current as { name?: unknown }).name === 'MaxRetriesPerRequestError') return true;
  }
  return false;
}
