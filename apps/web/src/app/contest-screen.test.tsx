import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { liveChannel } from '../test/mock-live.ts';
import {
  mockApi,
  pendingFetch,
  sampleContest,
  sampleEntry,
  sampleEntryTeam,
  sampleLeaderboardRow,
  samplePrivateContest,
  sampleScorecard,
  sampleScorecardPlayer,
} from '../test/mock-api.ts';
import { renderApp } from '../test/render-app.tsx';
import { makeToken } from '../test/tokens.ts';

vi.mock('../lib/stomp-client.ts', () => import('../test/mock-live.ts'));

const BOARD = '/topic/contests/100/leaderboard';
const SCORE = '/topic/matches/1/scorecard';

function open(path = '/contests/100') {
  localStorage.setItem('jwt', makeToken());
  renderApp(path);
  return userEvent.setup();
}

/** A live contest the signed-in player (Asha Rao) has entry 7 in, with team 5. */
function liveContest(overrides: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/contests/100': sampleContest({ status: 'LIVE' }),
    'GET /join/my-contests/details': [sampleEntry({ entryId: 7, contestId: 100, teamId: 5, status: 'LIVE' })],
    'GET /api/matches/1/scorecard': sampleScorecard(),
    ...overrides,
  });
}

const TABLE = [
  sampleLeaderboardRow({ rank: 1, username: 'Virat Kohli', entryId: 3, totalPoints: 40 }),
  sampleLeaderboardRow({ rank: 2, username: 'Asha Rao', entryId: 7, totalPoints: 32.5 }),
  sampleLeaderboardRow({ rank: 3, username: 'Smriti', entryId: 9, totalPoints: 20 }),
];

const push = (topic: string, value: unknown) => act(() => liveChannel.publish(topic, value));
const board = () => screen.getByRole('region', { name: /Leaderboard/ });
const own = () => screen.getByRole('region', { name: 'Your entries' });
const announced = () => document.querySelector('[aria-live="polite"]')?.textContent ?? '';

