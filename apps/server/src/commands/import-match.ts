/**
 * Imports a real match from a Cricsheet match file as an upcoming match, with both squads:
 *   npm run import-match -- --file apps/server/cricsheet/1426312.json --start 2026-12-01T14:00:00Z
 * It uses the same DATA_DIR or DATABASE_URL as the server; on the embedded database, stop the
 * server first (one process per data directory).
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { describeIssues, startTimeField } from '@crease/game';
import { buildApp } from '../app.ts';
import { openDatabase } from '../db/client.ts';
import { loadConfig } from '../env.ts';

async function run(): Promise<void> {
  const { values } = parseArgs({ options: { file: { type: 'string' }, start: { type: 'string' } } });
  const usage = 'Usage: npm run import-match -- --file <cricsheet match .json> --start <ISO start time, e.g. 2026-12-01T14:00:00Z>';
  if (!values.file || !values.start) throw new Error(usage);
  const start = startTimeField.safeParse(values.start);
  if (!start.success) throw new Error(describeIssues(start.error.issues));
  let file: unknown;
  try {
    file = JSON.parse(fs.readFileSync(values.file, 'utf8'));
  } catch (error) {
    throw new Error(`Could not read ${values.file} as JSON: ${(error as Error).message}`);
  }

  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', ADMIN_EMAIL: '', ADMIN_PASSWORD: '' });
  const database = await openDatabase(config);
  try {
    await database.migrate();
    const { server, services } = await buildApp({ config, database });
    const { match, players } = await services.importer.import(file, start.data);
    await server.close();
    console.log(`Imported match ${match.id}: ${match.teamA} v ${match.teamB} (${match.matchType}), starting ${match.startTime}, with ${players.length} players.`);
  } finally {
    await database.close();
  }
}

run().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
