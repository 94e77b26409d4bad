import { describe, expect, it } from 'vitest';
import { isUniqueViolation, retryingConflicts } from './db-errors.ts';

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
