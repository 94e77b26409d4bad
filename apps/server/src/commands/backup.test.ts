import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { openEmbedded, type Database } from '../db/client.ts';
import { loadConfig } from '../env.ts';
import { lockDataDir } from '../lib/data-dir-lock.ts';

// The embedded database backed up and restored by the commands an operator types (through tsx,
// as `npm run backup` / `npm run restore` run them), into a data directory of their own.

const run = promisify(execFile);
const serverDir = path.resolve(import.meta.dirname, '../..');
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

let scratch: string;
let source: string;
let backupFile: string;
let ledgerBefore: Ledger;

interface Ledger {
  wallets: unknown[];
  rows: unknown[];
}

async function ledgerOf(database: Database): Promise<Ledger> {
  return {
    wallets: rowsOf(await database.db.execute(sql`select user_id, bonus_paise, deposit_paise, winnings_paise from wallets order by user_id`)),
    rows: rowsOf(await database.db.execute(sql`select * from wallet_transactions order by id`)),
  };
}

async function ledgerIn(dataDir: string): Promise<Ledger> {
  const database = await openEmbedded(dataDir);
  try {
    return await ledgerOf(database);
  } finally {
    await database.close();
  }
}

/** Runs a command as `npm run <name> -- ...args` does, with DATA_DIR; answers its exit code and what it printed. */
async function command(name: 'backup' | 'restore', dataDir: string, args: string[]): Promise<{ code: number; output: string }> {
  const env = { PATH: process.env.PATH!, HOME: os.tmpdir(), DATA_DIR: dataDir, INIT_CWD: scratch };
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', `src/commands/${name}.ts`, ...args], { cwd: serverDir, env });
    return { code: 0, output: `${stdout}${stderr}`.trim() };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: `${failed.stdout}${failed.stderr}`.trim() };
  }
}

beforeAll(async () => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'crease-backup-'));
  source = path.join(scratch, 'live');
  backupFile = path.join(scratch, 'crease.tgz');
  // A server's data directory with accounts, their wallets and the ledger rows of their bonuses.
  const database = await openEmbedded(source);
  try {
    await database.migrate();
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: source, JWT_SECRET: crypto.randomBytes(32).toString('hex'), AUTH_RATE_LIMIT: '0' });
    const { server } = await buildApp({ config, database });
    for (const name of ['Asha Rao', 'Vikram Iyer', 'Meena Das']) {
      const email = `${name.split(' ')[0]!.toLowerCase()}@example.com`;
      const registered = await server.inject({ method: 'POST', url: '/api/auth/register', payload: { name, email, password: 'cover-drive-42' } });
      expect(registered.statusCode).toBe(201);
    }
    await server.close();
    ledgerBefore = await ledgerOf(database);
  } finally {
    await database.close();
  }
}, 60_000);

afterAll(() => {
  if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
});

describe('npm run backup and npm run restore (the embedded database)', () => {
  it('backs up with the server stopped, and restores the same ledger into another data directory', async () => {
    expect(ledgerBefore.rows.length).toBeGreaterThan(0);
    const backup = await command('backup', source, ['--out', 'crease.tgz']);
    expect(backup).toMatchObject({ code: 0 });
    expect(backup.output).toMatch(/^Backed up .* to .*crease\.tgz: 3 accounts, 3 ledger rows, wallets holding ₹[\d.]+ in all\.$/);

    const target = path.join(scratch, 'restored');
    const restore = await command('restore', target, ['crease.tgz']);
    expect(restore).toMatchObject({ code: 0 });
    expect(restore.output).toMatch(/^Restored .*crease\.tgz into .*restored\/pglite: 3 accounts, 3 ledger rows/);
    expect(await ledgerIn(target)).toEqual(ledgerBefore);
  }, 60_000);

  it('refuses to back up or restore a data directory a running server holds, saying so', async () => {
    const release = lockDataDir(source); // as a running server holds it
    try {
      const backup = await command('backup', source, ['--out', 'another.tgz']);
      expect(backup.code).toBe(1);
      expect(backup.output).toBe(
        `Cannot back up while the server runs: The data directory ${source} is in use by another Crease server (process ${process.pid}). Stop that server first, then run this again.`,
      );
      const restore = await command('restore', source, ['crease.tgz', '--force']);
      expect(restore.code).toBe(1);
      expect(restore.output).toMatch(/^Cannot restore into a data directory in use: .* Stop that server first, then run this again\.$/);
    } finally {
      release();
    }
    expect(fs.existsSync(path.join(scratch, 'another.tgz'))).toBe(false);
  }, 60_000);

  it('replaces a database that is there only with --force, keeping the old one beside it', async () => {
    const restore = await command('restore', source, ['crease.tgz']);
    expect(restore.code).toBe(1);
    expect(restore.output).toBe(
      `${path.join(source, 'pglite')} already holds a database. Restoring replaces it: run again with --force to do so (the one there now is kept as pglite.replaced-<time>).`,
    );
    const forced = await command('restore', source, ['crease.tgz', '--force']);
    expect(forced.code).toBe(0);
    expect(forced.output).toMatch(/The database that was there is kept in .*pglite\.replaced-/);
    expect(await ledgerIn(source)).toEqual(ledgerBefore);
    expect(fs.readdirSync(source).filter((name) => name.startsWith('pglite.replaced-'))).toHaveLength(1);
  }, 60_000);

  it('refuses a file that is not a backup, leaving the database as it was', async () => {
    fs.writeFileSync(path.join(scratch, 'notes.txt'), 'not a backup');
    const restore = await command('restore', path.join(scratch, 'elsewhere'), ['notes.txt']);
    expect(restore).toEqual({ code: 1, output: `${path.join(scratch, 'notes.txt')} is not a Crease backup (a gzipped archive made by npm run backup).` });
  }, 60_000);
});
