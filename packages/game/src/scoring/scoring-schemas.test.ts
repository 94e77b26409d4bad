// The feed's delivery schema and the scorecard editor's stat-line schema: what they accept, and
// a message naming the field, with its full path, for everything they refuse.

import { describe, expect, it } from 'vitest';
import { describeIssues } from '../auth-schemas.ts';
import type { PositionedDelivery } from './deliveries.ts';
import { deliveriesInputSchema, deliveryInputSchema, MAX_DELIVERIES_PER_REQUEST, statLineInputSchema } from './scoring-schemas.ts';

const valid = {
  innings: 1,
  over: 0,
  ball: 1,
  superOver: false,
  batter: 'TM Head',
  bowler: 'MA Starc',
  non_striker: 'Abhishek Sharma',
  runs: { batter: 1, extras: 0, total: 1 },
};

/** What the server would answer for a body of four deliveries whose last is `delivery`. */
function messageFor(delivery: unknown): string {
  const result = deliveriesInputSchema.safeParse({ deliveries: [valid, valid, valid, delivery] });
  return result.success ? 'ok' : describeIssues(result.error.issues);
}

const withRuns = (runs: object, extras?: object) => ({ ...valid, runs: { ...valid.runs, ...runs }, ...(extras ? { extras } : {}) });

describe('a delivery from the feed', () => {
  it('keeps a Cricsheet delivery as it is, drops review and replacements, and reads a missing superOver as false', () => {
    const { superOver, ...rest } = valid;
    const parsed: PositionedDelivery = deliveryInputSchema.parse({
      ...rest,
      runs: { batter: 4, extras: 1, total: 5 },
      extras: { noballs: 1 },
      wickets: [{ player_out: 'TM Head', kind: 'run out', fielders: [{ name: 'Sub', substitute: true }, { name: 'SP Narine' }] }],
      review: { by: 'KKR', umpire: 'X', batter: 'TM Head', decision: 'struck down' },
      replacements: { match: [{ in: 'A', out: 'B', team: 'C', reason: 'impact_player' }] },
    });
    expect(superOver).toBe(false);
    expect(parsed).toEqual({
      ...rest,
      superOver: false,
      runs: { batter: 4, extras: 1, total: 5 },
      extras: { noballs: 1 },
      wickets: [{ player_out: 'TM Head', kind: 'run out', fielders: [{ name: 'Sub', substitute: true }, { name: 'SP Narine' }] }],
    });
  });

  it.each<[string, unknown, string]>([
    ['a negative run', withRuns({ batter: -1, total: -1 }), 'deliveries[3].runs.batter must be a whole number 0 or more. deliveries[3].runs.total must be a whole number 0 or more.'],
    ['a fraction of a run', withRuns({ batter: 1.5, total: 1.5 }), 'deliveries[3].runs.batter must be a whole number 0 or more. deliveries[3].runs.total must be a whole number 0 or more.'],
    ['text for runs', withRuns({ batter: 'four' }), 'deliveries[3].runs.batter must be a whole number 0 or more.'],
    ['nine runs off the bat', withRuns({ batter: 9, total: 9 }), 'deliveries[3].runs.batter can be at most 8 off one ball.'],
    ['no runs at all', { ...valid, runs: undefined }, 'deliveries[3].runs must be the runs, like {"batter": 1, "extras": 0, "total": 1}.'],
    ['a missing total', withRuns({ total: undefined }), 'deliveries[3].runs.total is required.'],
    ['a total that does not add up', withRuns({ total: 2 }), 'deliveries[3].runs.total must equal runs.batter + runs.extras.'],
    ['extras that do not add up', withRuns({ extras: 1, total: 2 }), 'deliveries[3].runs.extras must equal the sum of extras (0).'],
    ['an unknown kind of extra', withRuns({ extras: 1, total: 2 }, { overthrows: 1 }), 'deliveries[3].extras can only hold wides, noballs, byes, legbyes, penalty, each a number of runs.'],
    ['a wide of 0', withRuns({}, { wides: 0 }), 'deliveries[3].extras.wides must be a whole number 1 or more.'],
    ['a wide and a no-ball at once', withRuns({ batter: 0, extras: 2, total: 2 }, { wides: 1, noballs: 1 }), 'deliveries[3].extras cannot hold both wides and noballs: a delivery is one or the other.'],
    ['runs off the bat on a wide', withRuns({ batter: 1, extras: 1, total: 2 }, { wides: 1 }), 'deliveries[3].runs.batter must be 0 on a wide (runs off a wide are wides).'],
    ['innings 13', { ...valid, innings: 13 }, 'deliveries[3].innings can be at most 12 (four innings at most, then super overs).'],
    ['innings 0', { ...valid, innings: 0 }, 'deliveries[3].innings must be a whole number 1 or more.'],
    ['over 500', { ...valid, over: 500 }, 'deliveries[3].over can be at most 499 (overs count from 0).'],
    ['ball 0', { ...valid, ball: 0 }, 'deliveries[3].ball must be a whole number 1 or more.'],
    ['ball 31', { ...valid, ball: 31 }, 'deliveries[3].ball can be at most 30 deliveries in one over.'],
    ['superOver as text', { ...valid, superOver: 'yes' }, 'deliveries[3].superOver must be true or false.'],
    ['no batter', { ...valid, batter: undefined }, 'deliveries[3].batter is required.'],
    ['a blank bowler', { ...valid, bowler: '  ' }, 'deliveries[3].bowler must name a player.'],
    ['an unknown kind of wicket', { ...valid, wickets: [{ player_out: 'TM Head', kind: 'stumped off' }] }, 'deliveries[3].wickets[0].kind must be one of: bowled, caught, caught and bowled, lbw, stumped, hit wicket, run out, retired hurt, retired not out, retired out, obstructing the field, handled the ball, hit the ball twice, timed out.'],
    ['a catch without a catcher', { ...valid, wickets: [{ player_out: 'TM Head', kind: 'caught' }] }, 'deliveries[3].wickets[0].fielders must name the catcher.'],
    ['a stumping without a keeper', { ...valid, wickets: [{ player_out: 'TM Head', kind: 'stumped', fielders: [] }] }, 'deliveries[3].wickets[0].fielders must name the wicket-keeper.'],
    ['a fielder without a name', { ...valid, wickets: [{ player_out: 'TM Head', kind: 'caught', fielders: [{ substitute: true }] }] }, 'deliveries[3].wickets[0].fielders[0].name is required.'],
    ['one batter out twice', { ...valid, wickets: [{ player_out: 'TM Head', kind: 'bowled' }, { player_out: 'TM Head', kind: 'run out' }] }, 'deliveries[3].wickets cannot name the same player out twice.'],
    ['three wickets on a ball', { ...valid, wickets: [1, 2, 3].map(() => ({ player_out: 'TM Head', kind: 'bowled' })) }, 'deliveries[3].wickets can hold at most 2 wickets.'],
    ['a wicket that is not an object', { ...valid, wickets: ['bowled'] }, 'deliveries[3].wickets[0] must be a wicket, with player_out and kind.'],
    ['not an object at all', 'four', 'deliveries[3] must be a delivery object.'],
  ])('refuses %s', (_, delivery, message) => {
    expect(messageFor(delivery)).toBe(message);
  });

  it('takes between one delivery and a whole Test at once', () => {
    expect(describeIssues(deliveriesInputSchema.safeParse({ deliveries: [] }).error!.issues)).toBe('deliveries must hold at least one delivery.');
    const tooMany = Array.from({ length: MAX_DELIVERIES_PER_REQUEST + 1 }, () => valid);
    expect(describeIssues(deliveriesInputSchema.safeParse({ deliveries: tooMany }).error!.issues)).toBe('deliveries can hold at most 3000 deliveries at once.');
    expect(describeIssues(deliveriesInputSchema.safeParse({ deliveries: valid }).error!.issues)).toBe('deliveries must be a list of deliveries.');
  });

  it('names the field alone when one delivery is parsed by itself', () => {
    expect(describeIssues(deliveryInputSchema.safeParse(withRuns({ batter: -2, total: -2 })).error!.issues)).toBe(
      'runs.batter must be a whole number 0 or more. runs.total must be a whole number 0 or more.',
    );
  });
});

