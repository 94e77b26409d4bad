import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { lockDataDir } from '../lib/data-dir-lock.ts';
import { findUp } from '../lib/find-up.ts';
import * as schema from './schema.ts';

/** A database or a transaction: queries take whichever the use-case holds. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the checked-in SQL migrations that have not run yet. */
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /**
   * Runs one statement outside the ORM, prepared once per connection under `name` on PostgreSQL:
   * for the hottest path (a contest join), where parsing, planning and query building per call
   * show in the figures.
   */
  prepared<T>(name: string, text: string, values: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

export const migrationsFolder = (() => {
  const folder = findUp(import.meta.url, 'drizzle', 'meta/_journal.json');
  if (!folder) throw new Error('The SQL migrations folder (apps/server/drizzle) is missing.');
  return folder;
})();

/** Wraps an open PGlite instance (tests hand in one loaded from a migrated dump). */
export function fromPglite(client: PGlite, onClose: () => void = () => {}): Database {
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    ping: async () => {
      await client.query('select 1');
    },
    prepared: async <T,>(_name: string, text: string, values: unknown[]) => (await client.query<T>(text, values)).rows,
    close: async () => {
      if (!client.closed) await client.close();
      onClose();
    },
  };
}

/** The embedded default: PGlite under `<dataDir>/pglite`, one process per directory. */
export async function openEmbedded(dataDir: string): Promise<Database> {
  const release = lockDataDir(dataDir);
  try {
    const dir = path.join(dataDir, 'pglite');
    fs.mkdirSync(dataDir, { recursive: true });
    const client = await PGlite.create(dir);
    return fromPglite(client, release);
  } catch (error) {
    release();
    throw error;
  }
}

export function openPostgres(url: string, poolSize = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client that loses its server must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(db as never, { migrationsFolder }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    prepared: async <T,>(name: string, text: string, values: unknown[]) => (await pool.query<T & pg.QueryResultRow>({ name, text, values })).rows,
    close: () => pool.end(),
  };
}

export async function openDatabase(options: { databaseUrl: string | undefined; databasePoolSize?: number; dataDir: string }): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.databasePoolSize) : openEmbedded(options.dataDir);
}
