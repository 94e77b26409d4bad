// The engine on made-up deliveries: what it refuses and how it says so, maidens kept over by
// over, wickets off wides and no-balls, two wickets on one ball, and the live score.

import { describe, expect, it } from 'vitest';
import type { MatchType } from '../points-system.ts';
import type { PositionedDelivery } from './deliveries.ts';
import { MatchScoring, ScoringInputError, type RosterPlayer } from './match-scoring.ts';

const roster: RosterPlayer[] = [
  { name: 'Ajay', team: 'Avengers', role: 'Batsman', playing: true },
  { name: 'Arun', team: 'Avengers', role: 'Batsman', playing: true },
  { name: 'Anil', team: 'Avengers', role: 'Wicketkeeper', playing: true },
  { name: 'Amit', team: 'Avengers', role: 'Bowler', playing: false },
  { name: 'Bala', team: 'Blasters', role: 'Bowler', playing: true },
  { name: 'Bhim', team: 'Blasters', role: 'Wicketkeeper', playing: true },
  { name: 'Bose', team: 'Blasters', role: 'Allrounder', playing: true },
];

type Patch = Partial<Omit<PositionedDelivery, 'runs'>> & { runs?: Partial<PositionedDelivery['runs']> };

/** A delivery of the Avengers' innings 1, Ajay facing Bala with Arun at the other end; extras add up. */
function ball(over: number, position: number, patch: Patch = {}): PositionedDelivery {
  const extras = patch.extras;
  const extraRuns = Object.values(extras ?? {}).reduce((sum, runs) => sum + (runs ?? 0), 0);
  const batter = patch.runs?.batter ?? 0;
  return {
    innings: 1,
    over,
    ball: position,
    superOver: false,
    batter: 'Ajay',
    non_striker: 'Arun',
    bowler: 'Bala',
    ...patch,
    runs: { batter, extras: extraRuns, total: batter + extraRuns, ...patch.runs },
  };
}

const match = (format: MatchType = 'T20') => new MatchScoring({ format, roster });
const lineOf = (scoring: MatchScoring, player: string, innings = 1) => scoring.statLinesOf(player).find((entry) => entry.innings === innings)!.line;

describe('the roster', () => {
  it('refuses a player listed twice, and anything but two sides', () => {
    expect(() => new MatchScoring({ format: 'T20', roster: [...roster, roster[0]!] })).toThrow('The roster lists Ajay twice.');
    expect(() => new MatchScoring({ format: 'T20', roster: roster.slice(0, 4) })).toThrow('The roster must hold two sides; it holds 1.');
  });

  it('gives the announced XI their +4 before a ball is bowled', () => {
    const points = Object.fromEntries(match().allPoints().map(({ player, points }) => [player, points.total]));
    expect(points).toEqual({ Ajay: 4, Arun: 4, Anil: 4, Amit: 0, Bala: 4, Bhim: 4, Bose: 4 });
  });
});

