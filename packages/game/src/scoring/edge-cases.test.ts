// What the shipped match files hold beyond an ordinary innings, checked by hand: super overs,
// a batter retired hurt, run outs by one and two fielders, a substitute's catch, a seven-ball
// over, penalty runs, a four that was run, five off overthrows, a rain-shortened chase, a
// no-result, a tie, and a Test's four innings scored per innings.

import { describe, expect, it } from 'vitest';
import type { PlayerRole } from '../catalogue.ts';
import type { PositionedDelivery } from './deliveries.ts';
import { deliveriesOf, formatOf, readMatch, rosterOf, type MatchId } from './match-files.fixture.ts';
import { MatchScoring } from './match-scoring.ts';

function scoringOf(id: MatchId, roles: Record<string, PlayerRole> = {}, keep: (delivery: PositionedDelivery) => boolean = () => true) {
  const file = readMatch(id);
  return MatchScoring.fromDeliveries({ format: formatOf(file), roster: rosterOf(file, roles) }, deliveriesOf(file).filter(keep));
}

/** The state just before one delivery, and that delivery: to see what it alone changes. */
function justBefore(id: MatchId, at: { innings: number; over: number; ball: number }, roles: Record<string, PlayerRole> = {}) {
  const all = deliveriesOf(readMatch(id));
  const index = all.findIndex((d) => d.innings === at.innings && d.over === at.over && d.ball === at.ball);
  const scoring = MatchScoring.fromDeliveries({ format: formatOf(readMatch(id)), roster: rosterOf(readMatch(id), roles) }, all.slice(0, index));
  return { scoring, delivery: all[index]! };
}

const lineIn = (scoring: MatchScoring, player: string, innings: number) => scoring.statLinesOf(player).find((entry) => entry.innings === innings)!.line;
const nonZero = (breakdown: object) => Object.fromEntries(Object.entries(breakdown).filter(([, value]) => value !== 0));

describe('super overs score nothing (their innings and lines are still kept)', () => {
  it.each(['1473469', '1442989'] as const)('%s: every player has the points of the main innings alone', (id) => {
    const full = scoringOf(id);
    const mainOnly = scoringOf(id, {}, (delivery) => !delivery.superOver);
    expect(full.allPoints()).toEqual(mainOnly.allPoints());
    expect(full.inningsSummaries().filter((summary) => summary.superOver)).toHaveLength(2);
  });

  it.each(['1473469', '1442989'] as const)('%s: a super over cannot be applied before the main innings it settles', (id) => {
    const file = readMatch(id);
    const superOversFirst = new MatchScoring({ format: formatOf(file), roster: rosterOf(file) });
    const first = deliveriesOf(file).find((delivery) => delivery.superOver)!;
    expect(() => superOversFirst.apply(first)).toThrow(`innings ${first.innings} cannot begin before innings ${first.innings - 1}`);
    expect(superOversFirst.inningsSummaries()).toEqual([]);
  });

  it('1473469: a super-over delivery changes no one\'s points, though it is on the scorecard', () => {
    const { scoring, delivery } = justBefore('1473469', { innings: 3, over: 0, ball: 1 });
    expect(delivery.superOver).toBe(true);
    expect(scoring.apply(delivery)).toEqual([]);
    expect(scoring.scorecard(3)!.bowling.map((row) => row.player)).toEqual(['MA Starc']);
  });

  it("1473469: KL Rahul's direct run out in the super over earns nothing; his shared one in the match earns 6", () => {
    const scoring = scoringOf('1473469', { 'KL Rahul': 'Wicketkeeper' });
    const superOver = scoring.statLinesOf('KL Rahul').find((entry) => entry.superOver)!;
    expect(superOver.line.runOutsDirect).toBe(1);
    // 38 off 32 (2 fours, 2 sixes): 4 + 38 + 2 + 4 + 4 (30) + 0 (SR 118.75) + 6 (shared run out) = 58
    const points = scoring.pointsOf('KL Rahul');
    expect(points.total).toBe(58);
    expect(nonZero(points.breakdown)).toEqual({ playingXI: 4, runs: 38, boundaries: 2, sixes: 4, runMilestone: 4, runOutsShared: 6 });
  });

  it('1442989: Washington Sundar, who took two wickets in the super over, scores none for them', () => {
    const scoring = scoringOf('1442989');
    const superOver = scoring.statLinesOf('Washington Sundar').find((entry) => entry.superOver)!;
    expect(superOver.line.wickets.caught + superOver.line.wickets.bowled + superOver.line.wickets.lbw).toBeGreaterThan(0);
    const mainWickets = scoring
      .statLinesOf('Washington Sundar')
      .filter((entry) => !entry.superOver)
      .reduce((sum, { line }) => sum + Object.values(line.wickets).reduce((a, b) => a + b, 0), 0);
    expect(scoring.pointsOf('Washington Sundar').breakdown.wickets).toBe(mainWickets * 25);
  });
});

