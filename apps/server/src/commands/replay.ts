/**
 * Plays a real match into a running server, ball by ball, through the public admin API, so
 * anyone can watch a match go live:
 *   npm run replay -- --file apps/server/cricsheet/1426312.json --match 7 [--speed 1]
 * See --help. It speaks HTTP only: the server may run anywhere, on either database.
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import {
  feedDeliveries,
  positionKey,
  type CricsheetInnings,
  type DeliveryBatchView,
  type InningsScoreView,
  type MatchScorecardView,
  type MatchView,
  type PositionedDelivery,
} from '@crease/game';
import { DEMO_ADMIN } from '../seed/demo-accounts.ts';

const USAGE = `Plays a Cricsheet match file into a running Crease server, ball by ball, through its admin API.

Usage: npm run replay -- --file <cricsheet match .json> --match <match id> [options]

  --file <path>        the Cricsheet match file (JSON) the match was imported from
  --match <id>         the match to play it into: its sides must be the file's
  --speed <n>          deliveries per second (default 1; 0 = as fast as the server takes them)
  --url <url>          the server (default http://localhost:8080)
  --email <e-mail>     an admin's sign-in (default the demo admin, ${DEMO_ADMIN.email})
  --password <secret>  that admin's password (default the demo admin's, ${DEMO_ADMIN.password})
  --no-complete        leave the match live after the last delivery (default: complete it,
                       which ranks its contests and pays the prizes)
  -h, --help           this text

A scheduled match is started first. Deliveries the server already has are skipped, so a replay
that was stopped carries on where it left off. Players are matched by name, as the import named
them (the file's names).`;

/** Something the person running the command can fix, said in a sentence. */
class ReplayError extends Error {}

interface Options {
  file: string;
  matchId: number;
  speed: number;
  url: string;
  email: string;
  password: string;
  complete: boolean;
}

function readOptions(argv: string[]): Options | undefined {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        file: { type: 'string' },
        match: { type: 'string' },
        speed: { type: 'string', default: '1' },
        url: { type: 'string', default: 'http://localhost:8080' },
        email: { type: 'string', default: DEMO_ADMIN.email },
        password: { type: 'string', default: DEMO_ADMIN.password },
        'no-complete': { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }));
  } catch (error) {
    throw new ReplayError(`${(error as Error).message}\n\n${USAGE}`);
  }
  if (values.help) return undefined;
  if (!values.file || !values.match) throw new ReplayError(`--file and --match are required.\n\n${USAGE}`);
  const matchId = Number(values.match);
  if (!Number.isInteger(matchId) || matchId < 1) throw new ReplayError(`--match must be a match id, a whole number (got "${values.match}").`);
  const speed = Number(values.speed);
  if (!Number.isFinite(speed) || speed < 0) throw new ReplayError(`--speed must be deliveries per second, 0 or more (got "${values.speed}").`);
  return {
    file: values.file,
    matchId,
    speed,
    url: values.url.replace(/\/+$/, ''),
    email: values.email,
    password: values.password,
    complete: !values['no-complete'],
  };
}

/** The file's sides and deliveries, as the admin feed sends them. */
function readMatchFile(file: string): { teams: string[]; deliveries: PositionedDelivery[] } {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new ReplayError(code === 'ENOENT' ? `There is no file ${file}.` : `Could not read ${file}: ${(error as Error).message}`);
  }
  let parsed: { info?: { teams?: unknown }; innings?: unknown };
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ReplayError(`${file} is not JSON: a Cricsheet match file is.`);
  }
  const teams = parsed.info?.teams;
  if (!Array.isArray(teams) || teams.length !== 2 || !Array.isArray(parsed.innings)) {
    throw new ReplayError(`${file} is not a Cricsheet match file (it needs info.teams and innings).`);
  }
  return { teams: teams.map(String), deliveries: feedDeliveries(parsed.innings as CricsheetInnings[]) };
}

/** The admin API of one server, signed in. */
class Server {
  private token = '';

  constructor(private readonly url: string) {}

