import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MatchView } from '@crease/game';
import { describe, expect, it, vi } from 'vitest';
import { liveChannel } from '../test/mock-live.ts';
import { mockApi, pendingFetch, sampleMatch, sampleScorecard, sampleScorecardPlayer } from '../test/mock-api.ts';
import { renderApp } from '../test/render-app.tsx';
import { makeToken } from '../test/tokens.ts';

vi.mock('../lib/stomp-client.ts', () => import('../test/mock-live.ts'));

/** Scored by hand: the admin posts every ball. */
const LIVE_MATCH = sampleMatch({ id: 1, state: 'LIVE', scorer: 'MANUAL', startTime: new Date(Date.now() - 3600_000).toISOString() });
const FED_MATCH = { ...LIVE_MATCH, scorer: 'FEED' as const };
const SQUADS = [
  sampleScorecardPlayer({ playerId: 11, name: 'V Kohli', team: 'India' }),
  sampleScorecardPlayer({ playerId: 12, name: 'RG Sharma', team: 'India' }),
  sampleScorecardPlayer({ playerId: 13, name: 'JJ Bumrah', team: 'India', role: 'Bowler', playing: false, points: 0, source: 'NONE', breakdown: [] }),
  sampleScorecardPlayer({ playerId: 21, name: 'MA Starc', team: 'Australia', role: 'Bowler' }),
  sampleScorecardPlayer({ playerId: 22, name: 'AT Carey', team: 'Australia', role: 'Wicketkeeper' }),
];
/** India 12/0 after 1.2 overs: the next ball is the third of over 1. */
const SCORECARD = sampleScorecard({ players: SQUADS });

function open(routes: Parameters<typeof mockApi>[0] = {}, role: 'ROLE_ADMIN' | 'ROLE_USER' = 'ROLE_ADMIN') {
  const api = mockApi({ 'GET /api/matches/1': LIVE_MATCH, 'GET /api/matches/1/scorecard': SCORECARD, ...routes });
  localStorage.setItem('jwt', makeToken({ role }));
  renderApp('/admin/matches/1/scoring');
  return { api, user: userEvent.setup() };
}

const deliveryForm = () => screen.getByRole('form', { name: 'Post a delivery' });
const field = (label: string | RegExp) => within(deliveryForm()).getByLabelText(label);

