import { describe, expect, it } from 'vitest';
import type { LeaderboardRowView, MatchScorecardView, PlayerView } from '@crease/game';
import { createAdmin, createContest, createTeam, createUser, importMatch } from '../factories.ts';
import { IPL_FINAL_DELIVERIES, postDeliveries } from '../live-scoring.ts';
import { connectStomp } from '../stomp-client.ts';
import { startTestServer } from '../test-server.ts';

// Runs only when REDIS_URL is set (see vitest.config.ts): two processes of one deployment.
describe('live scoring across server processes (Redis pub/sub)', () => {
  it("moves another process's leaderboard and scorecard, and a process that missed a change catches up", async () => {
    const prefix = `crease-test-scoring-${Date.now()}:`;
    const env = { JWT_SECRET: 'one-deployment-one-secret-for-every-process' };
    const one = await startTestServer({ env, redisKeyPrefix: prefix });
    const two = await startTestServer({ env, redisKeyPrefix: prefix, database: one.database });
    try {
      const admin = await createAdmin(one);
      const { match, players } = await importMatch(one, admin);
      for (const player of players) await one.app.services.players.setPlaying(player.id, true);
      const squad: PlayerView[] = (await one.api.get(`/api/players?matchId=${match.id}`)).body;
      const contest = await createContest(one, admin, match.id, { name: 'Shared League', entryFee: 0, prizePool: 0, spots: null });
      const users = [await createUser(one), await createUser(one)];
      for (const [index, user] of users.entries()) {
        const team = await createTeam(one, user, contest.id, squad, index * 4);
        await one.api.post('/api/join-contest', { contestId: contest.id, teamId: team.id }, { token: user.token });
      }
      await one.api.post(`/api/matches/${match.id}/start`, undefined, { token: admin.token });

      // Subscribed on the second process; the deliveries are posted to the first.
      const stomp = await connectStomp(two.url, users[0]!.token);
      const table = `/topic/contests/${contest.id}/leaderboard`;
      const card = `/topic/matches/${match.id}/scorecard`;
      await stomp.subscribe(table);
      await stomp.subscribe(card);
      const [before] = (await stomp.waitFor(table, 1)) as LeaderboardRowView[][];
      await postDeliveries(one, admin, match.id, IPL_FINAL_DELIVERIES.slice(0, 24));
      const moved = (await stomp.waitUntil(table, (frames) => (frames.at(-1) as LeaderboardRowView[]).some((row, at) => row.totalPoints !== before![at]!.totalPoints))) as LeaderboardRowView[][];
      const last = IPL_FINAL_DELIVERIES[23]!;
      const scored = (await stomp.waitUntil(card, (frames) => {
        const ball = (frames.at(-1) as MatchScorecardView).lastBall;
        return ball?.over === last.over && ball.ball === last.ball;
      })) as MatchScorecardView[];
      expect(scored.at(-1)!.innings).toEqual((await one.api.get(`/api/matches/${match.id}/scorecard`)).body.innings);

      // Both processes answer the same table, and the second takes deliveries after the first.
      const fromOne = (await one.api.get(`/api/contests/${contest.id}/leaderboard`, { token: users[1]!.token })).body as LeaderboardRowView[];
      const fromTwo = (await two.api.get(`/api/contests/${contest.id}/leaderboard`, { token: users[1]!.token })).body as LeaderboardRowView[];
      expect(fromTwo).toEqual(fromOne);
      expect(moved.at(-1)!.map((row) => row.totalPoints)).toEqual(fromOne.map((row) => row.totalPoints));
      const next = await postDeliveries(two, admin, match.id, IPL_FINAL_DELIVERIES.slice(24, 30));
      expect(next.body).toMatchObject({ stored: 6, unchanged: 0 });
      expect((await one.api.get(`/api/matches/${match.id}/scorecard`)).body.innings).toEqual(next.body.score.innings);
      await stomp.close();
    } finally {
      await two.close();
      await one.close();
    }
  });
});