describe('what a delivery may not be', () => {
  it.each<[string, Patch, string[]]>([
    ['an unknown batter', { batter: 'Zed' }, ['deliveries[3].batter Zed is not in either squad of this match.']],
    ['an unknown non-striker', { non_striker: 'Zed' }, ['deliveries[3].non_striker Zed is not in either squad of this match.']],
    ['an unknown bowler', { bowler: 'Zed' }, ['deliveries[3].bowler Zed is not in either squad of this match.']],
    [
      'an unknown player out',
      { wickets: [{ player_out: 'Zed', kind: 'bowled' }] },
      ['deliveries[3].wickets[0].player_out Zed is not in either squad of this match.'],
    ],
    [
      'an unknown fielder not marked a substitute',
      { wickets: [{ player_out: 'Ajay', kind: 'caught', fielders: [{ name: 'Zed' }] }] },
      ['deliveries[3].wickets[0].fielders[0].name Zed is not in either squad of this match (mark a substitute fielder substitute: true).'],
    ],
    [
      'a fielder from the batting side',
      { wickets: [{ player_out: 'Ajay', kind: 'run out', fielders: [{ name: 'Bose' }, { name: 'Anil' }] }] },
      ['deliveries[3].wickets[0].fielders[1].name Anil plays for the batting side, Avengers.'],
    ],
    ['a bowler from the batting side', { bowler: 'Amit' }, ['deliveries[3].bowler Amit plays for the batting side, Avengers.']],
    ['batters from both sides', { non_striker: 'Bose' }, ['deliveries[3].non_striker Bose plays for Blasters, but Avengers are batting.']],
    ['one batter at both ends', { non_striker: 'Ajay' }, ['deliveries[3].non_striker must be a different player from the batter.']],
    [
      'a player out who is not at the crease',
      { wickets: [{ player_out: 'Anil', kind: 'lbw' }] },
      ['deliveries[3].wickets[0].player_out must be the batter or the non-striker (Ajay or Arun).'],
    ],
    ['a super over in a Test', { superOver: true, innings: 5 }, ['deliveries[3].superOver cannot be true: a Test has no super overs.']],
  ])('%s', (_, patch, problems) => {
    const format = patch.superOver ? 'TEST' : 'T20';
    expect(match(format).problemsWith(ball(0, 1, patch), 'deliveries[3]')).toEqual(problems);
  });

  it.each<[MatchType, Patch, string]>([
    ['T20', { innings: 3 }, 'innings can be at most 2 in a T20 match, unless it is a super over (superOver: true).'],
    ['ODI', { innings: 3 }, 'innings can be at most 2 in a ODI match, unless it is a super over (superOver: true).'],
    ['TEST', { innings: 5 }, 'innings can be at most 4 in a TEST match, unless it is a super over (superOver: true).'],
    ['T20', { over: 20 }, 'over can be at most 19 in a T20 innings (overs count from 0).'],
    ['ODI', { over: 50 }, 'over can be at most 49 in a ODI innings (overs count from 0).'],
    ['T20', { innings: 2, superOver: true }, 'innings 2 is a main innings; super overs are innings 3 onwards.'],
    ['T20', { innings: 3, superOver: true, over: 1 }, 'over must be 0 in a super over.'],
  ])('%s: %j', (format, patch, problem) => {
    expect(match(format).problemsWith(ball(0, 1, patch))).toEqual([problem]);
  });

  it('accepts a Test over past the 50th, and a super over after the main innings', () => {
    expect(match('TEST').problemsWith(ball(140, 1))).toEqual([]);
    const scoring = match('T20');
    scoring.apply(ball(0, 1));
    scoring.apply(ball(0, 1, { innings: 2, batter: 'Bose', non_striker: 'Bhim', bowler: 'Amit' }));
    expect(scoring.problemsWith(ball(0, 1, { innings: 3, superOver: true }))).toEqual([]);
  });

  it('takes the innings in order: none before the one ahead of it has begun', () => {
    const scoring = match('T20');
    expect(scoring.problemsWith(ball(0, 1, { innings: 2, batter: 'Bose', non_striker: 'Bhim', bowler: 'Amit' }), 'deliveries[0]')).toEqual([
      "deliveries[0].innings 2 cannot begin before innings 1: send innings 1's deliveries first.",
    ]);
    expect(scoring.problemsWith(ball(0, 1, { innings: 3, superOver: true }))).toEqual(["innings 3 cannot begin before innings 2: send innings 2's deliveries first."]);
    scoring.apply(ball(0, 1));
    expect(scoring.problemsWith(ball(0, 1, { innings: 3, superOver: true }))).toEqual(["innings 3 cannot begin before innings 2: send innings 2's deliveries first."]);
    expect(() => MatchScoring.fromDeliveries({ format: 'T20', roster }, [ball(0, 1, { innings: 2 })])).toThrow(ScoringInputError);
  });

  it('refuses a delivery at or before the latest of its innings, and says how to correct one', () => {
    const scoring = match();
    scoring.apply(ball(0, 1));
    scoring.apply(ball(0, 2));
    expect(scoring.follows({ innings: 1, over: 0, ball: 2 })).toBe(false);
    expect(scoring.follows({ innings: 1, over: 0, ball: 3 })).toBe(true);
    expect(scoring.follows({ innings: 2, over: 0, ball: 1 })).toBe(true);
    expect(scoring.problemsWith(ball(0, 2))).toEqual([
      'Innings 1 already has deliveries up to this one (over 0, ball 2); a correction or a missed delivery rebuilds the match from all of its deliveries.',
    ]);
  });

  it('keeps an innings to its batting side and its super-over flag', () => {
    const scoring = match();
    scoring.apply(ball(0, 1));
    expect(scoring.problemsWith(ball(0, 2, { batter: 'Bose', non_striker: 'Bhim', bowler: 'Amit' }))).toEqual([
      'batter Bose plays for Blasters, but Avengers bat in innings 1.',
      'non_striker Bhim plays for Blasters, but Avengers bat in innings 1.',
      'bowler Amit plays for the batting side, Avengers.',
    ]);
    scoring.apply(ball(0, 1, { innings: 2, batter: 'Bose', non_striker: 'Bhim', bowler: 'Amit' }));
    scoring.apply(ball(0, 1, { innings: 3, superOver: true }));
    expect(scoring.problemsWith(ball(0, 2, { innings: 3, superOver: false }))).toContain(
      'innings can be at most 2 in a T20 match, unless it is a super over (superOver: true).',
    );
  });

  it('gives the second innings to the other side, and a Test\'s third to either (the follow-on)', () => {
    for (const format of ['T20', 'TEST'] as const) {
      const scoring = match(format);
      scoring.apply(ball(0, 1));
      expect(scoring.problemsWith(ball(0, 1, { innings: 2 }))).toEqual(['batter Ajay plays for Avengers, who batted innings 1; innings 2 is the other side\'s.']);
      scoring.apply(ball(0, 1, { innings: 2, batter: 'Bose', non_striker: 'Bhim', bowler: 'Amit' }));
      if (format === 'TEST') expect(scoring.problemsWith(ball(0, 1, { innings: 3, batter: 'Bose', non_striker: 'Bhim', bowler: 'Amit' }))).toEqual([]);
    }
  });

  it('refuses a batter who is already out, but not one who retired hurt, who is not out again on return', () => {
    const scoring = match();
    scoring.apply(ball(0, 1, { wickets: [{ player_out: 'Arun', kind: 'retired hurt' }] }));
    expect(scoring.scorecard(1)!.batting.map((row) => row.howOut)).toEqual(['not out', 'retired hurt']);
    expect(scoring.problemsWith(ball(0, 2))).toEqual([]);
    scoring.apply(ball(0, 2, { batter: 'Arun', non_striker: 'Ajay' }));
    expect(scoring.scorecard(1)!.batting.map((row) => [row.howOut, row.line.dismissal])).toEqual([
      ['not out', null],
      ['not out', null],
    ]);
    scoring.apply(ball(0, 3, { wickets: [{ player_out: 'Ajay', kind: 'bowled' }] }));
    expect(scoring.problemsWith(ball(0, 4))).toEqual(['batter Ajay is already out (bowled) in innings 1.']);
  });

  it('throws on a refused delivery and changes nothing', () => {
    const scoring = match();
    scoring.apply(ball(0, 1, { runs: { batter: 4 } }));
    const before = { points: scoring.allPoints(), summaries: scoring.inningsSummaries(), lines: scoring.statLinesOf('Ajay') };
    const refused = ball(0, 2, { runs: { batter: 6 }, bowler: 'Zed' });
    expect(() => scoring.apply(refused)).toThrow(ScoringInputError);
    expect(() => scoring.apply(refused)).toThrow('bowler Zed is not in either squad of this match.');
    expect({ points: scoring.allPoints(), summaries: scoring.inningsSummaries(), lines: scoring.statLinesOf('Ajay') }).toEqual(before);
  });
});