  async signIn(email: string, password: string): Promise<void> {
    const response = await this.call<{ token: string }>('POST', '/api/auth/login', { email, password });
    this.token = response.token;
  }

  async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${this.url}${path}`, {
        method,
        headers: { 'Content-Type': 'application/json', ...(this.token ? { Authorization: `Bearer ${this.token}` } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch {
      throw new ReplayError(`No Crease server answers at ${this.url}. Start one (npm start), or point --url at it.`);
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON: keep the text for the message below.
    }
    if (!response.ok) {
      const message = (parsed as { message?: string } | null)?.message ?? `HTTP ${response.status}`;
      throw new ReplayError(path === '/api/auth/login' ? `Signing in failed: ${message}` : `${method} ${path}: ${message}`);
    }
    return parsed as T;
  }
}

const describeInnings = (innings: InningsScoreView) =>
  `${innings.team} ${innings.runs}/${innings.wickets} (${innings.overs} overs)${innings.superOver ? ', super over' : ''}`;

async function replay(options: Options): Promise<void> {
  const { teams, deliveries } = readMatchFile(options.file);
  const server = new Server(options.url);
  await server.signIn(options.email, options.password);

  let match = await server.call<MatchView>('GET', `/api/matches/${options.matchId}`).catch((error: Error) => {
    throw new ReplayError(error.message.includes('was not found') ? `There is no match ${options.matchId} at ${options.url}.` : error.message);
  });
  const sides = [match.teamA, match.teamB];
  if (!teams.every((team) => sides.includes(team))) {
    throw new ReplayError(
      `Match ${match.id} is ${match.teamA} vs ${match.teamB}, but ${options.file} is ${teams.join(' v ')}. Import the file as a match first (npm run import-match, or Create Match in the admin console) and replay into that one.`,
    );
  }
  if (match.state === 'COMPLETED' || match.state === 'ABANDONED') throw new ReplayError(`Match ${match.id} is ${match.state}; there is nothing left to play.`);
  if (match.state === 'SCHEDULED') {
    match = await server.call<MatchView>('POST', `/api/matches/${match.id}/start`);
    console.log(`Started match ${match.id}: ${match.teamA} vs ${match.teamB}.`);
  }

  const { lastBall } = await server.call<MatchScorecardView>('GET', `/api/matches/${match.id}/scorecard`);
  const from = lastBall ? positionKey(lastBall) : 0;
  const remaining = deliveries.filter((delivery) => positionKey(delivery) > from);
  if (remaining.length < deliveries.length) console.log(`The server has ${deliveries.length - remaining.length} deliveries already: carrying on from there.`);
  console.log(`Playing ${remaining.length} deliveries into match ${match.id} at ${options.speed === 0 ? 'full speed' : `${options.speed} a second`}.`);

  const started = Date.now();
  for (const [index, delivery] of remaining.entries()) {
    if (options.speed > 0) {
      const due = started + (index * 1000) / options.speed;
      if (due > Date.now()) await new Promise((resolve) => setTimeout(resolve, due - Date.now()));
    }
    const { score } = await server.call<DeliveryBatchView>('POST', `/api/admin/matches/${match.id}/deliveries`, { deliveries: [delivery] });
    const next = remaining[index + 1];
    const overEnds = !next || next.innings !== delivery.innings || next.over !== delivery.over;
    const innings = score.innings.find((one) => one.number === delivery.innings);
    if (overEnds && innings) console.log(`Innings ${delivery.innings}, over ${delivery.over + 1}: ${describeInnings(innings)}`);
  }

  if (options.complete) {
    await server.call<MatchView>('POST', `/api/matches/${match.id}/complete`);
    console.log(`Match ${match.id} completed: its contests are being ranked and their prizes paid.`);
  } else {
    console.log(`Match ${match.id} is still live (--no-complete).`);
  }
}

async function run(): Promise<void> {
  const options = readOptions(process.argv.slice(2));
  if (!options) {
    console.log(USAGE);
    return;
  }
  await replay(options);
}

run().catch((error: Error) => {
  console.error(error instanceof ReplayError ? error.message : error);
  process.exit(1);
});