describe('1473469: SV Samson retired hurt', () => {
  it('is not out and not a wicket: 31 off 19, and Rajasthan 188/4', () => {
    const scoring = scoringOf('1473469', { 'SV Samson': 'Wicketkeeper' });
    const row = scoring.scorecard(2)!.batting.find((entry) => entry.player === 'SV Samson')!;
    expect([row.howOut, row.line.runs, row.line.balls, row.line.fours, row.line.sixes]).toEqual(['retired hurt', 31, 19, 2, 3]);
    expect(scoring.inningsSummaries()[1]!.wickets).toBe(4);
    // 4 + 31 + 2 + 6 + 4 (30) + 4 (SR 163.2) = 51, no duck or dismissal
    expect(scoring.pointsOf('SV Samson').total).toBe(51);
  });

  it('leaves the crease on the delivery he retired, with Jaiswal still in', () => {
    const { scoring, delivery } = justBefore('1473469', { innings: 2, over: 5, ball: 4 });
    scoring.apply(delivery);
    expect(scoring.inningsSummaries()[1]!.atCrease).toEqual(['YBK Jaiswal']);
  });
});

describe('run outs', () => {
  const roles: Record<string, PlayerRole> = { 'KK Nair': 'Batsman', 'PWH de Silva': 'Allrounder', 'Sandeep Sharma': 'Bowler' };

  it('1473469: KK Nair, run out at the non-striker end for 0 by de Silva and Sandeep Sharma: a duck, and +6 each', () => {
    const { scoring, delivery } = justBefore('1473469', { innings: 1, over: 3, ball: 1 }, roles);
    expect([delivery.wickets?.[0]?.player_out, delivery.non_striker]).toEqual(['KK Nair', 'KK Nair']);
    const changes = scoring.apply(delivery);
    const after = Object.fromEntries(changes.map((change) => [change.player, change.points.total]));
    // KK Nair 0 off 3: 4 - 2 (duck). The fielders: 4 + 6 so far (Sandeep Sharma, bowling, has
    // not yet bowled the two overs an economy rate needs; de Silva has not bowled). The striker,
    // Abishek Porel, faced the ball: a dot that moves his strike rate.
    expect(after).toMatchObject({ 'KK Nair': 2, 'PWH de Silva': 10, 'Sandeep Sharma': 10 });
    expect(Object.keys(after).sort()).toEqual(['Abishek Porel', 'KK Nair', 'PWH de Silva', 'Sandeep Sharma']);
    expect(nonZero(scoring.pointsOf('PWH de Silva').breakdown)).toEqual({ playingXI: 4, runOutsShared: 6 });
  });

  it('1473469: at the end, de Silva 4-0-38-1 and Sandeep Sharma 4-0-33-0 keep their +6', () => {
    const scoring = scoringOf('1473469', roles);
    // de Silva: 4 + 25 + 0 (econ 9.5) + 6 = 35. Sandeep Sharma: 4 + 0 (econ 8.25) + 6 = 10.
    expect([scoring.pointsOf('PWH de Silva').total, scoring.pointsOf('Sandeep Sharma').total]).toEqual([35, 10]);
  });

  it('1415755: one fielder named is a direct hit, +12 to Q de Kock', () => {
    const scoring = scoringOf('1415755');
    expect(scoring.pointsOf('Q de Kock').breakdown.runOutsDirect).toBe(12);
  });

  it('1466428: Santner run out by Kohli and KL Rahul, +6 each', () => {
    const scoring = scoringOf('1466428');
    expect([scoring.pointsOf('V Kohli').breakdown.runOutsShared, scoring.pointsOf('KL Rahul').breakdown.runOutsShared]).toEqual([6, 6]);
  });
});

