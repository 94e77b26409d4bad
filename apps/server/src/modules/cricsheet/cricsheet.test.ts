import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEmbedded } from '../../db/client.ts';
import { players as playersTable } from '../players/players.schema.ts';
import { readCricsheetFile } from '../../seed/demo-catalogue.ts';
import { createAdmin, createUser, type TestAccount } from '../../../test/factories.ts';
import { DAY, inFuture } from '../../../test/test-clock.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';
import { CricsheetFormatError, cricsheetMatchSchema, proposeMatch, type ProposedPlayer } from './cricsheet-squads.ts';

const iplFinal = readCricsheetFile('1426312.json') as { info: { players: Record<string, string[]>; registry: { people: Record<string, string> } } };
const propose = (file: unknown) => proposeMatch(cricsheetMatchSchema.parse(file));
const byName = (players: ProposedPlayer[], name: string) => players.find((player) => player.name === name)!;

describe('proposing squads from a match file', () => {
  const proposed = propose(iplFinal);

  it('takes the sides, the format, the venue and the event from the file', () => {
    expect(proposed).toMatchObject({
      teamA: 'Sunrisers Hyderabad',
      teamB: 'Kolkata Knight Riders',
      matchType: 'T20',
      venue: 'MA Chidambaram Stadium, Chepauk, Chennai',
      event: 'Indian Premier League, Final',
    });
  });

  it('names every player of both squads as the file does, keyed by the registry id', () => {
    const expected = Object.entries(iplFinal.info.players).flatMap(([team, names]) =>
      names.map((name) => ({ name, team, registryId: iplFinal.info.registry.people[name] })),
    );
    expect(proposed.players.map(({ name, team, registryId }) => ({ name, team, registryId }))).toEqual(expected);
    expect(proposed.players).toHaveLength(23);
  });

  it('proposes roles from how each side used its players', () => {
    expect(byName(proposed.players, 'Rahmanullah Gurbaz').role).toBe('Wicketkeeper'); // 3 catches, did not bowl
    expect(byName(proposed.players, 'H Klaasen').role).toBe('Wicketkeeper'); // lowest non-bowler in the top seven
    expect(byName(proposed.players, 'MA Starc').role).toBe('Bowler');
    expect(byName(proposed.players, 'SP Narine').role).toBe('Allrounder'); // opened and bowled four overs
    expect(byName(proposed.players, 'VR Iyer').role).toBe('Batsman');
    expect(byName(proposed.players, 'RK Singh').role).toBe('Batsman'); // neither batted nor bowled
  });

  it('proposes credits from batting position and share of the bowling, in 0.5 steps from 4 to 12', () => {
    expect(byName(proposed.players, 'TM Head').credit).toBe(9); // opener
    expect(byName(proposed.players, 'Harshit Rana').credit).toBe(9); // four overs
    expect(byName(proposed.players, 'VG Arora').credit).toBe(8.5); // three overs
    expect(byName(proposed.players, 'Rahmanullah Gurbaz').credit).toBe(9.5); // opener and keeper
    expect(byName(proposed.players, 'RK Singh').credit).toBe(7.5); // did not bat
    for (const player of proposed.players) {
      expect(player.credit * 2).toBe(Math.round(player.credit * 2));
      expect(player.credit).toBeGreaterThanOrEqual(4);
      expect(player.credit).toBeLessThanOrEqual(12);
    }
  });

  it('proposes one wicketkeeper for each side of every shipped match, and maps every format', () => {
    for (const file of ['1359519', '1370353', '1415755', '1442989', '1442990', '1448349', '1466428', '1473469']) {
      const match = propose(readCricsheetFile(`${file}.json`));
      for (const side of [match.teamA, match.teamB]) {
        expect(match.players.filter((p) => p.team === side && p.role === 'Wicketkeeper'), `${file} ${side}`).toHaveLength(1);
      }
    }
    expect(propose(readCricsheetFile('1448349.json')).matchType).toBe('TEST');
    expect(propose(readCricsheetFile('1466428.json')).matchType).toBe('ODI');
  });

  it('says what is wrong with a file it cannot use', () => {
    const file = structuredClone(iplFinal) as { info: Record<string, unknown> };
    expect(() => propose({ ...file, info: { ...file.info, match_type: 'The Hundred' } })).toThrow(CricsheetFormatError);
    expect(() => propose({ ...file, info: { ...file.info, match_type: 'The Hundred' } })).toThrow(
      'cricsheet.info.match_type The Hundred is not one Crease plays (T20, IT20, ODI, ODM, Test, MDM).',
    );
    expect(() => propose({ ...file, info: { ...file.info, registry: { people: {} } } })).toThrow(
      'cricsheet.info.registry.people has no id for Abhishek Sharma.',
    );
    expect(() => propose({ ...file, info: { ...file.info, players: { 'Sunrisers Hyderabad': ['A'] } } })).toThrow(
      'cricsheet.info.players has no squad for Kolkata Knight Riders.',
    );
    expect(() => propose({ ...file, info: { ...file.info, teams: ['India', 'india'] } })).toThrow('cricsheet.info.teams must name two different sides.');
    const players = file.info.players as Record<string, string[]>;
    const twice = { 'Sunrisers Hyderabad': players['Sunrisers Hyderabad'], 'Kolkata Knight Riders': [...players['Kolkata Knight Riders']!, 'TM Head'] };
    expect(() => propose({ ...file, info: { ...file.info, players: twice } })).toThrow('cricsheet.info.players lists TM Head twice.');
  });
});

