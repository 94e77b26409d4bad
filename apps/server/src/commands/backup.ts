/**
 * Backs up the embedded database (DATA_DIR/pglite) to one file, with the server stopped:
 *   npm run backup -- --out backups/crease-2026-11-27.tgz
 * On PostgreSQL (DATABASE_URL), use pg_dump: see docs/DEPLOY.md.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../env.ts';
import { backupEmbedded, BackupError, describeSummary } from './embedded-backup.ts';

const USAGE = 'Usage: npm run backup -- --out <file>   (the embedded database of DATA_DIR, with the server stopped)';

async function run(): Promise<void> {
  const { values } = parseArgs({ options: { out: { type: 'string' }, help: { type: 'boolean', short: 'h' } } });
  if (values.help) return console.log(USAGE);
  if (!values.out) throw new BackupError(USAGE);
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
  if (config.databaseUrl) throw new BackupError('DATABASE_URL is set: back up PostgreSQL with pg_dump (docs/DEPLOY.md, "Backups").');
  // npm runs scripts from the repository's root; a relative name means where the command was typed.
  const out = path.resolve(process.env.INIT_CWD ?? process.cwd(), values.out);
  const summary = await backupEmbedded(config.dataDir, out);
  console.log(`Backed up ${path.join(config.dataDir, 'pglite')} to ${out}: ${describeSummary(summary)}.`);
}

run().catch((error: Error) => {
  console.error(error instanceof BackupError ? error.message : error);
  process.exit(1);
});
