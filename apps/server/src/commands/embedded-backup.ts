import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { lockDataDir } from '../lib/data-dir-lock.ts';

/** Something the operator can fix, said in a sentence (the commands print it and exit 1). */
export class BackupError extends Error {}

/** What a backup holds, for the operator to compare with what they expect. */
export interface LedgerSummary {
  users: number;
  ledgerRows: number;
  /** Every wallet's balance added up, in paise. */
  balancesPaise: number;
}

const GZIP_MAGIC = Buffer.from([0x1f, 0x8b]);

async function summarise(client: PGlite): Promise<LedgerSummary> {
  const { rows } = await client.query<{ users: number; rows: number; balances: string }>(
    `select (select count(*)::int from users) as users,
            (select count(*)::int from wallet_transactions) as rows,
            (select coalesce(sum(bonus_paise + deposit_paise + winnings_paise), 0)::text from wallets) as balances`,
  );
  return { users: rows[0]!.users, ledgerRows: rows[0]!.rows, balancesPaise: Number(rows[0]!.balances) };
}

/** Takes the data directory for this command alone: a running server has it (its lock file), and a copy of a database in use is not consistent. */
function takeDataDir(dataDir: string, what: string): () => void {
  try {
    return lockDataDir(dataDir);
  } catch (error) {
    throw new BackupError(`Cannot ${what}: ${(error as Error).message.replace(/ Stop that server first, or.*$/, ' Stop that server first, then run this again.')}`);
  }
}

/**
 * Writes the embedded database of `dataDir` to `out` as one gzipped archive (PGlite's
 * dumpDataDir), with the server stopped: the command holds the data directory's lock while it
 * reads, so the copy is of a database nothing writes to.
 */
export async function backupEmbedded(dataDir: string, out: string): Promise<LedgerSummary> {
  const dir = path.join(dataDir, 'pglite');
  if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) throw new BackupError(`There is no embedded database in ${dir} to back up (check DATA_DIR).`);
  if (fs.existsSync(out)) throw new BackupError(`${out} already exists: choose another file name, or remove it first.`);
  const release = takeDataDir(dataDir, 'back up while the server runs');
  try {
    const client = await PGlite.create(dir);
    try {
      const summary = await summarise(client);
      const archive = Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer());
      // Written beside, then renamed: a backup cut off half-way never looks whole.
      const partial = `${out}.partial`;
      fs.mkdirSync(path.dirname(path.resolve(out)), { recursive: true });
      fs.writeFileSync(partial, archive);
      fs.renameSync(partial, out);
      return summary;
    } finally {
      await client.close();
    }
  } finally {
    release();
  }
}

/**
 * Puts the database of a backup in `dataDir/pglite`, with the server stopped. A data directory
 * that already holds a database is replaced only with `force` (the one there is kept beside it
 * as `pglite.replaced-<time>`); one in use by a running server never is. The backup is loaded
 * into a new folder first and checked, so a bad file leaves the old database as it was.
 */
export async function restoreEmbedded(dataDir: string, file: string, options: { force: boolean }): Promise<LedgerSummary & { replaced?: string }> {
  if (!fs.existsSync(file)) throw new BackupError(`There is no backup at ${file}.`);
  const archive = fs.readFileSync(file);
  if (!archive.subarray(0, 2).equals(GZIP_MAGIC)) throw new BackupError(`${file} is not a Crease backup (a gzipped archive made by npm run backup).`);
  const release = takeDataDir(dataDir, 'restore into a data directory in use');
  try {
    const target = path.join(dataDir, 'pglite');
    const holdsDatabase = fs.existsSync(target) && fs.readdirSync(target).length > 0;
    if (holdsDatabase && !options.force) {
      throw new BackupError(
        `${target} already holds a database. Restoring replaces it: run again with --force to do so (the one there now is kept as ${path.basename(target)}.replaced-<time>).`,
      );
    }
    const loading = path.join(dataDir, `pglite.restoring-${process.pid}`);
    fs.rmSync(loading, { recursive: true, force: true });
    let summary: LedgerSummary;
    try {
      const client = await PGlite.create(loading, { loadDataDir: new Blob([archive]) });
      try {
        summary = await summarise(client);
      } finally {
        await client.close();
      }
    } catch (error) {
      fs.rmSync(loading, { recursive: true, force: true });
      throw new BackupError(`${file} could not be restored: ${(error as Error).message}`);
    }
    let replaced: string | undefined;
    if (fs.existsSync(target)) {
      replaced = `${target}.replaced-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      fs.renameSync(target, replaced);
    }
    fs.renameSync(loading, target);
    return { ...summary, ...(replaced ? { replaced } : {}) };
  } finally {
    release();
  }
}

export const describeSummary = (summary: LedgerSummary) =>
  `${summary.users} accounts, ${summary.ledgerRows} ledger rows, wallets holding ₹${(summary.balancesPaise / 100).toFixed(2)} in all`;
