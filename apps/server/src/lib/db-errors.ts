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
