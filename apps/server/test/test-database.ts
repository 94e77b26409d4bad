import crypto from 'node:crypto';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { fromPglite, openPostgres, type Database, type DatabaseOptions } from '../src/db/client.ts';
import { withDatabase } from './global-setup.ts';

/** A test database; on PostgreSQL, with the URL another process can open it by. */
export type TestDatabase = Database & { url?: string };

/**
 * A fresh database of the engine this run uses, migrated (or empty, for a test of what the
 * server does to a new one); closing it removes it.
 */
export async function createTestDatabase(options: { empty?: boolean } & DatabaseOptions = {}): Promise<TestDatabase> {
  const source = inject('database');
  if (source.kind === 'pglite') {
    const client = options.empty ? await PGlite.create() : await PGlite.create({ loadDataDir: new Blob([fs.readFileSync(source.dumpFile)]) });
    return fromPglite(client, undefined, options);
  }
  const name = `crease_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: source.serverUrl });
  await admin.connect();
  try {
    await admin.query(options.empty ? `create database ${name}` : `create database ${name} template ${source.template}`);
  } finally {
    await admin.end();
  }
  const url = withDatabase(source.serverUrl, name);
  const database = openPostgres(url, undefined, options);
  return {
    ...database,
    url,
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: source.serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
