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

/**
 * A database or a transaction: queries take whichever the use-case holds. Typed without the
 * schema: every query names the tables of its own module (`db/schema.ts` is drizzle-kit's
 * manifest only, so the ground floor imports no module).
 */
export type Db = PgDatabase<PgQueryResultHKT>;

/** A session-level advisory lock's key: the two integers `pg_advisory_lock(int, int)` takes. */
export type LockKey = readonly [number, number];

/**
 * The session-level advisory locks the server takes (the transaction-level ones of a module sit
 * beside its queries: 7201 the live write-back, 7301 a private contest's maker).
 */
export const SESSION_LOCKS = {
  /** Migrations and the configured admin: one starting process (or command) at a time. */
  startUp: [7_401, 1],
  /** The demo's seed and replay: one process of a deployment at a time. */
  demo: [7_401, 2],
  /** The deadline reminders: one process of a deployment looks. */
  deadlineReminders: [7_401, 3],
} as const satisfies Record<string, LockKey>;

/** A session-level advisory lock, held by a connection of its own until released or lost with it. */
export interface SessionLock {
  /** Settles if the lock goes before it is released: its connection ended (a restarted server, a broken network). */
  readonly lost: Promise<void>;
  /** Lets the lock go (its connection is closed). */
  release(): Promise<void>;
}

export interface SessionLockOptions {
  /** Wait until the lock is free; otherwise answer undefined at once when another session holds it. */
  wait: boolean;
  /** What it guards, in the connection's application_name (with the process id), for pg_stat_activity. */
  label: string;
  /** Gives up waiting (then answers undefined). */
  signal?: AbortSignal;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Applies the checked-in SQL migrations that have not run yet; on PostgreSQL under the start-up
   * lock, so processes and commands starting together migrate one at a time.
   */
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /**
   * Runs one statement outside the ORM, prepared once per connection under `name` on PostgreSQL:
   * for the hottest path (a contest join), where parsing, planning and query building per call
   * show in the figures.
   */
  prepared<T>(name: string, text: string, values: unknown[]): Promise<T[]>;
  /**
   * Takes a session-level advisory lock on a connection of its own, outside the pool: it is held
   * until `release()`, or until that connection ends, so a process that dies lets it go at once.
   * What one process of a deployment does at a time takes one (see `lib/singleton-job.ts`). The
   * embedded database belongs to one process (its data-directory lock): granted at once.
   */
  sessionLock(key: LockKey, options: SessionLockOptions): Promise<SessionLock | undefined>;
  /** The connection pool now (PostgreSQL): connections open, idle, and queries waiting for one (the metrics). */
  poolStats?(): { total: number; idle: number; waiting: number; max: number };
  close(): Promise<void>;
}

/** Hears every statement the ORM sends (tests count them). */
export interface DatabaseOptions {
  logQuery?: (query: string) => void;
}

const loggerOf = (options: DatabaseOptions) => (options.logQuery ? { logQuery: options.logQuery } : undefined);

export const migrationsFolder = (() => {
  const folder = findUp(import.meta.url, 'drizzle', 'meta/_journal.json');
  if (!folder) throw new Error('The SQL migrations folder (apps/server/drizzle) is missing.');
  return folder;
})();

/** Wraps an open PGlite instance (tests hand in one loaded from a migrated dump). */
export function fromPglite(client: PGlite, onClose: () => void = () => {}, options: DatabaseOptions = {}): Database {
  const db = drizzlePglite({ client, logger: loggerOf(options) }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    ping: async () => {
      await client.query('select 1');
    },
    prepared: async <T,>(_name: string, text: string, values: unknown[]) => (await client.query<T>(text, values)).rows,
    sessionLock: async () => ({ lost: new Promise<void>(() => {}), release: async () => {} }),
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

export function openPostgres(url: string, poolSize = 10, options: DatabaseOptions = {}): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client that loses its server must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  // Nor one checked out between two statements (a transaction waiting on other work) when its
  // connection is cut: its next statement fails instead (a 503), and the pool drops it on release.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzlePg({ client: pool, logger: loggerOf(options) }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      const lock = (await postgresSessionLock(url, SESSION_LOCKS.startUp, { wait: true, label: 'migrations' }))!;
      try {
        await migratePg(db as never, { migrationsFolder });
      } finally {
        await lock.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    prepared: async <T,>(name: string, text: string, values: unknown[]) => (await pool.query<T & pg.QueryResultRow>({ name, text, values })).rows,
    sessionLock: (key, options) => postgresSessionLock(url, key, options),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: poolSize }),
    close: () => pool.end(),
  };
}

async function postgresSessionLock(url: string, key: LockKey, options: SessionLockOptions): Promise<SessionLock | undefined> {
  const client = new pg.Client({
    connectionString: url,
    application_name: `crease ${options.label} (pid ${process.pid})`.slice(0, 63),
    // A holder whose network goes is noticed by the server, which then lets the lock go.
    keepAlive: true,
  });
  let released = false;
  let markLost!: () => void;
  const lost = new Promise<void>((resolve) => (markLost = resolve));
  const ended = () => {
    if (!released) markLost();
  };
  client.on('error', ended);
  client.on('end', ended);
  const close = async () => {
    released = true;
    await client.end().catch(() => {});
  };
  const abort = () => void close();
  options.signal?.addEventListener('abort', abort, { once: true });
  try {
    if (options.signal?.aborted) return undefined;
    await client.connect();
    // A server-wide statement or lock timeout must not cut a wait that may last as long as the holder lives.
    await client.query('set statement_timeout = 0; set lock_timeout = 0');
    const held = options.wait
      ? (await client.query('select pg_advisory_lock($1::int, $2::int)', [...key]), true)
      : (await client.query<{ held: boolean }>('select pg_try_advisory_lock($1::int, $2::int) as held', [...key])).rows[0]!.held;
    if (!held) {
      await close();
      return undefined;
    }
    return { lost, release: close };
  } catch (error) {
    await close();
    if (options.signal?.aborted) return undefined;
    throw error;
  } finally {
    options.signal?.removeEventListener('abort', abort);
  }
}

export async function openDatabase(options: { databaseUrl: string | undefined; databasePoolSize?: number; dataDir: string }): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.databasePoolSize) : openEmbedded(options.dataDir);
}
