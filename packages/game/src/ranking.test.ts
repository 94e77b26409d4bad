import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ContestRanking, MatchRanking, type RankedEntry, type RankedTeam } from './ranking.ts';
import { finalTable } from './results.ts';

const MULTIPLIERS = { captain: 2, viceCaptain: 1.5 };

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

function randomTeams(count: number, squad: number, next: () => number): RankedTeam[] {
  return Array.from({ length: count }, (_, index) => {
    const ids = new Set<number>();
    while (ids.size < 11) ids.add(1 + Math.floor(next() * squad));
    const playerIds = [...ids];
    return { teamId: 1_000 + index, playerIds, captainId: playerIds[0]!, viceCaptainId: playerIds[1]! };
  });
}

/** The final table settlement pays by, for the same board: summed and sorted, not counted. */
function naiveTable(teams: RankedTeam[], entries: RankedEntry[], points: Map<number, number>) {
  return finalTable({ teams, entries, points, multipliers: MULTIPLIERS }).map((standing) => ({ entryId: standing.entryId, points: standing.score / 2, rank: standing.rank }));
}

function tableOf(ranking: ContestRanking) {
  return ranking.page(ranking.size).map((standing) => ({ entryId: standing.entryId, points: standing.score / 2, rank: standing.rank }));
}