describe('1448349 (Test, Headingley 2025)', () => {
  const roles: Record<string, PlayerRole> = {
    'RR Pant': 'Wicketkeeper',
    'BA Stokes': 'Allrounder',
    'SN Thakur': 'Allrounder',
    'JJ Bumrah': 'Bowler',
    'JC Tongue': 'Bowler',
    'M Prasidh Krishna': 'Bowler',
  };

  it('innings 4 over 54: Duckett (149) caught by the substitute Nithish Kumar Reddy, who earns nothing; Thakur has the wicket', () => {
    const { scoring, delivery } = justBefore('1448349', { innings: 4, over: 54, ball: 3 }, roles);
    expect(delivery.wickets?.[0]?.fielders).toEqual([{ name: 'Nithish Kumar Reddy', substitute: true }]);
    const thakurBefore = scoring.pointsOf('SN Thakur').total;
    const changes = scoring.apply(delivery);
    // Out for 149, Duckett loses nothing; only the bowler's points move (+16 for the wicket).
    expect(changes.map((change) => [change.player, change.points.total - thakurBefore])).toEqual([['SN Thakur', 16]]);
    const card = scoring.scorecard(4)!;
    expect(card.batting.find((row) => row.player === 'BM Duckett')!.howOut).toBe('c sub (Nithish Kumar Reddy) b SN Thakur');
    expect(card.fielding.map((row) => row.player)).not.toContain('Nithish Kumar Reddy');
    expect(() => scoring.pointsOf('Nithish Kumar Reddy')).toThrow(/not in either squad/);
  });

  it('innings 1 over 50: a seven-ball over by Stokes counts all seven balls and is no maiden (one run)', () => {
    const { scoring } = justBefore('1448349', { innings: 1, over: 51, ball: 1 }, roles);
    const before = justBefore('1448349', { innings: 1, over: 50, ball: 1 }, roles).scoring;
    const bowled = lineIn(scoring, 'BA Stokes', 1).ballsBowled - lineIn(before, 'BA Stokes', 1).ballsBowled;
    expect(bowled).toBe(7);
    expect(lineIn(scoring, 'BA Stokes', 1).maidens).toBe(lineIn(before, 'BA Stokes', 1).maidens);
    const full = scoringOf('1448349', roles);
    expect(full.scorecard(1)!.summary.overs).toBe('113.1');
    const stokes = lineIn(full, 'BA Stokes', 1);
    expect([stokes.ballsBowled, stokes.runsConceded, stokes.maidens]).toEqual([121, 66, 2]);
  });

  it('innings 1 over 50 ball 5: the 5 penalty runs go to India only, not to Jaiswal or Stokes', () => {
    const { scoring, delivery } = justBefore('1448349', { innings: 1, over: 50, ball: 5 }, roles);
    expect(delivery.extras).toEqual({ penalty: 5 });
    const runsBefore = scoring.inningsSummaries()[0]!.runs;
    const jaiswal = lineIn(scoring, 'YBK Jaiswal', 1);
    const stokes = lineIn(scoring, 'BA Stokes', 1);
    expect(scoring.apply(delivery)).toEqual([]);
    const summary = scoring.inningsSummaries()[0]!;
    expect([summary.runs - runsBefore, summary.extras.penalty]).toEqual([5, 5]);
    expect(lineIn(scoring, 'YBK Jaiswal', 1)).toEqual({ ...jaiswal, balls: jaiswal.balls + 1 });
    expect(lineIn(scoring, 'BA Stokes', 1)).toEqual({ ...stokes, ballsBowled: stokes.ballsBowled + 1 });
  });

  it('innings 3 over 9: KL Rahul\'s four that was run (non_boundary) is 4 runs and no boundary', () => {
    const { scoring, delivery } = justBefore('1448349', { innings: 3, over: 9, ball: 2 }, roles);
    expect(delivery.runs.non_boundary).toBe(true);
    const before = lineIn(scoring, 'KL Rahul', 3);
    const [change] = scoring.apply(delivery);
    expect(lineIn(scoring, 'KL Rahul', 3)).toEqual({ ...before, runs: before.runs + 4, balls: before.balls + 1 });
    expect(change!.points.breakdown.boundaries).toBe(scoring.statLinesOf('KL Rahul').reduce((sum, entry) => sum + entry.line.fours, 0));
  });

  it('innings 1 over 26: Shubman Gill\'s 5 off overthrows is 5 runs and no boundary', () => {
    const { scoring, delivery } = justBefore('1448349', { innings: 1, over: 26, ball: 4 }, roles);
    const before = lineIn(scoring, 'Shubman Gill', 1);
    scoring.apply(delivery);
    expect(lineIn(scoring, 'Shubman Gill', 1)).toEqual({ ...before, runs: before.runs + 5, balls: before.balls + 1 });
  });

  // TEST: +4 XI, +1 a run, +1 a four, +2 a six, 50 +4 / 100 +8 per innings, duck -4 per innings,
  // wicket +16, bowled/lbw +8, haul 4 +4 / 5 +8 per innings, catch +8; no maidens, economy,
  // strike rate or three-catch bonus.
  it.each([
    // 134 (12x4, 6x6) and 118 (15x4, 3x6); 3 catches: 4 + 252 + 27 + 18 + 8 + 8 + 24 = 341
    ['RR Pant', 341],
    // 42 (8x4) and 137 (18x4, the four that was run not among them); 1 catch: 4 + 179 + 26 + 8 + 8 = 225
    ['KL Rahul', 225],
    // 0 off 4 (a duck) and 30 (4x4); 1 catch: 4 + 30 + 4 - 4 + 8 = 42
    ['B Sai Sudharsan', 42],
    // 0 and 20 (3x4); 2 catches: 4 + 20 + 3 - 4 + 16 = 39
    ['KK Nair', 39],
    // 147 (19x4, 1x6) and 8 (1x4); 1 catch: 4 + 155 + 20 + 2 + 8 + 8 = 197
    ['Shubman Gill', 197],
    // 62 (9x4) and 149 (21x4, 1x6): 4 + 211 + 30 + 2 + 4 + 8 = 259
    ['BM Duckett', 259],
    // Bowler, out for 0 twice (no duck); 5 wickets in innings 2 (3 bowled): 4 + 80 + 24 + 8 = 116
    ['JJ Bumrah', 116],
    // 20 and 33 (7x4); 4 wickets in innings 1 (1 bowled), 1 in innings 3: 4 + 53 + 7 + 64 + 8 + 4 + 16 = 156
    ['BA Stokes', 156],
    // 11 (2x4); 4 wickets (lbw, 2 bowled) then 3 (1 bowled): a haul in innings 1 only; 2 catches:
    // 4 + 11 + 2 + 64 + 24 + 4 + 48 + 8 + 16 = 181
    ['JC Tongue', 181],
    // 1 and 0 (a Bowler: no duck); 3 wickets then 2 (1 bowled): no haul in either: 4 + 1 + 80 + 8 = 93
    ['M Prasidh Krishna', 93],
    // 1 and 4; 2 wickets (one caught by the substitute); 1 catch: 4 + 5 + 32 + 8 = 49
    ['SN Thakur', 49],
  ] as const)('%s: %i over four innings', (player, total) => {
    expect(scoringOf('1448349', roles).pointsOf(player).total).toBe(total);
  });
});

