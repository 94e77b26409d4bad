import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MatchView } from '@crease/game';
import { createAdmin, createMatch, importMatch, type TestAccount } from '../../test/factories.ts';
import { apiPoints, enginePoints, IPL_FINAL_DELIVERIES, postDeliveries } from '../../test/live-scoring.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

const run = promisify(execFile);
const serverDir = path.resolve(import.meta.dirname, '../..');
const IPL_FINAL_FILE = path.join(serverDir, 'cricsheet/1426312.json');

let server: TestServer;
let admin: TestAccount;

beforeAll(async () => {
  server = await startTestServer();
  admin = await createAdmin(server);
});
afterAll(() => server?.close());

/** Runs `npm run replay` as a person would (through tsx), answering its exit code and output. */
async function replay(...args: string[]): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'src/commands/replay.ts', ...args], { cwd: serverDir });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

const login = () => ['--url', server.url, '--email', admin.email, '--password', admin.password];

describe('npm run replay', () => {
  it('starts a scheduled match, plays the file ball by ball, prints each over, and completes it', async () => {
    // Imported as the file lists them: everyone who played is in the XI, and earns its bonus.
    const { match } = await importMatch(server, admin);
    // A replay stopped after two overs carries on from there.
    await server.api.post(`/api/matches/${match.id}/start`, undefined, { token: admin.token });
    await postDeliveries(server, admin, match.id, IPL_FINAL_DELIVERIES.slice(0, 12));

    const { code, output } = await replay('--file', IPL_FINAL_FILE, '--match', String(match.id), '--speed', '0', ...login());
    expect(code).toBe(0);
    expect(output).toContain(`The server has 12 deliveries already: carrying on from there.`);
    expect(output).toContain('Innings 1, over 3: Sunrisers Hyderabad');
    expect(output).toContain('Innings 2, over 11: Kolkata Knight Riders 114/2 (10.3 overs)');
    expect(output).toContain(`Match ${match.id} completed`);

    const after: MatchView = (await server.api.get(`/api/matches/${match.id}`)).body;
    expect(after.state).toBe('COMPLETED');
    const squad = (await server.api.get(`/api/players?matchId=${match.id}`)).body;
    expect(await apiPoints(server, match.id)).toEqual(enginePoints(squad, IPL_FINAL_DELIVERIES));
    const scorecard = (await server.api.get(`/api/matches/${match.id}/scorecard`)).body;
    const bonuses = scorecard.players.map((player: { breakdown: { key: string; points: number }[] }) => player.breakdown.find((item) => item.key === 'playingXI')?.points);
    expect(bonuses).toEqual(squad.map(() => 4));
  });

  it('says what is wrong: a missing file, a wrong match, no server, a bad login', async () => {
    const other = await createMatch(server, admin);
    const cases: [string[], string][] = [
      [['--file', 'nowhere.json', '--match', '1', ...login()], 'There is no file nowhere.json.'],
      [['--file', IPL_FINAL_FILE, '--match', String(other.id), ...login()], `Match ${other.id} is India vs Australia, but ${IPL_FINAL_FILE} is Sunrisers Hyderabad v Kolkata Knight Riders.`],
      [['--file', IPL_FINAL_FILE, '--match', '99999999', ...login()], `There is no match 99999999 at ${server.url}.`],
      [['--file', IPL_FINAL_FILE, '--match', '1', '--url', 'http://127.0.0.1:9'], 'No Crease server answers at http://127.0.0.1:9.'],
      [['--file', IPL_FINAL_FILE, '--match', '1', '--url', server.url, '--email', admin.email, '--password', 'wrong-password'], 'Signing in failed: Incorrect e-mail or password.'],
      [['--match', '1'], '--file and --match are required.'],
      [['--file', IPL_FINAL_FILE, '--match', '1', '--speed', 'fast'], '--speed must be deliveries per second, 0 or more (got "fast").'],
    ];
    for (const [args, message] of cases) {
      const { code, output } = await replay(...args);
      expect({ code, message: output.includes(message) }).toEqual({ code: 1, message: true });
    }
  });

  it('explains itself with --help, the demo admin as the default login', async () => {
    const { code, output } = await replay('--help');
    expect(code).toBe(0);
    expect(output).toContain('--email <e-mail>     an admin\'s sign-in (default the demo admin, admin@crease.demo)');
  });
});
