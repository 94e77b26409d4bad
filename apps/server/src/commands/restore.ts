/**
 * Restores the embedded database (DATA_DIR/pglite) from a file made by `npm run backup`, with
 * the server stopped:
 *   npm run restore -- backups/crease-2026-11-27.tgz [--force]
 * --force replaces a database already there (kept beside it as pglite.replaced-<time>).
 * On PostgreSQL (DATABASE_URL), use pg_restore: see docs/DEPLOY.md.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../env.ts';
import { BackupError, describeSummary, restoreEmbedded } from './embedded-backup.ts';

const USAGE = 'Usage: npm run restore -- <backup file> [--force]   (into the embedded database of DATA_DIR, with the server stopped)';

async function run(): Promise<void> {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { force: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } } });
  if (values.help) return console.log(USAGE);
  if (positionals.length !== 1) throw new BackupError(USAGE);
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
  if (config.databaseUrl) throw new BackupError('DATABASE_URL is set: restore PostgreSQL with pg_restore (docs/DEPLOY.md, "Backups").');
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0]!);
  const restored = await restoreEmbedded(config.dataDir, file, { force: Boolean(values.force) });
  console.log(`Restored ${file} into ${path.join(config.dataDir, 'pglite')}: ${describeSummary(restored)}.`);
  if (restored.replaced) console.log(`The database that was there is kept in ${restored.replaced}; remove it once you no longer need it.`);
}

run().catch((error: Error) => {
  console.error(error instanceof BackupError ? error.message : error);
  process.exit(1);
});
