import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITE_CODE_ALPHABET, suggestTeam, type SquadPlayer } from '@crease/game';
import { createAdmin, createContest, createTeam, createUser, importMatch, type TestAccount } from '../../test/factories.ts';
import { startTestServer, type ApiResponse, type TestServer } from '../../test/test-server.ts';

let server: TestServer;
let squad: SquadPlayer[];
let publicContestId: number;
let privateContest: { id: number; inviteCode: string };
let leagueCode: string;

beforeAll(async () => {
  server = await startTestServer();
  const admin = await createAdmin(server);
  const imported = await importMatch(server, admin);
  squad = imported.players;
  publicContestId = (await createContest(server, admin, imported.match.id, { name: 'Open League', entryFee: 0, prizePool: 0 })).id;
  const maker = await createUser(server, { name: 'Meena Iyer' });
  const team = await createTeam(server, maker, publicContestId, squad);
  const made = await server.api.post(
    '/api/contests/private',
    { matchId: imported.match.id, name: 'Office Friends', spots: 100, entryFee: 0, prizeTemplate: 'TOP_3', teamId: team.id },
    { token: maker.token },
  );
  privateContest = made.body;
  const competition = (await server.api.get(`/api/matches/${imported.match.id}`)).body.competition;
  leagueCode = (await server.api.post('/api/leagues', { name: 'Office League', competition }, { token: maker.token })).body.inviteCode;
});
afterAll(() => server?.close());

let codes = 0;
/** A code of the right shape that opens nothing, different each time. */
function wrongCode(): string {
  codes += 1;
  let n = codes;
  let code = '';
  for (let i = 0; i < 8; i++) {
    code += INVITE_CODE_ALPHABET[n % INVITE_CODE_ALPHABET.length];
    n = Math.floor(n / INVITE_CODE_ALPHABET.length);
  }
  return code === privateContest.inviteCode || code === leagueCode ? wrongCode() : code;
}

interface CodeRoute {
  name: string;
  /** Sends `code` as a player would on this route. */
  send(player: TestAccount, code: string, teamId: number): Promise<ApiResponse>;
  /** The right code for it. */
  right(): string;
  /** What a wrong code is answered (the answer for something that does not exist), and a right one. */
  wrong: { status: number; message: string };
  opened: number;
}

const ROUTES: CodeRoute[] = [
  {
    name: 'POST /api/join-contest',
    send: (player, inviteCode, teamId) => server.api.post('/api/join-contest', { contestId: privateContest.id, teamId, inviteCode }, { token: player.token }),
    right: () => privateContest.inviteCode,
    wrong: { status: 400, message: 'contestId: there is no contest {id}.' },
    opened: 201,
  },
  {
    name: 'GET /api/contests/invite/{code}',
    send: (player, code) => server.api.get(`/api/contests/invite/${code}`, { token: player.token }),
    right: () => privateContest.inviteCode,
    wrong: { status: 404, message: 'No private contest has that code. Check it with the friend who sent it.' },
    opened: 200,
  },
  {
    name: 'POST /api/leagues/join',
    send: (player, code) => server.api.post('/api/leagues/join', { code }, { token: player.token }),
    right: () => leagueCode,
    wrong: { status: 404, message: 'No league has that code. Check it with the friend who sent it.' },
    opened: 200,
  },
  {
    name: 'GET /api/contests/{id}?inviteCode=',
    send: (player, code) => server.api.get(`/api/contests/${privateContest.id}?inviteCode=${code}`, { token: player.token }),
    right: () => privateContest.inviteCode,
    wrong: { status: 404, message: 'Contest {id} was not found.' },
    opened: 200,
  },
  {
    name: 'GET /api/players/contest/{id}?inviteCode=',
    send: (player, code) => server.api.get(`/api/players/contest/${privateContest.id}?inviteCode=${code}`, { token: player.token }),
    right: () => privateContest.inviteCode,
    wrong: { status: 404, message: 'Contest {id} was not found.' },
    opened: 200,
  },
  {
    name: 'POST /api/user-teams with inviteCode',
    send: (player, inviteCode) => server.api.post('/api/user-teams', { contestId: privateContest.id, ...suggestTeam(squad, 3)!, inviteCode }, { token: player.token }),
    right: () => privateContest.inviteCode,
    wrong: { status: 400, message: 'contestId: there is no contest {id}.' },
    opened: 201,
  },
];

const expected = (answer: { status: number; message: string }) => ({ status: answer.status, body: { message: answer.message.replace('{id}', String(privateContest.id)) } });

describe('guessing invite codes is counted first', () => {
  it.each(ROUTES)('$name: 64 wrong codes at once get at most 10 answers that are not 429; a player under the limit opens it with the right code', async (route) => {
    const guesser = await createUser(server, { name: 'Guesser' });
    const team = await createTeam(server, guesser, publicContestId, squad, 1);
    const answers = await Promise.all(Array.from({ length: 64 }, () => route.send(guesser, wrongCode(), team.id)));
    const answered = answers.filter((answer) => answer.status !== 429);
    expect(answered).toHaveLength(10);
    for (const answer of answered) expect(answer).toMatchObject(expected(route.wrong));
    expect(answers.find((answer) => answer.status === 429)!.body.message).toMatch(/^Too many wrong invite codes\. Wait 15 minutes and check the code with the friend who sent it\.$/);
    // Past the limit the right code is refused too, so the 429 says nothing about a code.
    expect((await route.send(guesser, route.right(), team.id)).status).toBe(429);

    const friend = await createUser(server, { name: 'Friend' });
    const friendsTeam = await createTeam(server, friend, publicContestId, squad, 2);
    for (let i = 0; i < 9; i++) expect(await route.send(friend, wrongCode(), friendsTeam.id)).toMatchObject(expected(route.wrong));
    expect((await route.send(friend, route.right(), friendsTeam.id)).status).toBe(route.opened);
  });

  it('gives back the try of a right code: a friend\'s link read many times does not lock a player out', async () => {
    const friend = await createUser(server, { name: 'Friend' });
    for (let i = 0; i < 15; i++) expect((await server.api.get(`/api/contests/invite/${privateContest.inviteCode}`, { token: friend.token })).status).toBe(200);
    // Ten wrong ones are still allowed after it, and no more.
    for (let i = 0; i < 10; i++) expect((await server.api.get(`/api/contests/invite/${wrongCode()}`, { token: friend.token })).status).toBe(404);
    expect((await server.api.get(`/api/contests/invite/${privateContest.inviteCode}`, { token: friend.token })).status).toBe(429);
  });

  it('counts a code sent with an id no contest has, so a private contest and no contest answer alike after ten', async () => {
    const prober = await createUser(server, { name: 'Prober' });
    const unknownId = privateContest.id + 100_000;
    for (let i = 0; i < 10; i++) expect((await server.api.get(`/api/contests/${unknownId}?inviteCode=${wrongCode()}`, { token: prober.token })).status).toBe(404);
    expect((await server.api.get(`/api/contests/${unknownId}?inviteCode=${wrongCode()}`, { token: prober.token })).status).toBe(429);
    expect((await server.api.get(`/api/contests/${privateContest.id}?inviteCode=${wrongCode()}`, { token: prober.token })).status).toBe(429);
  });
});