describe('a stat line set by hand', () => {
  it('reads overs as people write them into legal balls, and fills what is left out with 0', () => {
    const line = statLineInputSchema.parse({ runs: 12, balls: 9, fours: 1, sixes: 1, dismissal: 'caught', overs: 3.4, runsConceded: 20, wickets: { lbw: 1 } });
    expect(line).toEqual({
      runs: 12,
      balls: 9,
      fours: 1,
      sixes: 1,
      dismissal: 'caught',
      ballsBowled: 22,
      maidens: 0,
      runsConceded: 20,
      dotBalls: 0,
      wides: 0,
      noBalls: 0,
      wickets: { bowled: 0, caught: 0, caughtAndBowled: 0, lbw: 1, stumped: 0, hitWicket: 0 },
      catches: 0,
      stumpings: 0,
      runOutsDirect: 0,
      runOutsShared: 0,
    });
    expect(statLineInputSchema.parse({}).dismissal).toBeNull();
  });

  it.each<[string, object, string]>([
    ['3.6 overs', { overs: 3.6 }, 'overs must be overs and balls, like 3.4 (0 to 5 balls after the point).'],
    ['3.45 overs', { overs: 3.45 }, 'overs must be overs and balls, like 3.4 (0 to 5 balls after the point).'],
    ['negative runs', { runs: -1 }, 'runs must be a whole number 0 or more.'],
    ['more boundaries than runs', { runs: 9, balls: 3, fours: 1, sixes: 1 }, 'runs must be at least what the fours and sixes make.'],
    ['more boundaries than balls', { runs: 10, balls: 1, fours: 1, sixes: 1 }, 'balls must be at least the number of fours and sixes.'],
    ['more maidens than overs', { overs: 0.5, maidens: 1 }, 'maidens cannot be more than the whole overs bowled.'],
    ['eleven wickets', { wickets: { bowled: 6, lbw: 5 } }, 'wickets can add up to at most 10 in an innings.'],
    ['a caught and bowled without its catch', { wickets: { caughtAndBowled: 1 } }, 'catches must include the caught-and-bowled wickets (each is also a catch).'],
    ['an unknown dismissal', { dismissal: 'bowled out' }, 'dismissal must be null (not out) or one of: bowled, caught, caught and bowled, lbw, stumped, hit wicket, run out, retired hurt, retired not out, retired out, obstructing the field, handled the ball, hit the ball twice, timed out.'],
  ])('refuses %s', (_, input, message) => {
    expect(describeIssues(statLineInputSchema.safeParse(input).error!.issues)).toBe(message);
  });
});
