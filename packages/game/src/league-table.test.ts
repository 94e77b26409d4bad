import { describe, expect, it } from 'vitest';
import { leagueTable, teamPoints, type LeagueTeam } from './league-table.ts';

const WEIGHTS = { captain: 2, viceCaptain: 1.5 };
const POINTS = new Map([
  [1, 50],
  [2, 20],
  [3, 10],
  [4, 0],
]);
const points = (id: number) => POINTS.get(id) ?? 0;
const team = (userId: number, matchId: number, playerIds: number[], captainId: number, viceCaptainId: number): LeagueTeam => ({ userId, matchId, playerIds, captainId, viceCaptainId });

describe('a team\'s points', () => {
  it('doubles the Captain and adds half again for the Vice-Captain', () => {
    // 50 x 2 + 20 x 1.5 + 10 + 0
    expect(teamPoints(team(1, 1, [1, 2, 3, 4], 1, 2), points, WEIGHTS)).toBe(140);
    expect(teamPoints(team(1, 1, [1, 2, 3, 4], 3, 4), points, WEIGHTS)).toBe(90);
  });
});

describe('a league\'s table', () => {
  const members = [
    { userId: 1, username: 'Asha' },
    { userId: 2, username: 'Bala' },
    { userId: 3, username: 'Chitra' },
    { userId: 4, username: 'Dev' },
  ];

  it('adds each member\'s best team per match, 0 for a match without a team, best first with competition ranks', () => {
    const teams = [
      team(1, 10, [1, 2], 1, 2), // 130
      team(1, 10, [3, 4], 3, 4), // 20: the best one counts, not both
      team(1, 11, [3], 3, 4), // 20
      team(2, 10, [2, 3], 2, 3), // 55
      team(2, 11, [1, 3], 1, 3), // 115
      team(3, 11, [1, 2], 1, 2), // 130
      team(4, 12, [1], 1, 2), // a match outside the league's: not counted
    ];
    const table = leagueTable(members, [10, 11], teams, points, () => WEIGHTS);
    expect(table.map((row) => [row.rank, row.username, row.totalPoints, row.perMatch.map((match) => match.points)])).toEqual([
      [1, 'Bala', 170, [55, 115]],
      [2, 'Asha', 150, [130, 20]],
      [3, 'Chitra', 130, [0, 130]],
      [4, 'Dev', 0, [0, 0]],
    ]);
  });

  it('ranks ties alike (1, 2, 2, 4), ordered by name, and has every member before the first match', () => {
    const teams = [team(1, 10, [1], 1, 2), team(2, 10, [2], 3, 2), team(3, 10, [2], 3, 2), team(4, 10, [4], 4, 3)];
    // Asha 100; Bala and Chitra 30 each; Dev 0.
    expect(leagueTable(members, [10], teams, points, () => WEIGHTS).map((row) => [row.rank, row.username, row.totalPoints])).toEqual([
      [1, 'Asha', 100],
      [2, 'Bala', 30],
      [2, 'Chitra', 30],
      [4, 'Dev', 0],
    ]);
    expect(leagueTable(members, [], [], points, () => WEIGHTS).map((row) => [row.rank, row.totalPoints, row.perMatch])).toEqual([
      [1, 0, []],
      [1, 0, []],
      [1, 0, []],
      [1, 0, []],
    ]);
  });
});