/** The IPL final's file with its first side renamed everywhere the import reads it. */
function renamed(side: string) {
  const file = structuredClone(iplFinal) as unknown as { info: { teams: string[]; players: Record<string, string[]> } };
  const old = file.info.teams[0]!;
  file.info.teams[0] = side;
  file.info.players = { [side]: file.info.players[old]!, [file.info.teams[1]!]: file.info.players[file.info.teams[1]!]! };
  return file;
}

describe('POST /api/admin/matches/import', () => {
  let server: TestServer;
  let admin: TestAccount;
  let player: TestAccount;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await createAdmin(server);
    player = await createUser(server);
  });
  afterAll(() => server?.close());

  it('creates the match at the requested start time and both squads, answering with them', async () => {
    const startTime = inFuture(3 * DAY);
    const response = await server.api.post('/api/admin/matches/import', { startTime, cricsheet: iplFinal }, { token: admin.token });
    expect(response.status).toBe(201);
    expect(response.body.match).toMatchObject({ teamA: 'Sunrisers Hyderabad', teamB: 'Kolkata Knight Riders', startTime: new Date(startTime).toISOString(), state: 'SCHEDULED' });
    // The series it is replayed in: the file's event, the year it is played.
    expect(response.body.match.competition).toBe(`Indian Premier League ${new Date(startTime).getUTCFullYear()}`);
    expect(response.body.players).toHaveLength(23);
    expect(response.body.players[0]).toMatchObject({ matchId: response.body.match.id, points: 0, playingStatus: true, registryId: expect.any(String) });
    const squad = await server.api.get(`/api/players?matchId=${response.body.match.id}`);
    expect(squad.body).toHaveLength(23);
    const upcoming = await server.api.get('/api/matches/upcoming');
    expect(upcoming.body.map((m: { id: number }) => m.id)).toContain(response.body.match.id);
  });

  it('is for admins only', async () => {
    expect((await server.api.post('/api/admin/matches/import', {})).status).toBe(401);
    expect((await server.api.post('/api/admin/matches/import', {}, { token: player.token })).status).toBe(403);
  });

  it.each([
    [{ cricsheet: {} }, 'startTime is required.'],
    [{ startTime: '2099-01-01T00:00:00Z', cricsheet: {} }, 'cricsheet.info is missing: send the whole Cricsheet match file.'],
    [{ startTime: '2099-01-01T00:00:00Z' }, 'cricsheet is required: the JSON of a Cricsheet match file.'],
    [{ startTime: '2099-01-01T00:00:00Z', cricsheet: 'a file' }, 'cricsheet must be the JSON of a Cricsheet match file.'],
    [{ startTime: '2020-01-01T00:00:00Z', cricsheet: iplFinal }, 'startTime must be in the future: it is the deadline for teams and entries.'],
    [
      { startTime: '2099-01-01T00:00:00Z', cricsheet: renamed('x'.repeat(61)) },
      "The file's match cannot be used: Team A can be at most 60 characters.",
    ],
    [
      { startTime: '2099-01-01T00:00:00Z', cricsheet: { ...iplFinal, info: { ...iplFinal.info, match_type: 'The Hundred' } } },
      'cricsheet.info.match_type The Hundred is not one Crease plays (T20, IT20, ODI, ODM, Test, MDM).',
    ],
  ])('refuses %# with a 400 that says what to fix, and creates nothing', async (body, message) => {
    const before = (await server.api.get('/api/matches', { token: admin.token })).body.length;
    const response = await server.api.post('/api/admin/matches/import', body, { token: admin.token });
    expect(response).toMatchObject({ status: 400, body: { message } });
    expect((await server.api.get('/api/matches', { token: admin.token })).body).toHaveLength(before);
  });

  it('answers a failure on its side with a 500, not as a bad file, and keeps no half of the match', async () => {
    const broken = await startTestServer();
    try {
      const brokenAdmin = await createAdmin(broken);
      // The squads' table is gone: the match is written, then its players cannot be.
      await broken.database.db.execute(sql`alter table players rename to players_elsewhere`);
      const response = await broken.api.post('/api/admin/matches/import', { startTime: inFuture(3 * DAY), cricsheet: iplFinal }, { token: brokenAdmin.token });
      expect(response).toMatchObject({ status: 500, body: { message: 'Something went wrong on our side. Please try again in a moment.' } });
      expect((await broken.api.get('/api/matches', { token: brokenAdmin.token })).body).toEqual([]);
    } finally {
      await broken.close();
    }
  });
});

describe('npm run import-match', () => {
  it('imports a file into the database the server uses', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crease-import-'));
    try {
      const file = path.resolve(import.meta.dirname, '../../../cricsheet/1466428.json');
      const { stdout } = await promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', path.resolve(import.meta.dirname, '../../commands/import-match.ts'), '--file', file, '--start', '2099-03-09T09:00:00Z'],
        { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '' } },
      );
      expect(stdout.trim()).toBe('Imported match 1: New Zealand v India (ODI), starting 2099-03-09T09:00:00.000Z, with 22 players.');
      const database = await openEmbedded(dataDir);
      try {
        expect(await database.db.select().from(playersTable)).toHaveLength(22);
      } finally {
        await database.close();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    // A new embedded database made and migrated in a process of its own: 16 s on a quiet 2-core
    // machine, more beside other suites. A bound on a hang, not a measure.
  }, 120_000);
});
