import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedDeliveries, positionKey, type CricsheetInnings } from '@crease/game';
import { SESSION_LOCKS } from '../../src/db/client.ts';
import { readCricsheetFile } from '../../src/seed/demo-catalogue.ts';
import { DEMO_LIVE_FILE } from '../../src/seed/demo-matches.ts';
import { expectLedgerBalanced } from '../ledger-check.ts';
import { deploymentOf, killAllServers, launchServer, until, type Deployment, type ServerProcess } from '../server-processes.ts';
import { createTestDatabase, type TestDatabase } from '../test-database.ts';

// Two server processes with DEMO=on, started together on a new (unmigrated) PostgreSQL database,
// as a deployment's processes start: one migrates at a time, one seeds the demo and replays its
// live match, the other waits for the demo's lock and takes the replay over when the first is
// killed, from the last stored delivery.

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const LIVE_DELIVERIES = feedDeliveries((readCricsheetFile(DEMO_LIVE_FILE) as { innings: CricsheetInnings[] }).innings);

let database: TestDatabase;
let deployment: Deployment;

beforeAll(async () => {
  database = await createTestDatabase({ empty: true });
  deployment = deploymentOf(database, {
    DEMO: 'on',
    DEMO_BALL_SECONDS: '0.1',
    ADMIN_EMAIL: 'chief@crease.test',
    ADMIN_PASSWORD: 'one-admin-for-all-processes',
  });
});

afterAll(async () => {
  await killAllServers();
  await database?.close();
  await deployment?.clearRedis();
});

/** Who holds the demo's lock and who waits for it, by process id (from the lock's connection name). */
async function demoLock(): Promise<{ holders: number[]; waiting: number[] }> {
  const [classId, objectId] = SESSION_LOCKS.demo;
  const rows = rowsOf<{ application_name: string; granted: boolean }>(
    await database.db.execute(sql`
      select a.application_name, l.granted
      from pg_locks l join pg_stat_activity a on a.pid = l.pid
      where l.locktype = 'advisory' and l.database = (select oid from pg_database where datname = current_database())
        and l.classid = ${classId} and l.objid = ${objectId} and l.objsubid = 2`),
  );
  const pidOf = (name: string) => Number(/\(pid (\d+)\)/.exec(name)?.[1]);
  return {
    holders: rows.filter((row) => row.granted).map((row) => pidOf(row.application_name)),
    waiting: rows.filter((row) => !row.granted).map((row) => pidOf(row.application_name)),
  };
}

async function matchStates(): Promise<Record<string, number>> {
  const rows = rowsOf<{ state: string; n: number }>(await database.db.execute(sql`select state, count(*)::int as n from matches group by state`));
  return Object.fromEntries(rows.map((row) => [row.state, row.n]));
}

/** The positions stored for the demo's live match (the one not from the catalogue: started, not completed first). */
async function liveDeliveries(): Promise<number[]> {
  const rows = rowsOf<{ innings: number; over: number; ball: number }>(
    await database.db.execute(sql`
      select innings, "over", ball from deliveries
      where match_id = (select max(id) from matches where state <> 'SCHEDULED')
      order by innings, "over", ball`),
  );
  return rows.map(positionKey);
}

describe('the demo in a deployment of two processes (PostgreSQL, Redis)', () => {
  it('is seeded and replayed by one process, and taken over by the other when that one is killed', async () => {
    const [first, second] = await Promise.all([launchServer(deployment.env), launchServer(deployment.env)]);
    const byPid = new Map<number, ServerProcess>([[first.pid, first], [second.pid, second]]);

    // One holds the demo's lock, the other waits in line for it.
    const lock = await until(demoLock, (now) => now.holders.length === 1 && now.waiting.length === 1);
    const leader = byPid.get(lock.holders[0]!)!;
    const standby = byPid.get(lock.waiting[0]!)!;
    expect(leader).toBeDefined();
    expect(standby).toBeDefined();
    expect(leader).not.toBe(standby);

    // Seeded once: the six upcoming fixtures, the played match, the earlier meeting of the next
    // match's sides (its players' form) and the live one.
    await until(liveDeliveries, (stored) => stored.length >= 5);
    expect(await matchStates()).toEqual({ SCHEDULED: 6, COMPLETED: 2, LIVE: 1 });

    await leader.stop('SIGKILL');
    const atKill = (await liveDeliveries()).length;

    // The standby takes the lock and carries the replay on from the last stored delivery.
    await until(demoLock, (now) => now.holders.length === 1 && now.holders[0] === standby.pid && now.waiting.length === 0);
    const stored = await until(liveDeliveries, (positions) => positions.length >= atKill + 5);
    expect(stored).toEqual(LIVE_DELIVERIES.slice(0, stored.length).map(positionKey));
    const states = await matchStates();
    expect(states.SCHEDULED).toBe(6);
    expect((states.LIVE ?? 0) + (states.COMPLETED ?? 0)).toBe(3);
    const admins = rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from users where email = 'chief@crease.test' and role = 'ROLE_ADMIN'`));
    expect(admins[0]!.n).toBe(1);

    expect(await standby.stop('SIGTERM')).toBe(0);
    expect(await demoLock()).toEqual({ holders: [], waiting: [] });
    await expectLedgerBalanced(database);
  }, 60_000);
});