describe('the contest page', () => {
  it('shows Loading contest... meanwhile', async () => {
    pendingFetch();
    open();
    expect(await screen.findByText('Loading contest...')).toBeInTheDocument();
  });

  it("says what went wrong when the contest can't be read", async () => {
    mockApi({ 'GET /api/contests/100': { status: 404, body: { message: 'Contest 100 does not exist.' } } });
    open();
    expect(await screen.findByText('Contest 100 does not exist.')).toBeInTheDocument();
  });

  it('sends a contest that has not started to the team picker', async () => {
    mockApi({ 'GET /api/contests/100': sampleContest({ status: 'UPCOMING' }) });
    open();
    expect(await screen.findByText(/has not started yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pick your team' })).toHaveAttribute('href', '/contests/100/players');
    expect(liveChannel.isFollowed(BOARD)).toBe(false);
  });

  it('shows the match score, then keeps it live as the channel pushes each ball', async () => {
    liveContest();
    open();
    expect(await screen.findByRole('heading', { name: 'Mega Contest', level: 1 })).toBeInTheDocument();
    const score = await screen.findByRole('region', { name: 'Match score' });
    expect(within(score).getByText('12/0')).toBeInTheDocument();
    expect(score).toHaveTextContent('(1.2 ov)');
    expect(score).toHaveTextContent('1.2 Starc to Kohli, FOUR');

    push(SCORE, sampleScorecard({ innings: [{ number: 1, team: 'India', superOver: false, runs: 18, wickets: 1, overs: '1.3', extras: 1, target: null }], lastBall: { innings: 1, over: 1, ball: 3, superOver: false, summary: '1.3 Starc to Kohli, OUT' } }));
    expect(await within(score).findByText('18/1')).toBeInTheDocument();
    expect(score).toHaveTextContent('1.3 Starc to Kohli, OUT');
  });

  it('offers a player no scoring', async () => {
    liveContest();
    open();
    await screen.findByRole('region', { name: 'Match score' });
    expect(screen.queryByRole('link', { name: 'Score this match' })).toBeNull();
  });

  it('waits with Loading leaderboard... for the table, then pins the caller\'s entries above it with rank and points', async () => {
    liveContest();
    open();
    expect(await screen.findByText('Loading leaderboard...')).toBeInTheDocument();
    await waitFor(() => expect(liveChannel.isFollowed(BOARD)).toBe(true));
    push(BOARD, TABLE);

    expect(within(board()).getAllByRole('listitem')).toHaveLength(3);
    const mine = within(board()).getAllByRole('listitem')[1]!;
    expect(mine).toHaveTextContent('Asha Rao');
    expect(mine).toHaveTextContent('You');
    expect(within(own()).getByRole('button', { name: /#2 T1 32.5 pts/ })).toBeInTheDocument();
  });

  it("pins the caller's entries far down the table, which the channel sends after the top rows", async () => {
    liveContest();
    open();
    await waitFor(() => expect(liveChannel.isFollowed(BOARD)).toBe(true));
    const top = Array.from({ length: 100 }, (_, index) => sampleLeaderboardRow({ rank: index + 1, username: `Rival ${index + 1}`, entryId: 1000 + index, totalPoints: 500 - index }));
    push(BOARD, [...top, sampleLeaderboardRow({ rank: 4120, username: 'Asha Rao', entryId: 7, totalPoints: 12, mine: true })]);
    expect(within(own()).getByRole('button', { name: /#4120 T1 12 pts/ })).toBeInTheDocument();
    // The table itself is the top; the caller's row is not drawn after #100 as if it were #101.
    expect(within(board()).getAllByRole('listitem')).toHaveLength(100);
  });

  it('says politely when the best rank changes, and not on a push that leaves it', async () => {
    liveContest();
    open();
    await waitFor(() => expect(liveChannel.isFollowed(BOARD)).toBe(true));
    push(BOARD, TABLE);
    expect(announced()).not.toContain('Your rank');

    push(BOARD, [TABLE[0]!, { ...TABLE[1]!, totalPoints: 35 }, TABLE[2]!]);
    expect(announced()).not.toContain('Your rank');

    push(BOARD, [{ ...TABLE[1]!, rank: 1, totalPoints: 48 }, { ...TABLE[0]!, rank: 2 }, TABLE[2]!]);
    expect(announced()).toBe('Your rank is now 1');
  });

  it("opens a row's team with each player's points and multiplier, then a player's breakdown in a dialog that gives the focus back", async () => {
    const captain = sampleScorecardPlayer({
      playerId: 200,
      name: 'Player 1',
      points: 39,
      line: { ...sampleScorecardPlayer().line, runs: 27, balls: 18, fours: 3, sixes: 1 },
      breakdown: [
        { key: 'playingXI', label: 'In the announced playing XI', points: 4 },
        { key: 'runs', label: 'Runs', points: 27 },
        { key: 'boundaries', label: 'Boundary bonus (fours)', points: 3 },
        { key: 'sixes', label: 'Six bonus', points: 2 },
      ],
    });
    const api = liveContest({
      'GET /api/matches/1/scorecard': sampleScorecard({ players: [captain] }),
      'GET /api/contests/100/entries/3/team': sampleEntryTeam({ entryId: 3, username: 'Virat Kohli', rank: 1, totalPoints: 40 }),
    });
    const user = open();
    await waitFor(() => expect(liveChannel.isFollowed(BOARD)).toBe(true));
    push(BOARD, TABLE);

    const row = within(board()).getByRole('button', { name: /Virat Kohli 40 pts/ });
    await user.click(row);
    const team = await screen.findByRole('dialog', { name: "Virat Kohli's team" });
    expect(api.calls.some((call) => call.path === '/api/contests/100/entries/3/team')).toBe(true);
    const first = await within(team).findByRole('button', { name: /^Player 1\s+\(Captain\)/ });
    expect(first).toHaveTextContent('20 pts');
    expect(first).toHaveTextContent('10 × 2');
    expect(within(team).getByRole('button', { name: /^Player 2\s+\(Vice-Captain\)/ })).toHaveTextContent('10 × 1.5');

    await user.click(first);
    const breakdown = await screen.findByRole('dialog', { name: 'Player 1' });
    expect(within(breakdown).getByText('Batting').nextElementSibling).toHaveTextContent('27 (18), 3 fours, 1 six, not out');
    expect(within(breakdown).getByRole('row', { name: 'Runs +27' })).toBeInTheDocument();
    expect(within(breakdown).getByRole('row', { name: 'Six bonus +2' })).toBeInTheDocument();
    expect(within(breakdown).getByRole('row', { name: 'Total 39' })).toBeInTheDocument();
    expect(within(breakdown).getByRole('row', { name: /Captain 2x: counted for this team 78/ })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Player 1' })).toBeNull();
    expect(first).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(row).toHaveFocus();
  });

  it("says why another's team cannot be opened", async () => {
    liveContest({ 'GET /api/contests/100/entries/3/team': { status: 403, body: { message: 'Only the entrants of Mega Contest can see its teams.' } } });
    const user = open();
    await waitFor(() => expect(liveChannel.isFollowed(BOARD)).toBe(true));
    push(BOARD, TABLE);
    await user.click(within(board()).getByRole('button', { name: /Virat Kohli/ }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Only the entrants of Mega Contest can see its teams.');
  });

  it('shows more of the table on request, following the Link of each page', async () => {
    const top = Array.from({ length: 100 }, (_, index) => sampleLeaderboardRow({ rank: index + 1, username: `Rival ${index + 1}`, entryId: 1000 + index, totalPoints: 500 - index }));
    const api = liveContest({
      'GET /api/contests/100/leaderboard': ({ url }) =>
        url.searchParams.get('before') === null
          ? { status: 200, body: top, headers: { Link: '</api/contests/100/leaderboard?limit=100&before=802_1099>; rel="next"' } }
          : { status: 200, body: [sampleLeaderboardRow({ rank: 101, username: 'Rival 101', entryId: 1100, totalPoints: 400 })] },
    });
    const user = open();
    await waitFor(() => expect(liveChannel.isFollowed(BOARD)).toBe(true));
    push(BOARD, top);
    await user.click(within(board()).getByRole('button', { name: 'Show more' }));
    expect(await within(board()).findByText('Rival 101')).toBeInTheDocument();
    expect(within(board()).getAllByRole('listitem')).toHaveLength(101);
    expect(api.calls.map((call) => call.path).filter((path) => path.includes('/leaderboard'))).toEqual([
      '/api/contests/100/leaderboard?limit=100',
      '/api/contests/100/leaderboard?limit=100&before=802_1099',
    ]);
    expect(within(board()).queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('offers an admin the scoring of the match, and nobody else', async () => {
    liveContest();
    localStorage.setItem('jwt', makeToken({ role: 'ROLE_ADMIN' }));
    renderApp('/contests/100');
    expect(await screen.findByRole('link', { name: 'Score this match' })).toHaveAttribute('href', '/admin/matches/1/scoring');
  });

  it("shows the live channel's refusal", async () => {
    liveContest();
    open();
    await waitFor(() => expect(liveChannel.isFollowed(BOARD)).toBe(true));
    act(() => liveChannel.refuse('WebSocket Error: Sign in to see the live leaderboard.'));
    expect(within(board()).getByRole('alert')).toHaveTextContent('WebSocket Error: Sign in to see the live leaderboard.');
  });

  it('when the prizes arrive, shows what each entry won and reads the contest again', async () => {
    const api = liveContest();
    open();
    await waitFor(() => expect(liveChannel.isFollowed(BOARD)).toBe(true));
    push(BOARD, TABLE);
    const contestReads = () => api.calls.filter((call) => call.path === '/api/contests/100').length;
    const before = contestReads();

    push(BOARD, [{ ...TABLE[0]!, prize: 500 }, { ...TABLE[1]!, prize: 250 }, { ...TABLE[2]!, prize: 0 }]);
    expect(within(own()).getByText('You won ₹250.00')).toBeInTheDocument();
    expect(within(board()).getAllByRole('listitem')[0]).toHaveTextContent('Won ₹500.00');
    await waitFor(() => expect(contestReads()).toBeGreaterThan(before));
  });

  it('shows a completed contest as final, with its prizes', async () => {
    mockApi({
      'GET /api/contests/100': sampleContest({ status: 'COMPLETED', resultDistributed: true }),
      'GET /join/my-contests/details': [sampleEntry({ entryId: 7, contestId: 100, status: 'COMPLETED', rank: 2, totalPoints: 32.5, prize: 250 })],
      'GET /api/matches/1/scorecard': sampleScorecard({ state: 'COMPLETED' }),
    });
    open();
    await waitFor(() => expect(liveChannel.isFollowed(BOARD)).toBe(true));
    // A finished match's score does not move: it is read, not followed.
    expect(liveChannel.isFollowed(SCORE)).toBe(false);
    push(BOARD, [{ ...TABLE[0]!, prize: 500 }, { ...TABLE[1]!, prize: 250 }, TABLE[2]!]);
    expect(screen.getByRole('heading', { name: 'Final Leaderboard' })).toBeInTheDocument();
    expect(within(board()).getByText('Final')).toBeInTheDocument();
    expect(within(own()).getByText('You won ₹250.00')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Match score' })).toHaveTextContent('Completed');
  });
});

describe('a private contest before its start', () => {
  const MINE = samplePrivateContest({ id: 300 });
  const ME = { rank: 1, username: 'Asha Rao', teamId: 5, entryId: 31, totalPoints: 0, prize: null, mine: true };
  const FRIEND = { rank: 1, username: 'Meena Iyer', teamId: 8, entryId: 32, totalPoints: 0, prize: null, mine: false };

  function lobbyApi(routes: Parameters<typeof mockApi>[0] = {}) {
    return mockApi({
      'GET /api/contests/300': MINE,
      'GET /join/my-contests/details': [sampleEntry({ entryId: 31, contestId: 300, contestName: 'Office Friends', entryFee: 100 })],
      'GET /api/contests/300/leaderboard': [ME],
      ...routes,
    });
  }

  const sheet = () => within(screen.getByRole('region', { name: 'Invite your friends' }));
  const joinedList = () => within(screen.getByRole('region', { name: 'Who has joined' }));
  const joinedListLoaded = async () => within(await screen.findByRole('region', { name: 'Who has joined' }));

  it('gives its entrants the code and link to share, and who has joined so far', async () => {
    lobbyApi({ 'GET /api/contests/300/leaderboard': [ME, FRIEND], 'GET /api/contests/300': { ...MINE, entries: 2 } });
    const user = open('/contests/300');
    expect(await screen.findByRole('heading', { name: 'Office Friends', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Private contest by Asha Rao')).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Invite your friends' });
    expect(sheet().getByText('K7M2QX9P')).toBeInTheDocument();
    expect(sheet().getByLabelText('Invite link')).toHaveValue(`${window.location.origin}/join/K7M2QX9P`);
    await user.click(sheet().getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/join/K7M2QX9P`);
    expect(announced()).toBe('Link copied.');

    expect(await (await joinedListLoaded()).findByText('Meena Iyer')).toBeInTheDocument();
    expect(joinedList().getByText('2 of 4 spots taken')).toBeInTheDocument();
    expect(joinedList().getAllByRole('listitem')).toHaveLength(2);
    expect(within(screen.getByRole('region', { name: 'Prizes: Top 3' })).getAllByRole('listitem')).toHaveLength(3);
    // A friend is in: it can no longer be called off.
    expect(screen.queryByRole('button', { name: 'Cancel contest' })).toBeNull();
    expect(liveChannel.isFollowed('/topic/contests/300/leaderboard')).toBe(false);
  });

  it('lets its maker cancel it while alone, after confirming, with the fee refunded', async () => {
    let cancelled = false;
    const api = lobbyApi({
      'GET /api/contests/300': () => (cancelled ? { ...MINE, status: 'CANCELLED' } : MINE),
      'POST /api/contests/private/300/cancel': () => {
        cancelled = true;
        return { ...MINE, status: 'CANCELLED' };
      },
    });
    const user = open('/contests/300');
    expect(await (await joinedListLoaded()).findByText('1 of 4 spots taken')).toBeInTheDocument();
    expect(joinedList().getByText(/It runs once a friend joins/)).toBeInTheDocument();

    const cancel = screen.getByRole('button', { name: 'Cancel contest' });
    await user.click(cancel);
    const dialog = within(screen.getByRole('dialog', { name: 'Cancel this contest?' }));
    expect(dialog.getByText('It will be cancelled and your entry fee of ₹100.00 refunded to your wallet. This cannot be undone.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(cancel).toHaveFocus();
    expect(api.writes()).toEqual([]);

    await user.click(cancel);
    await user.click(within(screen.getByRole('dialog', { name: 'Cancel this contest?' })).getByRole('button', { name: 'Cancel contest' }));
    expect(await screen.findByText('Contest cancelled. Your entry fee is back in your wallet.')).toBeInTheDocument();
    expect(await screen.findByText('This contest was cancelled and every entry fee was refunded.')).toBeInTheDocument();
    expect(api.writes()).toEqual([{ method: 'POST', path: '/api/contests/private/300/cancel', body: undefined }]);
  });

  it('shows the server’s refusal when a friend joined meanwhile', async () => {
    lobbyApi({ 'POST /api/contests/private/300/cancel': { status: 409, body: { message: '1 friend has joined Office Friends; it can be cancelled only while nobody else has.' } } });
    const user = open('/contests/300');
    await user.click(await screen.findByRole('button', { name: 'Cancel contest' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Cancel this contest?' }));
    await user.click(dialog.getByRole('button', { name: 'Cancel contest' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('1 friend has joined Office Friends; it can be cancelled only while nobody else has.');
  });

  it('offers no Cancel to an entrant who did not make it', async () => {
    lobbyApi({ 'GET /api/contests/300': { ...MINE, creatorId: 12, creatorName: 'Meena Iyer' } });
    open('/contests/300');
    expect(await (await joinedListLoaded()).findByText('Asha Rao')).toBeInTheDocument();
    expect(screen.getByText('Private contest by Meena Iyer')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel contest' })).toBeNull();
  });

  it('asks someone with its code who has not joined to pick a team, carrying the code', async () => {
    const api = mockApi({
      'GET /api/contests/300': ({ url }) => (url.searchParams.get('inviteCode') === 'K7M2QX9P' ? { ...MINE, creatorId: 12 } : { status: 404, body: { message: 'Contest 300 was not found.' } }),
      'GET /join/my-contests/details': [],
    });
    open('/contests/300?inviteCode=K7M2QX9P');
    expect(await screen.findByText('You have not joined this contest yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pick your team' })).toHaveAttribute('href', '/contests/300/players?inviteCode=K7M2QX9P');
    expect(screen.queryByRole('region', { name: 'Invite your friends' })).toBeNull();
    expect(api.calls.some((call) => call.path.includes('/leaderboard'))).toBe(false);
  });

  it('is like any contest once started: the live table', async () => {
    mockApi({
      'GET /api/contests/300': { ...MINE, status: 'LIVE', match: { ...MINE.match, state: 'LIVE' } },
      'GET /join/my-contests/details': [sampleEntry({ entryId: 31, contestId: 300, status: 'LIVE' })],
      'GET /api/matches/1/scorecard': sampleScorecard(),
    });
    open('/contests/300');
    expect(await screen.findByText('Loading leaderboard...')).toBeInTheDocument();
    await waitFor(() => expect(liveChannel.isFollowed('/topic/contests/300/leaderboard')).toBe(true));
    expect(screen.queryByRole('region', { name: 'Invite your friends' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel contest' })).toBeNull();
  });
});
