import type { LeaderboardRowView } from '@crease/game';
import { describe, expect, it } from 'vitest';
import { createAdmin, createContest, createTeam, createUser, importMatch } from '../factories.ts';
import { connectStomp } from '../stomp-client.ts';
import { startTestServer } from '../test-server.ts';

// Runs only when REDIS_URL is set (see vitest.config.ts): the second CI run.
describe("an entry's team swapped on one server process", () => {
  it("is pushed to the contest's subscribers on another (the event bus), with no wait", async () => {
    const prefix = `crease-test-shared-${Date.now()}-swap:`;
    const env = { JWT_SECRET: 'one-deployment-one-secret-for-every-process' };
    const one = await startTestServer({ env, redisKeyPrefix: prefix });
    const two = await startTestServer({ env, redisKeyPrefix: prefix, database: one.database });
    try {
      const admin = await createAdmin(one);
      const { match, players } = await importMatch(one, admin);
      const contest = await createContest(one, admin, match.id, { entryFee: 0, prizePool: 0 });
      const user = await createUser(one);
      const first = await createTeam(one, user, contest.id, players, 1);
      const second = await createTeam(one, user, contest.id, players, 2);
      const entryId = (await one.api.post('/api/join-contest', { contestId: contest.id, teamId: first.id }, { token: user.token })).body.entryId as number;

      const topic = `/topic/contests/${contest.id}/leaderboard`;
      const stomp = await connectStomp(two.url, user.token);
      await stomp.subscribe(topic);
      const [frame] = (await stomp.waitFor(topic, 1)) as LeaderboardRowView[][];
      expect(frame!.map((row) => row.teamId)).toEqual([first.id]);

      expect((await one.api.put(`/api/join-contest/${entryId}`, { teamId: second.id }, { token: user.token })).status).toBe(200);
      const seen = (await stomp.waitUntil(topic, (list) => (list.at(-1) as LeaderboardRowView[])[0]?.teamId === second.id)) as LeaderboardRowView[][];
      expect(seen.at(-1)!.map((row) => [row.entryId, row.teamId])).toEqual([[entryId, second.id]]);
      await stomp.close();
    } finally {
      await two.close();
      await one.close();
    }
  });
});
