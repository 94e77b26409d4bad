import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';
import { resolveJwtSecret } from './jwt-secret.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crease-lock-'));
  dirs.push(dir);
  return path.join(dir, 'nested', 'data');
};
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe('the data directory lock', () => {
  it('refuses a second holder with a message that says what to do', () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/is in use by another Crease server \(process \d+\)\. Stop that server first/);
    release();
    const again = lockDataDir(dir);
    again();
  });

  it('takes over a lock left by a process that no longer runs', () => {
    const dir = tempDir();
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'crease.lock'), '2147483646');
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'crease.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'crease.lock'))).toBe(false);
  });
});

describe('the token secret', () => {
  it('is generated once under the data directory and reused after a restart', () => {
    const dir = tempDir();
    const first = resolveJwtSecret(undefined, dir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(resolveJwtSecret(undefined, dir)).toBe(first);
    expect(fs.statSync(path.join(dir, 'jwt-secret')).mode & 0o777).toBe(0o600);
  });

  it('is JWT_SECRET when set', () => {
    expect(resolveJwtSecret('x'.repeat(40), tempDir())).toBe('x'.repeat(40));
  });
});