describe('1370353: the rain-shortened chase (CSK 171/5 in 15 overs, D/L)', () => {
  it('scores DP Conway 47 off 25 (4x4, 2x6) as any T20: 4 + 47 + 4 + 4 + 4 (30) + 6 (SR 188) = 69', () => {
    expect(scoringOf('1370353').pointsOf('DP Conway').total).toBe(69);
  });

  it('scores MM Sharma (Bowler) 3-0-36-3 with a caught and bowled and another catch: 4 + 75 + 4 (3 wickets) - 4 (econ 12) + 16 = 95', () => {
    const points = scoringOf('1370353', { 'MM Sharma': 'Bowler' }).pointsOf('MM Sharma');
    expect(nonZero(points.breakdown)).toEqual({ playingXI: 4, wickets: 75, wicketHaul: 4, economy: -4, catches: 16 });
    expect(points.total).toBe(95);
  });
});

describe('1359519: the no-result (one innings)', () => {
  const scoring = scoringOf('1359519', { 'KH Pandya': 'Allrounder', 'MM Ali': 'Allrounder' });

  it.each([
    // 59* off 33 (2x4, 4x6): 4 + 59 + 2 + 8 + 8 (50) + 6 (SR 178.8) = 87
    ['A Badoni', 87],
    // 0 off 1: 4 - 2 = 2
    ['KH Pandya', 2],
    // 4-0-13-2 (caught, caught and bowled) and a catch: 4 + 50 + 6 (econ 3.25) + 16 = 76
    ['MM Ali', 76],
    // Never batted (rain); one catch: 4 + 8 = 12
    ['RD Gaikwad', 12],
    // Did nothing but play: 4
    ['MS Dhoni', 4],
  ] as const)('%s: %i', (player, total) => {
    expect(scoring.pointsOf(player).total).toBe(total);
  });
});

describe('1442990: the ODI tie (230 each, no super over)', () => {
  const scoring = scoringOf('1442990', { 'DN Wellalage': 'Allrounder', 'Mohammed Siraj': 'Bowler', 'KIC Asalanka': 'Allrounder' });

  it.each([
    // 67* off 65 (7x4, 2x6); 9-1-39-2 (caught, lbw); 1 catch:
    // 4 + 67 + 7 + 4 + 4 (50) + 2 (SR 103.1) + 50 + 8 + 4 (maiden) + 2 (econ 4.33) + 8 = 160
    ['DN Wellalage', 160],
    // 58 off 47 (7x4, 3x6); 2 catches: 4 + 58 + 7 + 6 + 4 (50) + 4 (SR 123.4) + 16 = 99
    ['RG Sharma', 99],
    // 5* off 11; 8-2-36-1: 4 + 5 + 25 + 8 (2 maidens) + 2 (econ exactly 4.5, the band's top) = 44
    ['Mohammed Siraj', 44],
    // 14 off 21 (2x4); 8.5-0-30-3 (2 lbw): 4 + 14 + 2 + 0 (SR 66.7) + 75 + 16 + 0 (3 < 4) + 4 (econ 3.40) = 115
    ['KIC Asalanka', 115],
  ] as const)('%s: %i', (player, total) => {
    expect(scoring.pointsOf(player).total).toBe(total);
  });
});
