import { describe, expect, it } from 'vitest';
import type { PlayerRole } from './catalogue.ts';
import { creditsUsed, describeTeamProblems, isValidTeam, suggestTeam, summarizeTeam, teamName, teamProblems, type SquadPlayer, type TeamPick } from './team-rules.ts';

// Two squads of 12: per side 2 keepers, 4 batsmen, 2 all-rounders, 4 bowlers; credits 8 unless set.
const ROLES: PlayerRole[] = ['Wicketkeeper', 'Wicketkeeper', 'Batsman', 'Batsman', 'Batsman', 'Batsman', 'Allrounder', 'Allrounder', 'Bowler', 'Bowler', 'Bowler', 'Bowler'];
const squad: SquadPlayer[] = ['India', 'Australia'].flatMap((team, side) =>
  ROLES.map((role, index) => ({ id: side * 100 + index + 1, name: `${team} ${role} ${index + 1}`, team, role, credit: 8 })),
);
const india = (n: number) => n; // ids 1..12
const aus = (n: number) => 100 + n; // ids 101..112

// A valid team: 6 from India, 5 from Australia; 2 WK, 4 BAT, 2 AR, 3 BOWL; 88 credits.
const valid: TeamPick = {
  playerIds: [india(1), india(3), india(4), india(7), india(9), india(10), aus(2), aus(5), aus(6), aus(8), aus(11)],
  captainId: india(3),
  viceCaptainId: aus(8),
};
const rulesOf = (pick: TeamPick, players = squad, complete = true) => teamProblems(pick, players, { complete }).map((problem) => problem.message);
const withIds = (playerIds: number[], rest: Partial<TeamPick> = {}): TeamPick => ({ ...valid, playerIds, ...rest });

describe('a valid team', () => {
  it('breaks no rule', () => {
    expect(teamProblems(valid, squad)).toEqual([]);
    expect(isValidTeam(valid, squad)).toBe(true);
  });

  it('sums its credits, sides and roles', () => {
    const summary = summarizeTeam(valid.playerIds, squad);
    expect(summary.credits).toBe(88);
    expect(Object.fromEntries(summary.bySide)).toEqual({ India: 6, Australia: 5 });
    expect(summary.byRole).toEqual({ Batsman: 4, Bowler: 3, Wicketkeeper: 2, Allrounder: 2 });
  });
});

describe('the credits a team uses', () => {
  it.each<[string, number[], number]>([
    ['no players', [], 0],
    ['whole credits', [8, 9, 10], 27],
    ['halves', [8.5, 9.5, 10.5], 28.5],
    ['eleven players at the limit', [9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 10], 100],
  ])('adds up %s exactly', (_, credits, total) => {
    expect(creditsUsed(credits.map((credit) => ({ credit })))).toBe(total);
  });
});