describe('fielders who earn nothing', () => {
  it('accepts a substitute from outside the roster, names him on the card, and credits only the bowler', () => {
    const scoring = match();
    const changes = scoring.apply(ball(0, 1, { wickets: [{ player_out: 'Ajay', kind: 'caught', fielders: [{ name: 'Sub Sam', substitute: true }] }] }));
    // Ajay: out for 0 off 1, a duck (-2). Bala: a wicket (+25).
    expect(changes.map(({ player, points }) => [player, points.total])).toEqual([
      ['Ajay', 2],
      ['Bala', 29],
    ]);
    expect(scoring.scorecard(1)!.batting[0]!.howOut).toBe('c sub (Sub Sam) b Bala');
    expect(scoring.scorecard(1)!.fielding).toEqual([]);
  });

  it('credits a substitute who is in the roster (an impact player coming on) like anyone', () => {
    const scoring = match();
    scoring.apply(ball(0, 1, { wickets: [{ player_out: 'Ajay', kind: 'caught', fielders: [{ name: 'Bhim', substitute: true }] }] }));
    expect(scoring.pointsOf('Bhim').breakdown.catches).toBe(8);
  });

  it('gives a run out with three fielders to the last two, +6 each', () => {
    const scoring = match();
    const fielders = [{ name: 'Bhim' }, { name: 'Bose' }, { name: 'Bala' }];
    scoring.apply(ball(0, 1, { wickets: [{ player_out: 'Arun', kind: 'run out', fielders }] }));
    expect([scoring.pointsOf('Bhim').total, scoring.pointsOf('Bose').total, scoring.pointsOf('Bala').total]).toEqual([4, 10, 10]);
  });
});

