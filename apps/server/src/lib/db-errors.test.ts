import { describe, expect, it } from 'vitest';
import { isConnectionLost, isUniqueViolation, retryingConflicts } from './db-errors.ts';

const pgError = (code: string) => Object.assign(new Error(`pg ${code}`), { code });
// The ORM wraps the driver's error; the code is on its cause.
const wrapped = (code: string) => Object.assign(new Error('Failed query'), { cause: pgError(code) });

describe('running a transaction again after a deadlock', () => {
  it('runs it again after a deadlock or a serialization failure, and answers what the retry answers', async () => {
    for (const code of ['40P01', '40001']) {
      let calls = 0;
      const answer = await retryingConflicts(async () => {
        calls += 1;
        if (calls === 1) throw wrapped(code);
        return 'done';
      });
      expect([answer, calls]).toEqual(['done', 2]);
    }
  });

  it('gives up after its attempts, with the last error', async () => {
    let calls = 0;
    await expect(
      retryingConflicts(async () => {
        calls += 1;
        throw pgError('40P01');
      }, 3),
    ).rejects.toThrow('pg 40P01');
    expect(calls).toBe(3);
  });

  it('never runs again for any other error', async () => {
    let calls = 0;
    await expect(
      retryingConflicts(async () => {
        calls += 1;
        throw wrapped('23505');
      }),
    ).rejects.toThrow('Failed query');
    expect(calls).toBe(1);
    expect(isUniqueViolation(wrapped('23505'))).toBe(true);
  });
});

describe('telling a lost connection from a failed request', () => {
  it.each([
    ['a backend terminated by an administrator (57P01)', wrapped('57P01')],
    ['the server shutting down (57P02) or starting (57P03)', wrapped('57P03')],
    ['a connection exception (08006)', wrapped('08006')],
    ['too many connections (53300)', pgError('53300')],
    ['a reset socket', Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })],
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })],
    ['node-postgres losing its connection', Object.assign(new Error('Failed query'), { cause: new Error('Connection terminated unexpectedly') })],
    ['a client that broke before the query', new Error('Client has encountered a connection error and is not queryable')],
    ['Redis gone', new Error('Connection is closed.')],
  ])('counts %s as lost', (_what, error) => {
    expect(isConnectionLost(error)).toBe(true);
  });

  it.each([
    ['a unique violation', wrapped('23505')],
    ['a deadlock', wrapped('40P01')],
    ['a syntax error', wrapped('42601')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
  ])('does not count %s', (_what, error) => {
    expect(isConnectionLost(error)).toBe(false);
  });
});
