import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LockKey } from '../../src/db/client.ts';
import { SingletonJob } from '../../src/lib/singleton-job.ts';
import { until } from '../server-processes.ts';
import { createTestDatabase, type TestDatabase } from '../test-database.ts';

// The lock behind the work one process of a deployment does at a time, on PostgreSQL: three
// jobs of the same name (as three processes would have) share one database here.

const KEY: LockKey = [7_499, 1];
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

function quietLog(said: string[]): FastifyBaseLogger {
  const record = (...args: unknown[]) => said.push(String(args.find((arg) => typeof arg === 'string')));
  return { info: record, warn: record, error: record, debug: record, trace: record, fatal: record, child: () => quietLog(said), level: 'info', silent: record } as unknown as FastifyBaseLogger;
}

/** The backend holding the lock, and how many wait for it. */
async function lockState(): Promise<{ holder: number | undefined; waiting: number }> {
  const rows = rowsOf<{ pid: number; granted: boolean }>(
    await database.db.execute(sql`
      select pid, granted from pg_locks
      where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())
        and classid = ${KEY[0]} and objid = ${KEY[1]} and objsubid = 2`),
  );
  return { holder: rows.find((row) => row.granted)?.pid, waiting: rows.filter((row) => !row.granted).length };
}

describe('a job one process runs at a time (session-level advisory lock)', () => {
  it('runs in one of three; the next takes over when it stops or loses its connection', async () => {
    const names = ['one', 'two', 'three'];
    const runs: string[] = [];
    const said: string[][] = [[], [], []];
    const jobs = names.map(
      (name, index) =>
        new SingletonJob(database, {
          key: KEY,
          label: 'test job',
          log: quietLog(said[index]!),
          retryMs: 50,
          run: async () => {
            runs.push(name);
            return () => runs.push(`${name} stopped`);
          },
        }),
    );

    expect(await jobs[0]!.start()).toBe(true);
    expect(await jobs[1]!.start()).toBe(false);
    expect(await jobs[2]!.start()).toBe(false);
    await until(lockState, (state) => state.holder !== undefined && state.waiting === 2);
    expect(runs).toEqual(['one']);
    expect(jobs.map((job) => job.running)).toEqual([true, false, false]);

    // Stopped: its work stops, and one of those waiting takes over at once.
    await jobs[0]!.stop();
    await until(async () => jobs.filter((job) => job.running).length, (count) => count === 1);
    expect(runs.slice(1, 3)).toEqual(['one stopped', expect.stringMatching(/^(two|three)$/)]);
    const second = jobs.findIndex((job) => job.running);
    const third = second === 1 ? 2 : 1;

    // Its connection cut (as a restart of PostgreSQL or a broken network would): it stops its
    // work, the other takes over, and it waits in line again.
    const { holder } = await until(lockState, (state) => state.holder !== undefined && state.waiting === 1);
    await database.db.execute(sql`select pg_terminate_backend(${holder!})`);
    // (The two hear of it on different connections, in either order: wait for both.)
    await until(async () => [jobs[second]!.running, jobs[third]!.running], ([before, next]) => !before && next === true);
    expect(runs.slice(3)).toEqual([`${names[second]} stopped`, names[third]]);
    expect(said[second]!.some((line) => line.includes("the lock's database connection was lost"))).toBe(true);
    await until(lockState, (state) => state.holder !== undefined && state.waiting === 1);

    await Promise.all(jobs.map((job) => job.stop()));
    expect(jobs.map((job) => job.running)).toEqual([false, false, false]);
    expect(await until(lockState, (state) => state.holder === undefined && state.waiting === 0)).toEqual({ holder: undefined, waiting: 0 });
  });
});
