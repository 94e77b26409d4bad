import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { errorForLog, urlForLog } from './log-redaction.ts';

describe('what the log keeps', () => {
  it("of a URL: every secret query value removed, the rest as it is", () => {
    expect(urlForLog('/reset-password?token=abc-123&from=mail')).toBe('/reset-password?token=[removed]&from=mail');
    expect(urlForLog('/contests/9?from=share&inviteCode=K7M2QX9P')).toBe('/contests/9?from=share&inviteCode=[removed]');
    expect(urlForLog('/api/sandbox/payments/4?TOKEN=xyz')).toBe('/api/sandbox/payments/4?TOKEN=[removed]');
    expect(urlForLog('/api/matches/upcoming?limit=5')).toBe('/api/matches/upcoming?limit=5');
  });

  it("of a failed query: the statement and the database's reason, none of the values, even one written over several lines", () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "kyc_details_pan_key"'), {
      code: '23505',
      detail: 'Key (pan)=(ABCDE1234F) already exists.',
    });
    const failed = new DrizzleQueryError('insert into "kyc_details" ("pan", "account_number", "name") values ($1, $2, $3)', ['ABCDE1234F', '98765432109876', 'Asha\nRao'], cause);
    const logged = errorForLog(failed);
    const text = JSON.stringify(logged);
    for (const value of ['ABCDE1234F', '98765432109876', 'Asha', 'Rao']) expect(text).not.toContain(value);
    expect(logged.message).toBe('Failed query: insert into "kyc_details" ("pan", "account_number", "name") values ($1, $2, $3)\nparams: [removed]');
    expect(logged.stack).toMatch(/params: \[removed\]\n {4}at /);
    expect(logged.query).toContain('insert into "kyc_details"');
    expect(logged).not.toHaveProperty('params');
    expect(logged.cause).toMatchObject({ code: '23505', message: cause.message, detail: 'Key (pan)=([removed]) already exists.' });
  });

  it('of any other error: its type and message', () => {
    expect(errorForLog(new TypeError('no such thing'))).toMatchObject({ type: 'TypeError', message: 'no such thing' });
  });
});