describe('each rule, at its boundary', () => {
  it.each<[string, TeamPick, string[]]>([
    ['10 players', withIds(valid.playerIds.filter((id) => id !== aus(5))), ['A team has exactly 11 players; this one has 10.']],
    ['12 players', withIds([...valid.playerIds, aus(12)]), ['A team has exactly 11 players; this one has 12.']],
    ['a player twice', withIds([...valid.playerIds.slice(0, 10), india(1)]), [
      'A player can be picked only once: India Wicketkeeper 1 picked twice.',
      'A team has exactly 11 players; this one has 10.',
    ]],
    ['a player of another match', withIds([...valid.playerIds.slice(0, 10), 999]), ["Player 999 is not in this match's squads."]],
    ['no captain', { ...valid, captainId: null }, ['Choose a Captain.']],
    ['no vice-captain', { ...valid, viceCaptainId: undefined }, ['Choose a Vice-Captain.']],
    ['a captain not picked', { ...valid, captainId: aus(12) }, ['The Captain must be one of your players.']],
    ['a vice-captain not picked', { ...valid, viceCaptainId: aus(12) }, ['The Vice-Captain must be one of your players.']],
    ['the same captain and vice-captain', { ...valid, viceCaptainId: valid.captainId }, ['The Captain and the Vice-Captain must be different players.']],
  ])('%s', (_, pick, messages) => {
    expect(rulesOf(pick)).toEqual(messages);
  });

  it('allows 100 credits and refuses 100.5', () => {
    const priced = (credit: number) => squad.map((player) => (player.id === india(1) ? { ...player, credit } : player));
    expect(rulesOf(valid, priced(20))).toEqual([]); // 88 - 8 + 20 = 100
    expect(rulesOf(valid, priced(20.5))).toEqual(['Team uses 100.5 credits; the most is 100.']);
  });

  it('allows 10 players from one side and refuses 11', () => {
    const tenIndia = withIds([india(1), india(3), india(4), india(5), india(7), india(9), india(10), india(11), india(12), india(8), aus(6)], { viceCaptainId: aus(6) });
    expect(rulesOf(tenIndia)).toEqual([]);
    const elevenIndia = withIds([india(1), india(2), india(3), india(4), india(5), india(7), india(8), india(9), india(10), india(11), india(12)], { viceCaptainId: india(9) });
    expect(rulesOf(elevenIndia)).toEqual(['Team has 11 players from India; the most is 10.']);
  });

  it('allows 8 of a role and refuses 9', () => {
    const batsmen = squad.filter((p) => p.role === 'Batsman').map((p) => p.id); // 8
    const eight = withIds([...batsmen, india(1), india(7), india(9)], { captainId: batsmen[0], viceCaptainId: india(9) });
    expect(rulesOf(eight)).toEqual([]);
    const manyBowlers = squad.filter((p) => p.role === 'Bowler').map((p) => p.id); // 8
    const roles = squad.map((p) => (p.id === india(7) ? { ...p, role: 'Bowler' as const } : p));
    const nine = withIds([...manyBowlers, india(7), india(1), india(3)], { captainId: india(1), viceCaptainId: india(3) });
    expect(rulesOf(nine, roles)).toEqual(['Pick at least 1 All-Rounder.', 'Team has 9 Bowlers; the most is 8.']);
  });

  it.each<[PlayerRole, string]>([
    ['Wicketkeeper', 'Pick at least 1 Wicketkeeper.'],
    ['Batsman', 'Pick at least 1 Batsman.'],
    ['Allrounder', 'Pick at least 1 All-Rounder.'],
    ['Bowler', 'Pick at least 1 Bowler.'],
  ])('needs at least 1 %s', (role, message) => {
    const others = squad.filter((p) => p.role !== role && p.team === 'India').map((p) => p.id);
    const fill = squad.filter((p) => p.role !== role && p.team === 'Australia').map((p) => p.id);
    const ids = [...others, ...fill].slice(0, 11);
    expect(rulesOf(withIds(ids, { captainId: ids[0], viceCaptainId: ids[1] }))).toEqual([message]);
  });

  it('names every broken rule at once', () => {
    expect(rulesOf({ playerIds: [india(1), india(1)], captainId: india(1), viceCaptainId: india(1) })).toEqual([
      'A player can be picked only once: India Wicketkeeper 1 picked twice.',
      'A team has exactly 11 players; this one has 1.',
      'The Captain and the Vice-Captain must be different players.',
      'Pick at least 1 Batsman.',
      'Pick at least 1 All-Rounder.',
      'Pick at least 1 Bowler.',
    ]);
  });
});

describe('the answer of the API', () => {
  it('leads each problem about an id with its field, and says the others as they are', () => {
    const pick = { playerIds: [...valid.playerIds.slice(0, 10), 999], captainId: 998, viceCaptainId: 997 };
    expect(describeTeamProblems(teamProblems(pick, squad))).toBe(
      "playerIds: Player 999 is not in this match's squads. captainId: The Captain must be one of your players. viceCaptainId: The Vice-Captain must be one of your players.",
    );
    expect(describeTeamProblems(teamProblems(withIds(valid.playerIds.slice(0, 10)), squad))).toBe('A team has exactly 11 players; this one has 10.');
  });
});

describe('while a team is being picked', () => {
  it('says nothing about what more picks will mend', () => {
    expect(rulesOf({ playerIds: [india(1), india(3)], captainId: null, viceCaptainId: null }, squad, false)).toEqual([]);
  });

  it('says at once what more picks cannot mend: 8 batsmen and 2 keepers leave one slot for two roles', () => {
    const eightBatsmen = squad.filter((p) => p.role === 'Batsman').map((p) => p.id);
    expect(rulesOf({ playerIds: [...eightBatsmen, india(1), india(2)], captainId: null, viceCaptainId: null }, squad, false)).toEqual([
      'Pick at least 1 All-Rounder.',
      'Pick at least 1 Bowler.',
    ]);
  });

  it('flags a captain who is not picked', () => {
    expect(rulesOf({ playerIds: [india(1)], captainId: india(2), viceCaptainId: null }, squad, false)).toEqual(['The Captain must be one of your players.']);
  });
});

describe('a suggested team', () => {
  it('keeps every rule, and another variant picks other players', () => {
    const first = suggestTeam(squad);
    const second = suggestTeam(squad, 5);
    expect(first && teamProblems(first, squad)).toEqual([]);
    expect(second && teamProblems(second, squad)).toEqual([]);
    expect(second!.playerIds).not.toEqual(first!.playerIds);
  });

  it('is null when the squad cannot make a team', () => {
    expect(suggestTeam(squad.filter((player) => player.role !== 'Wicketkeeper'))).toBeNull();
    expect(suggestTeam(squad.slice(0, 10))).toBeNull();
  });
});

describe("a team's name", () => {
  it.each([
    [1, 'T1'],
    [2, 'T2'],
    [20, 'T20'],
  ])('the team made %i-th of a match is %s', (ordinal, name) => {
    expect(teamName(ordinal)).toBe(name);
  });
});
