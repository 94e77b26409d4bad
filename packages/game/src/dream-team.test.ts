import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PLAYER_ROLES, type PlayerRole } from './catalogue.ts';
import { dreamTeam, type ScoredSquadPlayer } from './dream-team.ts';
import { teamProblems } from './team-rules.ts';

const weights = { captain: 2, viceCaptain: 1.5 };

/** Every valid team of a small squad, weighed: the answer the optimiser must reach. */
function bruteForceBest(squad: readonly ScoredSquadPlayer[]): number | null {
  let best: number | null = null;
  const picked: ScoredSquadPlayer[] = [];
  const walk = (from: number) => {
    if (picked.length === 11) {
      if (teamProblems({ playerIds: picked.map((p) => p.id), captainId: picked[0]!.id, viceCaptainId: picked[1]!.id }, squad).some((p) => p.rule !== 'CAPTAIN' && p.rule !== 'VICE_CAPTAIN' && p.rule !== 'SAME_CAPTAIN')) return;
      const sorted = picked.map((p) => p.points).sort((a, b) => b - a);
      const value = sorted.reduce((sum, points) => sum + points, 0) + sorted[0]! * (weights.captain - 1) + sorted[1]! * (weights.viceCaptain - 1);
      if (best === null || value > best) best = value;
      return;
    }
    for (let i = from; i < squad.length; i += 1) {
      picked.push(squad[i]!);
      walk(i + 1);
      picked.pop();
    }
  };
  walk(0);
  return best;
}

const player = (id: number, team: string, role: PlayerRole, credit: number, points: number): ScoredSquadPlayer => ({ id, name: `P${id}`, team, role, credit, points });

/** Squads of 11 to 15 players over two sides, credits 4-12 in halves, points in halves from -5 to 150. */
const squads = fc
  .array(
    fc.record({
      side: fc.constantFrom('A', 'B'),
      role: fc.constantFrom(...PLAYER_ROLES),
      halves: fc.integer({ min: 8, max: 24 }),
      points: fc.integer({ min: -10, max: 300 }).map((halves) => halves / 2),
    }),
    { minLength: 11, maxLength: 15 },
  )
  .map((rows) => rows.map((row, index) => player(index + 1, row.side, row.role, row.halves / 2, row.points)));

describe('the Dream Team', () => {
  it('picks the best eleven the rules allow, the best player Captain and the second Vice-Captain', () => {
    const squad = [
      player(1, 'A', 'Wicketkeeper', 9, 40),
      player(2, 'A', 'Batsman', 10, 120),
      player(3, 'A', 'Batsman', 8, 30),
      player(4, 'A', 'Allrounder', 9, 70),
      player(5, 'A', 'Bowler', 8, 55),
      player(6, 'A', 'Bowler', 8, 10),
      player(7, 'B', 'Wicketkeeper', 8.5, 12),
      player(8, 'B', 'Batsman', 9.5, 90),
      player(9, 'B', 'Batsman', 7, 4),
      player(10, 'B', 'Allrounder', 8, 33),
      player(11, 'B', 'Bowler', 9, 61),
      player(12, 'B', 'Bowler', 7.5, -2),
    ];
    const team = dreamTeam(squad)!;
    expect(team.captainId).toBe(2);
    expect(team.viceCaptainId).toBe(8);
    expect(team.playerIds).not.toContain(12);
    // 525 for the eleven, 120 more for the Captain, 45 more for the Vice-Captain.
    expect(team.totalPoints).toBe(525 + 120 + 45);
  });

  it('leaves out a star the credits cannot pay for when the rest make more', () => {
    const squad = [
      player(1, 'A', 'Wicketkeeper', 12, 100),
      player(2, 'A', 'Batsman', 12, 100),
      player(3, 'A', 'Allrounder', 12, 100),
      player(4, 'A', 'Bowler', 12, 100),
      player(5, 'A', 'Batsman', 12, 100),
      player(6, 'A', 'Bowler', 12, 100),
      player(7, 'B', 'Wicketkeeper', 12, 100),
      player(8, 'B', 'Batsman', 12, 100),
      player(9, 'B', 'Allrounder', 4, 1),
      player(10, 'B', 'Bowler', 4, 1),
      player(11, 'B', 'Batsman', 4, 1),
      player(12, 'B', 'Bowler', 4, 1),
    ];
    const team = dreamTeam(squad)!;
    expect(teamProblems(team, squad)).toEqual([]);
    // 100 credits buy at most seven 12-credit players beside four 4-credit ones (7 x 12 + 4 x 4 = 100).
    expect(team.playerIds.filter((id) => id <= 8)).toHaveLength(7);
  });

  it('is null for a squad that cannot make a team', () => {
    expect(dreamTeam([player(1, 'A', 'Batsman', 8, 10)])).toBeNull();
    const noKeeper = Array.from({ length: 12 }, (_, index) => player(index + 1, index % 2 ? 'A' : 'B', 'Batsman', 8, index));
    expect(dreamTeam(noKeeper)).toBeNull();
  });

  it('matches the best of every valid team on random small squads, and passes the team rules', () => {
    fc.assert(
      fc.property(squads, (squad) => {
        const best = bruteForceBest(squad);
        const team = dreamTeam(squad, weights);
        if (best === null) return team === null;
        expect(team).not.toBeNull();
        expect(teamProblems(team!, squad)).toEqual([]);
        expect(team!.totalPoints).toBe(best);
        const points = new Map(squad.map((p) => [p.id, p.points]));
        const sum = team!.playerIds.reduce((total, id) => total + points.get(id)!, 0);
        expect(sum + points.get(team!.captainId)! + points.get(team!.viceCaptainId)! * 0.5).toBe(team!.totalPoints);
        return true;
      }),
      { numRuns: 150 },
    );
  });

  it('weighs the Captain and Vice-Captain as the format says', () => {
    const squad = Array.from({ length: 11 }, (_, index) => player(index + 1, index < 6 ? 'A' : 'B', PLAYER_ROLES[index % 4]!, 8, index * 10));
    const team = dreamTeam(squad, { captain: 3, viceCaptain: 2 })!;
    expect(team.captainId).toBe(11);
    expect(team.viceCaptainId).toBe(10);
    expect(team.totalPoints).toBe(550 + 100 * 2 + 90);
  });

  it('finds the best team of a full squad of 30 at once', () => {
    const squad = Array.from({ length: 30 }, (_, index) =>
      player(index + 1, index % 2 ? 'A' : 'B', PLAYER_ROLES[index % 4]!, 7 + (index % 5), (index * 37) % 101),
    );
    const team = dreamTeam(squad)!;
    expect(teamProblems(team, squad)).toEqual([]);
    expect(team.totalPoints).toBeGreaterThan(0);
  });
});