describe('the scoring page', () => {
  it('is for admins', async () => {
    open({}, 'ROLE_USER');
    expect(await screen.findByRole('heading', { name: 'This page is for admins' })).toBeInTheDocument();
  });

  it('shows Loading match... meanwhile', async () => {
    pendingFetch();
    localStorage.setItem('jwt', makeToken({ role: 'ROLE_ADMIN' }));
    renderApp('/admin/matches/1/scoring');
    expect(await screen.findByText('Loading match...')).toBeInTheDocument();
  });

  it("says so when the match can't be read", async () => {
    open({ 'GET /api/matches/1': { status: 404, body: { message: 'Match 1 does not exist.' } } });
    expect(await screen.findByText('Match 1 does not exist.')).toBeInTheDocument();
  });

  it('shows the live score with the controls to complete or abandon the match', async () => {
    open();
    expect(await screen.findByRole('heading', { name: 'Scoring: India vs Australia', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Match score' })).toHaveTextContent('12/0');
    expect(screen.getByRole('button', { name: 'Mark completed: India vs Australia' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abandon match: India vs Australia' })).toBeInTheDocument();
  });

  it('posts a delivery at the next ball, with the players chosen from the squads, then moves on to the ball after', async () => {
    const { api, user } = open({
      'POST /api/admin/matches/1/deliveries': {
        stored: 1,
        replaced: 0,
        unchanged: 0,
        score: { matchId: 1, version: 9, innings: [{ number: 1, team: 'India', superOver: false, runs: 16, wickets: 0, overs: '1.3', extras: 1, target: null }] },
      },
    });
    await screen.findByRole('form', { name: 'Post a delivery' });
    expect(field('Innings')).toHaveValue('1');
    expect(field(/^Over/)).toHaveValue('1');
    expect(field(/^Ball/)).toHaveValue('3');
    // The batting side's players bat; the other side's bowl.
    const batterChoices = within(field('Batter (on strike)')).getAllByRole('option').map((option) => option.textContent);
    expect(batterChoices).toEqual(['Choose a player', 'RG Sharma', 'V Kohli', 'JJ Bumrah (not in the XI)']);
    expect(within(field('Bowler')).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose a player', 'AT Carey', 'MA Starc']);

    await user.selectOptions(field('Batter (on strike)'), 'V Kohli');
    await user.selectOptions(field('Non-striker'), 'RG Sharma');
    await user.selectOptions(field('Bowler'), 'MA Starc');
    await user.selectOptions(field('Runs off the bat'), '4');
    await user.click(within(deliveryForm()).getByRole('button', { name: 'Post delivery' }));

    expect(await within(deliveryForm()).findByText('Delivery innings 1, 1.3 stored.')).toBeInTheDocument();
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        path: '/api/admin/matches/1/deliveries',
        body: { deliveries: [{ innings: 1, over: 1, ball: 3, superOver: false, batter: 'V Kohli', non_striker: 'RG Sharma', bowler: 'MA Starc', runs: { batter: 4, extras: 0, total: 4 } }] },
      },
    ]);
    expect(field(/^Ball/)).toHaveValue('4');
    expect(field('Batter (on strike)')).toHaveValue('V Kohli');
    expect(field('Runs off the bat')).toHaveValue('0');
  });

  it('posts extras by kind and a caught wicket with its fielder', async () => {
    const { api, user } = open({
      'POST /api/admin/matches/1/deliveries': { stored: 1, replaced: 0, unchanged: 0, score: { matchId: 1, version: 9, innings: SCORECARD.innings } },
    });
    await screen.findByRole('form', { name: 'Post a delivery' });
    await user.selectOptions(field('Batter (on strike)'), 'V Kohli');
    await user.selectOptions(field('Non-striker'), 'RG Sharma');
    await user.selectOptions(field('Bowler'), 'MA Starc');
    await user.selectOptions(field('Extras'), 'No-ball');
    await user.click(field('A wicket fell on this ball'));
    await user.selectOptions(field('How out'), 'run out');
    await user.selectOptions(field('Player out'), 'RG Sharma');
    await user.selectOptions(field('Run out by'), 'AT Carey');
    await user.selectOptions(field('And by'), 'A substitute fielder');
    await user.type(field("Substitute's name"), 'A Zampa');
    await user.click(within(deliveryForm()).getByRole('button', { name: 'Post delivery' }));

    await waitFor(() => expect(api.writes()).toHaveLength(1));
    const [delivery] = (api.writes()[0]!.body as { deliveries: unknown[] }).deliveries;
    expect(delivery).toMatchObject({
      runs: { batter: 0, extras: 1, total: 1 },
      extras: { noballs: 1 },
      wickets: [{ player_out: 'RG Sharma', kind: 'run out', fielders: [{ name: 'AT Carey' }, { name: 'A Zampa', substitute: true }] }],
    });
    // The player out leaves the crease; the next batter is to be chosen.
    expect(await screen.findByText(/Delivery innings 1, 1.3 stored./)).toBeInTheDocument();
    expect(field('Non-striker')).toHaveValue('');
  });

  it('takes out the last ball after asking, and says which; the server\'s refusal stays in the dialog', async () => {
    const replies = [
      { status: 409, body: { message: 'The delivery at innings 1, over 1, ball 2 cannot be taken out: innings 2 needs it.' } },
      { matchId: 1, version: 10, innings: SCORECARD.innings },
    ];
    const { api, user } = open({ 'DELETE /api/admin/matches/1/deliveries/1/1/2': () => replies.shift() });
    await user.click(await screen.findByRole('button', { name: 'Take out the last ball' }));
    const dialog = screen.getByRole('dialog', { name: 'Take out the last ball?' });
    expect(dialog).toHaveTextContent('1.2 Starc to Kohli, FOUR');
    expect(dialog).toHaveTextContent('The delivery at innings 1, over 1, ball 2 is removed');
    await user.click(within(dialog).getByRole('button', { name: 'Take it out' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('❌ The delivery at innings 1, over 1, ball 2 cannot be taken out: innings 2 needs it.');
    await user.click(within(dialog).getByRole('button', { name: 'Take it out' }));
    expect(await screen.findByText('Took out the ball at innings 1, over 1, ball 2.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.writes().map((write) => `${write.method} ${write.path}`)).toEqual([
      'DELETE /api/admin/matches/1/deliveries/1/1/2?superOver=false',
      'DELETE /api/admin/matches/1/deliveries/1/1/2?superOver=false',
    ]);
  });

  it('keeps the last ball when the admin thinks again', async () => {
    const { api, user } = open();
    await user.click(await screen.findByRole('button', { name: 'Take out the last ball' }));
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.writes()).toEqual([]);
  });

  it('says what is missing before sending, and shows the server\'s refusal as the form\'s error', async () => {
    const { api, user } = open({
      'POST /api/admin/matches/1/deliveries': { status: 400, body: { message: 'deliveries[0].ball: 1.3 is before the latest delivery of innings 1 (1.5).' } },
    });
    await screen.findByRole('form', { name: 'Post a delivery' });
    await user.click(within(deliveryForm()).getByRole('button', { name: 'Post delivery' }));
    expect(within(deliveryForm()).getByRole('alert')).toHaveTextContent('❌ Choose the batter, the non-striker and the bowler.');
    expect(api.writes()).toEqual([]);

    await user.selectOptions(field('Batter (on strike)'), 'V Kohli');
    await user.selectOptions(field('Non-striker'), 'RG Sharma');
    await user.selectOptions(field('Bowler'), 'MA Starc');
    await user.click(within(deliveryForm()).getByRole('button', { name: 'Post delivery' }));
    expect(await within(deliveryForm()).findByText('❌ deliveries[0].ball: 1.3 is before the latest delivery of innings 1 (1.5).')).toBeInTheDocument();
  });

  it('follows the next ball as the live channel pushes the score, until the position is typed', async () => {
    open();
    await screen.findByRole('form', { name: 'Post a delivery' });
    await waitFor(() => expect(liveChannel.isFollowed('/topic/matches/1/scorecard')).toBe(true));
    act(() =>
      liveChannel.publish('/topic/matches/1/scorecard', {
        ...SCORECARD,
        innings: [{ ...SCORECARD.innings[0]!, overs: '2' }],
        lastBall: { innings: 1, over: 1, ball: 6, superOver: false, summary: '1.6 Starc to Kohli, no run' },
      }),
    );
    await waitFor(() => expect(field(/^Over/)).toHaveValue('2'));
    expect(field(/^Ball/)).toHaveValue('1');
  });

  it("edits a player's line by hand and shows their new points, then puts them back on the feed", async () => {
    const handSet = sampleScorecardPlayer({ playerId: 11, name: 'V Kohli', team: 'India', points: 63, source: 'MANUAL', line: { ...SQUADS[0]!.line, runs: 45, balls: 30, fours: 4, sixes: 1 } });
    const { api, user } = open({
      'PUT /api/admin/matches/1/scorecard/11': handSet,
      'DELETE /api/admin/matches/1/scorecard/11': SQUADS[0]!,
    });
    const kohli = await screen.findByRole('listitem', { name: 'V Kohli' });
    expect(kohli).toHaveTextContent('4 pts');
    expect(kohli).toHaveTextContent('From the feed');
    await user.click(within(kohli).getByRole('button', { name: 'Edit V Kohli' }));

    const dialog = await screen.findByRole('dialog', { name: 'V Kohli' });
    const line = within(dialog);
    expect(line.getByLabelText('Runs')).toHaveValue('0');
    await user.clear(line.getByLabelText('Runs'));
    await user.type(line.getByLabelText('Runs'), '45');
    await user.clear(line.getByLabelText('Balls faced'));
    await user.type(line.getByLabelText('Balls faced'), '30');
    await user.clear(line.getByLabelText('Fours'));
    await user.type(line.getByLabelText('Fours'), '4');
    await user.clear(line.getByLabelText('Sixes'));
    await user.type(line.getByLabelText('Sixes'), '1');
    await user.click(line.getByRole('button', { name: 'Save line' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.writes()[0]).toMatchObject({ method: 'PUT', path: '/api/admin/matches/1/scorecard/11', body: { runs: 45, balls: 30, fours: 4, sixes: 1, dismissal: null, overs: 0 } });
    expect(screen.getByText("V Kohli's line saved: 63 points.")).toBeInTheDocument();
    const edited = screen.getByRole('listitem', { name: 'V Kohli' });
    expect(edited).toHaveTextContent('63 pts');
    expect(edited).toHaveTextContent('Set by hand');
    expect(edited).toHaveTextContent('Batting 45 (30), 4 fours, 1 six, not out');

    await user.click(within(edited).getByRole('button', { name: 'Edit V Kohli' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Back to the feed' }));
    await waitFor(() => expect(screen.getByRole('listitem', { name: 'V Kohli' })).toHaveTextContent('From the feed'));
    expect(api.writes()[1]).toMatchObject({ method: 'DELETE', path: '/api/admin/matches/1/scorecard/11' });
  });

  it('edits a Test player one innings line at a time, starting from the feed\'s, so milestones stay per innings', async () => {
    const first = { ...SQUADS[0]!.line, runs: 134, balls: 210, fours: 12 };
    const second = { ...SQUADS[0]!.line, runs: 118, balls: 160, fours: 9 };
    const pant = sampleScorecardPlayer({ playerId: 11, name: 'V Kohli', team: 'India', points: 300, line: { ...first, runs: 252, balls: 370, fours: 21 }, lines: [first, second] });
    const { api, user } = open({
      'GET /api/matches/1': { ...LIVE_MATCH, matchType: 'TEST' },
      'GET /api/matches/1/scorecard': { ...SCORECARD, matchType: 'TEST', players: [pant, ...SQUADS.slice(1)] },
      'PUT /api/admin/matches/1/scorecard/11': { ...pant, source: 'MANUAL' },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit V Kohli' }));
    const dialog = await screen.findByRole('dialog', { name: 'V Kohli' });
    const inningsLine = (n: number) => within(within(dialog).getByRole('region', { name: `Innings line ${n}` }));
    expect(inningsLine(1).getByLabelText('Runs')).toHaveValue('134');
    expect(inningsLine(2).getByLabelText('Runs')).toHaveValue('118');
    // A third innings, added and left with a fielding catch only.
    await user.click(within(dialog).getByRole('button', { name: 'Add an innings line' }));
    await user.clear(inningsLine(3).getByLabelText('Catches'));
    await user.type(inningsLine(3).getByLabelText('Catches'), '1');
    await user.click(within(dialog).getByRole('button', { name: 'Save line' }));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    const { lines } = api.writes()[0]!.body as { lines: { runs: number; catches: number }[] };
    expect(lines.map((line) => [line.runs, line.catches])).toEqual([
      [134, 0],
      [118, 0],
      [0, 1],
    ]);
  });

  it("says what is wrong with a line before saving it, in the server's words", async () => {
    const { api, user } = open();
    const kohli = await screen.findByRole('listitem', { name: 'V Kohli' });
    await user.click(within(kohli).getByRole('button', { name: 'Edit V Kohli' }));
    const line = within(await screen.findByRole('dialog'));
    await user.clear(line.getByLabelText('Overs'));
    await user.type(line.getByLabelText('Overs'), '2.8');
    await user.click(line.getByRole('button', { name: 'Save line' }));
    expect(line.getByRole('alert')).toHaveTextContent('overs must be overs and balls, like 3.4 (0 to 5 balls after the point).');
    expect(api.writes()).toEqual([]);
  });

  it('says a fed match is scored by its feed, offers to correct its last ball, and takes it over', async () => {
    let match: MatchView = FED_MATCH;
    const { api, user } = open({
      'GET /api/matches/1': () => match,
      'POST /api/admin/matches/1/scorer': ({ body }) => {
        match = { ...match, scorer: (body as { scorer: 'FEED' | 'MANUAL' }).scorer };
        return match;
      },
    });
    const scorer = await screen.findByRole('region', { name: /Scored by its feed/ });
    expect(scorer).toHaveTextContent('Balls arrive from the feed as they are bowled.');
    // Correcting: the position is the last ball the feed sent, and no ball can be taken out.
    expect(screen.getByRole('heading', { name: 'Correct a delivery' })).toBeInTheDocument();
    expect(field(/^Over/)).toHaveValue('1');
    expect(field(/^Ball/)).toHaveValue('2');
    expect(screen.queryByRole('button', { name: 'Take out the last ball' })).toBeNull();

    await user.click(within(scorer).getByRole('button', { name: 'Take over scoring' }));
    expect(await screen.findByText('You score this match now: the feed is paused.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /Scored by hand/ })).toHaveTextContent('The feed is paused');
    expect(screen.getByRole('heading', { name: 'Post a delivery' })).toBeInTheDocument();
    expect(field(/^Ball/)).toHaveValue('3');
    expect(screen.getByRole('button', { name: 'Take out the last ball' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Hand back to the feed' }));
    expect(await screen.findByText('The feed scores this match again.')).toBeInTheDocument();
    expect(api.writes()).toEqual([
      { method: 'POST', path: '/api/admin/matches/1/scorer', body: { scorer: 'MANUAL' } },
      { method: 'POST', path: '/api/admin/matches/1/scorer', body: { scorer: 'FEED' } },
    ]);
  });

  it('never overwrites a ball unasked: a taken position shows the server\'s 409, and Correct this ball sends it again as a correction', async () => {
    const taken = 'deliveries[0] is at innings 1, over 1, ball 2, which holds a ball already (MA Starc to V Kohli, 4 runs); send "correction": true to replace it, or post the next ball.';
    const { api, user } = open({
      'POST /api/admin/matches/1/deliveries': ({ body }) =>
        (body as { correction?: boolean }).correction
          ? { stored: 0, replaced: 1, unchanged: 0, score: { matchId: 1, version: 10, innings: SCORECARD.innings } }
          : { status: 409, body: { message: taken } },
    });
    await screen.findByRole('form', { name: 'Post a delivery' });
    await user.clear(field(/^Ball/));
    await user.type(field(/^Ball/), '2');
    await user.selectOptions(field('Batter (on strike)'), 'V Kohli');
    await user.selectOptions(field('Non-striker'), 'RG Sharma');
    await user.selectOptions(field('Bowler'), 'MA Starc');
    await user.selectOptions(field('Runs off the bat'), '6');
    await user.click(within(deliveryForm()).getByRole('button', { name: 'Post delivery' }));

    expect(await within(deliveryForm()).findByRole('alert')).toHaveTextContent(`❌ ${taken}`);
    expect(api.writes()).toHaveLength(1);
    expect(api.writes()[0]!.body).not.toHaveProperty('correction');

    await user.click(within(deliveryForm()).getByRole('button', { name: 'Correct this ball' }));
    expect(await within(deliveryForm()).findByText('Delivery innings 1, 1.2 corrected: points recomputed.')).toBeInTheDocument();
    expect(api.writes()).toHaveLength(2);
    expect(api.writes()[1]!.body).toMatchObject({ correction: true, deliveries: [{ innings: 1, over: 1, ball: 2, runs: { batter: 6 } }] });
    expect(within(deliveryForm()).queryByRole('button', { name: 'Correct this ball' })).toBeNull();
  });

  it('keeps the stored ball when the admin does not correct it', async () => {
    const { api, user } = open({ 'POST /api/admin/matches/1/deliveries': { status: 409, body: { message: 'That position holds a ball already.' } } });
    await screen.findByRole('form', { name: 'Post a delivery' });
    await user.selectOptions(field('Batter (on strike)'), 'V Kohli');
    await user.selectOptions(field('Non-striker'), 'RG Sharma');
    await user.selectOptions(field('Bowler'), 'MA Starc');
    await user.click(within(deliveryForm()).getByRole('button', { name: 'Post delivery' }));
    await user.click(await within(deliveryForm()).findByRole('button', { name: 'Keep the stored ball' }));
    expect(within(deliveryForm()).queryByRole('button', { name: 'Correct this ball' })).toBeNull();
    expect(within(deliveryForm()).getByRole('alert')).toBeEmptyDOMElement();
    expect(api.writes()).toHaveLength(1);
  });

  it('withdraws the offer to correct once the ball is changed: it would send what was refused', async () => {
    const { api, user } = open({ 'POST /api/admin/matches/1/deliveries': { status: 409, body: { message: 'That position holds a ball already.' } } });
    await screen.findByRole('form', { name: 'Post a delivery' });
    await user.selectOptions(field('Batter (on strike)'), 'V Kohli');
    await user.selectOptions(field('Non-striker'), 'RG Sharma');
    await user.selectOptions(field('Bowler'), 'MA Starc');
    await user.click(within(deliveryForm()).getByRole('button', { name: 'Post delivery' }));
    await within(deliveryForm()).findByRole('button', { name: 'Correct this ball' });
    await user.selectOptions(field('Runs off the bat'), '2');
    expect(within(deliveryForm()).queryByRole('button', { name: 'Correct this ball' })).toBeNull();
    expect(api.writes()).toHaveLength(1);
  });

  it('closes the forms once the match is over, keeping the scorecard to read', async () => {
    open({ 'GET /api/matches/1': { ...LIVE_MATCH, state: 'COMPLETED' }, 'GET /api/matches/1/scorecard': { ...SCORECARD, state: 'COMPLETED' } });
    expect(await screen.findByText(/This match is completed/)).toBeInTheDocument();
    expect(await screen.findByRole('listitem', { name: 'V Kohli' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Post a delivery' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Mark completed/ })).toBeNull();
  });
});