describe('the match ranking', () => {
  it('counts the Captain twice and the Vice-Captain one and a half times', () => {
    const team = { teamId: 7, playerIds: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], captainId: 1, viceCaptainId: 2 };
    const ranking = new MatchRanking([team], MULTIPLIERS);
    ranking.setPlayerPoints([
      [1, 10],
      [2, 7],
      [3, 4],
    ]);
    expect(ranking.pointsOf(0)).toBe(10 * 2 + 7 * 1.5 + 4);
    ranking.setPlayerPoints([[2, 8]]);
    expect(ranking.pointsOf(0)).toBe(20 + 12 + 4);
    // Each player's own points as they stand (a comparison shows them), none for a player no team picked.
    expect([ranking.pointsOfPlayer(1), ranking.pointsOfPlayer(2), ranking.pointsOfPlayer(11), ranking.pointsOfPlayer(99)]).toEqual([10, 8, 0, undefined]);
  });

  it('ignores players no team picked and reports whether anything moved', () => {
    const teams = randomTeams(3, 22, random(1));
    const ranking = new MatchRanking(teams, MULTIPLIERS);
    expect(ranking.setPlayerPoints([[999, 50]])).toBe(false);
    // A picked player's points set to what they already are moves nobody.
    expect(ranking.setPlayerPoints([[teams[0]!.playerIds[0]!, 0]])).toBe(false);
    expect(ranking.setPlayerPoints([[teams[0]!.playerIds[0]!, 4]])).toBe(true);
  });

  it('agrees with summing and sorting after every change of a random match', () => {
    const next = random(42);
    const teams = randomTeams(400, 30, next);
    // Some teams enter twice (two contests of one match share the ranking); some not at all.
    const entries: RankedEntry[] = teams.slice(0, 350).map((team, index) => ({ entryId: 5_000 - index * 3, userId: 1 + (index % 60), teamId: team.teamId }));
    const match = new MatchRanking(teams, MULTIPLIERS);
    const contest = new ContestRanking(match, entries);
    const points = new Map<number, number>();
    for (let delivery = 0; delivery < 120; delivery += 1) {
      const changes: [number, number][] = [];
      for (let k = 0; k < 1 + Math.floor(next() * 3); k += 1) {
        const player = 1 + Math.floor(next() * 30);
        // Points go up and down (a duck, an expensive over), and sometimes below zero.
        const value = (points.get(player) ?? 0) + Math.floor(next() * 40) - 12;
        points.set(player, value);
        changes.push([player, value]);
      }
      match.setPlayerPoints(changes);
      contest.rerank();
      expect(tableOf(contest)).toEqual(naiveTable(teams, entries, points));
    }
  });

  it('pages through the table in order, each entry once, ties listed by entry id', () => {
    const next = random(7);
    const teams = randomTeams(250, 14, next);
    const entries = teams.map((team, index) => ({ entryId: index + 1, userId: index % 9, teamId: team.teamId }));
    const match = new MatchRanking(teams, MULTIPLIERS);
    const contest = new ContestRanking(match, entries);
    match.setPlayerPoints(Array.from({ length: 14 }, (_, index) => [index + 1, Math.floor(next() * 6)] as const));
    contest.rerank();
    const whole = contest.page(1_000);
    const paged = [];
    let after: { score: number; entryId: number } | undefined;
    for (;;) {
      const page = contest.page(17, after);
      if (page.length === 0) break;
      paged.push(...page);
      const last = page.at(-1)!;
      after = { score: last.score, entryId: last.entryId };
    }
    expect(paged.map((standing) => standing.entryId)).toEqual(whole.map((standing) => standing.entryId));
    expect(new Set(paged.map((standing) => standing.entryId)).size).toBe(250);
    expect(contest.top(5)).toEqual(whole.slice(0, 5));
  });

  it('pages a table where every entry ties by entry id, and one where only the last page ties', () => {
    const teams = randomTeams(300, 22, random(11));
    const entries = teams.map((team, index) => ({ entryId: 1_000 - index, userId: 1, teamId: team.teamId }));
    const match = new MatchRanking(teams, MULTIPLIERS);
    const contest = new ContestRanking(match, entries);
    // Everyone has the playing-XI bonus and nothing else yet: one big tie.
    match.setPlayerPoints(Array.from({ length: 22 }, (_, index) => [index + 1, 4] as const));
    contest.rerank();
    const ids = entries.map((entry) => entry.entryId).sort((a, b) => a - b);
    expect(contest.top(10).map((standing) => [standing.entryId, standing.rank])).toEqual(ids.slice(0, 10).map((id) => [id, 1]));
    const second = contest.page(10, { score: contest.top(10).at(-1)!.score, entryId: ids[9]! });
    expect(second.map((standing) => standing.entryId)).toEqual(ids.slice(10, 20));
    // One player scores: the teams holding them move up, the rest still tie below.
    match.setPlayerPoints([[3, 30]]);
    contest.rerank();
    expect(tableOf(contest)).toEqual(naiveTable(teams, entries, new Map([...Array.from({ length: 22 }, (_, index) => [index + 1, 4] as [number, number]), [3, 30]])));
  });

  it('gives a user their own entries with their ranks, however far down', () => {
    const teams = randomTeams(50, 22, random(3));
    const entries = teams.map((team, index) => ({ entryId: index + 1, userId: index === 49 ? 77 : 1, teamId: team.teamId }));
    const match = new MatchRanking(teams, MULTIPLIERS);
    const contest = new ContestRanking(match, entries);
    match.setPlayerPoints(teams[49]!.playerIds.map((id) => [id, -2] as const));
    contest.rerank();
    const [own] = contest.standingsOf(77);
    expect(own).toMatchObject({ entryId: 50, teamId: teams[49]!.teamId });
    expect(own!.rank).toBe(1 + contest.page(50).filter((standing) => standing.score > own!.score).length);
    expect(contest.standingsOf(12345)).toEqual([]);
  });

  it('agrees with the final table on every random board, after every change (property)', () => {
    const board = fc
      .record({
        squad: fc.integer({ min: 11, max: 26 }),
        teams: fc.integer({ min: 1, max: 40 }),
        seed: fc.integer(),
        captain: fc.constantFrom(2, 3),
        viceCaptain: fc.constantFrom(1.5, 2),
      })
      .chain((shape) =>
        fc.record({
          shape: fc.constant(shape),
          // Each entry names a team (several may share one, as two contests of a match do) and a user.
          entries: fc.array(fc.record({ team: fc.nat({ max: shape.teams - 1 }), user: fc.integer({ min: 1, max: 6 }) }), { maxLength: 60 }),
          changes: fc.array(fc.array(fc.tuple(fc.integer({ min: 1, max: shape.squad + 3 }), fc.integer({ min: -20, max: 120 })), { minLength: 1, maxLength: 4 }), {
            maxLength: 25,
          }),
        }),
      );
    fc.assert(
      fc.property(board, ({ shape, entries: picks, changes }) => {
        const teams = randomTeams(shape.teams, shape.squad, random(shape.seed));
        const multipliers = { captain: shape.captain, viceCaptain: shape.viceCaptain };
        // Entry ids in no particular order, as joins across contests interleave.
        const entries = picks.map((pick, index) => ({ entryId: 1 + ((index * 7919) % 10_007), userId: pick.user, teamId: teams[pick.team]!.teamId }));
        const match = new MatchRanking(teams, multipliers);
        const contest = new ContestRanking(match, entries);
        const points = new Map<number, number>();
        const live = () => contest.page(contest.size).map(({ entryId, userId, teamId, rank, score }) => ({ entryId, userId, teamId, rank, score }));
        expect(live()).toEqual(finalTable({ teams, entries, points, multipliers }));
        for (const change of changes) {
          for (const [player, value] of change) points.set(player, value);
          match.setPlayerPoints(change);
          contest.rerank();
          expect(live()).toEqual(finalTable({ teams, entries, points, multipliers }));
        }
      }),
      { numRuns: 300 },
    );
  });
});