describe('wickets on odd deliveries', () => {
  it('stumped off a wide: the bowler has the wicket, the keeper the stumping, and the batter no ball faced', () => {
    const scoring = match();
    scoring.apply(ball(0, 1, { extras: { wides: 1 }, wickets: [{ player_out: 'Ajay', kind: 'stumped', fielders: [{ name: 'Bhim' }] }] }));
    expect(lineOf(scoring, 'Ajay')).toMatchObject({ balls: 0, runs: 0, dismissal: 'stumped' });
    expect(lineOf(scoring, 'Bala')).toMatchObject({ ballsBowled: 0, runsConceded: 1, wides: 1, wickets: { stumped: 1 } });
    expect(scoring.pointsOf('Bhim').breakdown.stumpings).toBe(12);
    expect(scoring.inningsSummaries()[0]).toMatchObject({ runs: 1, wickets: 1, legalBalls: 0, overs: '0', atCrease: ['Arun'] });
  });

  it('run out off a no-ball, of the non-striker before he faced: a duck, and the ball counts as faced by the striker', () => {
    const scoring = match();
    scoring.apply(ball(0, 1, { extras: { noballs: 1 }, runs: { batter: 1 }, wickets: [{ player_out: 'Arun', kind: 'run out', fielders: [{ name: 'Bose' }] }] }));
    expect(lineOf(scoring, 'Ajay')).toMatchObject({ balls: 1, runs: 1 });
    expect(lineOf(scoring, 'Arun')).toMatchObject({ balls: 0, runs: 0, dismissal: 'run out' });
    expect(scoring.pointsOf('Arun').breakdown.duck).toBe(-2);
    expect(lineOf(scoring, 'Bala')).toMatchObject({ ballsBowled: 0, runsConceded: 2, noBalls: 1, wickets: { bowled: 0 } });
    expect(scoring.pointsOf('Bose').breakdown.runOutsDirect).toBe(12);
  });

  it('two wickets on one delivery both count (a catch, and the incoming batter timed out)', () => {
    const scoring = match();
    scoring.apply(
      ball(0, 1, {
        wickets: [
          { player_out: 'Ajay', kind: 'caught', fielders: [{ name: 'Bose' }] },
          { player_out: 'Anil', kind: 'timed out' },
        ],
      }),
    );
    expect(scoring.inningsSummaries()[0]).toMatchObject({ wickets: 2, atCrease: ['Arun'] });
    expect(scoring.scorecard(1)!.batting.map((row) => [row.player, row.howOut])).toEqual([
      ['Ajay', 'c Bose b Bala'],
      ['Arun', 'not out'],
      ['Anil', 'timed out'],
    ]);
    expect(scoring.pointsOf('Anil').breakdown.duck).toBe(-2);
    expect(scoring.pointsOf('Bala').breakdown.wickets).toBe(25);
  });

  it('caught and bowled is a wicket and a catch for the bowler', () => {
    const scoring = match();
    scoring.apply(ball(0, 1, { wickets: [{ player_out: 'Ajay', kind: 'caught and bowled' }] }));
    expect(scoring.pointsOf('Bala').breakdown).toMatchObject({ wickets: 25, catches: 8 });
    expect(scoring.scorecard(1)!.batting[0]!.howOut).toBe('c & b Bala');
  });

  it('hit wicket is the bowler\'s, with no bonus; obstructing the field is nobody\'s', () => {
    const scoring = match();
    scoring.apply(ball(0, 1, { wickets: [{ player_out: 'Ajay', kind: 'hit wicket' }] }));
    scoring.apply(ball(0, 2, { batter: 'Anil', wickets: [{ player_out: 'Arun', kind: 'obstructing the field' }] }));
    expect(scoring.pointsOf('Bala').breakdown).toMatchObject({ wickets: 25, bowledOrLbw: 0 });
    expect(scoring.inningsSummaries()[0]!.wickets).toBe(2);
  });
});

describe('maidens, kept as each over goes', () => {
  const dots = (count: number, over = 0) => Array.from({ length: count }, (_, index) => ball(over, index + 1));

  it('makes six dots a maiden (+12 in a T20) the moment the sixth is bowled', () => {
    const scoring = match();
    const changes = dots(6).map((delivery) => scoring.apply(delivery));
    expect(changes.slice(0, 5).every((change) => change.every((c) => c.player !== 'Bala'))).toBe(true);
    expect(changes[5]!.find((change) => change.player === 'Bala')!.points.breakdown.maidens).toBe(12);
  });

  it('takes the maiden back when a seventh delivery of the over is a wide', () => {
    const scoring = match();
    for (const delivery of dots(6)) scoring.apply(delivery);
    const changes = scoring.apply(ball(0, 7, { extras: { wides: 1 } }));
    expect(changes.find((change) => change.player === 'Bala')!.points.breakdown.maidens).toBe(0);
    expect(lineOf(scoring, 'Bala').maidens).toBe(0);
  });

  it('counts a seven-ball over without a run as one maiden', () => {
    const scoring = match();
    for (const delivery of dots(7)) scoring.apply(delivery);
    expect(lineOf(scoring, 'Bala')).toMatchObject({ ballsBowled: 7, maidens: 1 });
  });

  it('does not count byes and leg-byes against the bowler, nor an over shared by two bowlers', () => {
    const scoring = match();
    for (let index = 1; index <= 6; index += 1) scoring.apply(ball(0, index, { extras: index === 3 ? { legbyes: 4 } : undefined }));
    for (let index = 1; index <= 6; index += 1) scoring.apply(ball(1, index, { bowler: index <= 3 ? 'Bose' : 'Bala' }));
    expect([lineOf(scoring, 'Bala').maidens, lineOf(scoring, 'Bose').maidens]).toEqual([1, 0]);
  });
});

describe('the live score', () => {
  it('keeps runs with extras and penalties, overs from legal balls, the batters in and the bowler on', () => {
    const scoring = match();
    scoring.apply(ball(0, 1, { runs: { batter: 4 } }));
    scoring.apply(ball(0, 2, { extras: { wides: 5 } }));
    scoring.apply(ball(0, 3, { extras: { noballs: 1, byes: 2 } }));
    scoring.apply(ball(0, 4, { extras: { penalty: 5 }, batter: 'Arun', non_striker: 'Ajay' }));
    expect(scoring.inningsSummaries()).toEqual([
      {
        innings: 1,
        superOver: false,
        battingTeam: 'Avengers',
        bowlingTeam: 'Blasters',
        runs: 17,
        wickets: 0,
        legalBalls: 2,
        overs: '0.2',
        extras: { wides: 5, noBalls: 1, byes: 2, legByes: 0, penalty: 5, total: 13 },
        target: null,
        atCrease: ['Arun', 'Ajay'],
        bowler: 'Bala',
      },
    ]);
  });

  it('sets the chase from the first innings, and takes a revised target instead', () => {
    const scoring = match();
    scoring.apply(ball(0, 1, { runs: { batter: 6 } }));
    scoring.apply(ball(0, 1, { innings: 2, batter: 'Bose', non_striker: 'Bhim', bowler: 'Amit' }));
    expect(scoring.inningsSummaries()[1]!.target).toEqual({ runs: 7, overs: 20 });
    scoring.reviseTarget(2, { runs: 5, overs: 1 });
    expect(scoring.inningsSummaries()[1]!.target).toEqual({ runs: 5, overs: 1 });
    expect(() => scoring.reviseTarget(3, { runs: 0, overs: 0 })).toThrow(
      'The revised target must be a whole number of runs, 1 or more. The revised target needs overs above 0, or none. A revised target is for a main innings, 1 to 2.',
    );
  });

  it('has no scorecard for an innings not begun', () => {
    expect(match().scorecard(1)).toBeNull();
    expect(() => match().pointsOf('Zed')).toThrow('Zed is not in either squad of this match.');
  });
});
