import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContestView } from '@crease/game';
import { describe, expect, it } from 'vitest';
import { mockApi, pagedReply, pendingFetch, SAMPLE_CONFIG, sampleContest, sampleMatch } from '../test/mock-api.ts';
import { renderApp } from '../test/render-app.tsx';
import { makeToken } from '../test/tokens.ts';

const CONTESTS: ContestView[] = [
  sampleContest({ id: 1, name: 'Mega Contest', status: 'UPCOMING', entryFee: 49, prizePool: 100000, spots: 1000, entries: 120 }),
  sampleContest({ id: 2, name: 'Head-to-Head', status: 'UPCOMING', entryFee: 0, prizePool: 500, spots: null, entries: 3, matchId: 2, match: { ...sampleContest().match, id: 2, teamA: 'England', teamB: 'New Zealand' } }),
  sampleContest({ id: 3, name: 'Live League', status: 'LIVE' }),
  sampleContest({ id: 4, name: 'Called Off', status: 'CANCELLED' }),
];

/** The API filters by status and match, pages and counts, as the server does. */
function contestsApi(contests: ContestView[] = CONTESTS, routes: Parameters<typeof mockApi>[0] = {}, pageSize = 50) {
  return mockApi({
    ...routes,
    'GET /api/contests': ({ url }) => {
      const status = url.searchParams.get('status');
      const matchId = url.searchParams.get('matchId');
      const filtered = contests.filter((contest) => (!status || contest.status === status) && (!matchId || contest.matchId === Number(matchId)));
      return pagedReply(filtered, url, { pageSize, counted: true });
    },
    'GET /api/matches/2': sampleMatch({ id: 2, teamA: 'England', teamB: 'New Zealand' }),
  });
}

function openContests(path = '/contests') {
  localStorage.setItem('jwt', makeToken());
  renderApp(path);
  return userEvent.setup();
}

const cardNames = () => screen.queryAllByRole('link', { name: /Status:/ }).map((card) => card.querySelector('span span')?.textContent);

describe('Contests', () => {
  it('shows Loading contests... while the list is on its way', async () => {
    pendingFetch();
    openContests();
    expect(await screen.findByText('Loading contests...')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Contests', level: 1 })).toBeInTheDocument();
  });

  it('opens on UPCOMING and lists only its contests, each card in the spec’s words', async () => {
    const api = contestsApi();
    openContests();
    expect(await screen.findByText('Mega Contest')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'UPCOMING' })).toHaveAttribute('aria-selected', 'true');
    expect(cardNames()).toEqual(['Mega Contest', 'Head-to-Head']);
    expect(api.calls.some((call) => call.path === '/api/contests?status=UPCOMING')).toBe(true);

    const card = screen.getByRole('link', { name: /Mega Contest/ });
    expect(card).toHaveAttribute('href', '/contests/1/players');
    const inCard = within(card);
    expect(inCard.getByText('Entry Fee: ₹49.00')).toBeInTheDocument();
    expect(inCard.getByText('Prize Pool: ₹1,00,000.00')).toBeInTheDocument();
    expect(inCard.getByText('Status: UPCOMING')).toBeInTheDocument();
    expect(inCard.getByText('Match: India vs Australia')).toBeInTheDocument();
    expect(inCard.getByText('880 spots left · 120 joined')).toBeInTheDocument();
    expect(within(screen.getByRole('link', { name: /Head-to-Head/ })).getByText('3 joined · Unlimited spots')).toBeInTheDocument();
  });

  it('switches tabs: LIVE lists the live ones; CANCELLED never appears in any tab', async () => {
    contestsApi();
    const user = openContests();
    await screen.findByText('Mega Contest');
    await user.click(screen.getByRole('tab', { name: 'LIVE' }));
    expect(await screen.findByText('Live League')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'LIVE' })).toHaveAttribute('aria-selected', 'true');
    expect(cardNames()).toEqual(['Live League']);
    // A contest under way opens its contest page (score and leaderboard), not the team picker.
    expect(screen.getByRole('link', { name: /Live League/ })).toHaveAttribute('href', expect.stringMatching(/^\/contests\/\d+$/));

    await user.click(screen.getByRole('tab', { name: 'COMPLETED' }));
    expect(await screen.findByText('No COMPLETED contests found.')).toBeInTheDocument();
    expect(screen.queryByText('Called Off')).toBeNull();
  });

  it('keeps to the tab even if the list holds another status', async () => {
    mockApi({ 'GET /api/contests': CONTESTS });
    openContests();
    await screen.findByText('Mega Contest');
    expect(cardNames()).toEqual(['Mega Contest', 'Head-to-Head']);
  });

  it('moves between tabs with the arrow keys', async () => {
    contestsApi();
    const user = openContests();
    await screen.findByText('Mega Contest');
    screen.getByRole('tab', { name: 'UPCOMING' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'LIVE' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'LIVE' })).toHaveFocus();
  });

  it('says No UPCOMING contests found. when there are none', async () => {
    contestsApi([]);
    openContests();
    expect(await screen.findByText('No UPCOMING contests found.')).toBeInTheDocument();
  });

  it('shows the failure’s message with a cross mark', async () => {
    mockApi({ 'GET /api/contests': { status: 400, body: { message: 'status must be one of UPCOMING, LIVE, COMPLETED.' } } });
    openContests();
    const message = await screen.findByText('❌ status must be one of UPCOMING, LIVE, COMPLETED.');
    expect(message.closest('[role="alert"]')).not.toBeNull();
  });

  it('shows one match’s contests with ?matchId=, with a way back to all', async () => {
    const api = contestsApi();
    const user = openContests('/contests?matchId=2');
    expect(await screen.findByText('Head-to-Head')).toBeInTheDocument();
    expect(cardNames()).toEqual(['Head-to-Head']);
    expect(api.calls.some((call) => call.path === '/api/contests?status=UPCOMING&matchId=2')).toBe(true);
    expect(await screen.findByText(/England vs New Zealand \(/)).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Show all contests' }));
    expect(await screen.findByText('Mega Contest')).toBeInTheDocument();
    expect(cardNames()).toEqual(['Mega Contest', 'Head-to-Head']);
  });

  it('shows paid contests as unavailable while paid play is off, and free ones as they are', async () => {
    contestsApi(CONTESTS, { 'GET /api/config': { ...SAMPLE_CONFIG, paidPlay: false } });
    openContests();
    expect(await screen.findByText('Paid contests are off on Crease: only free contests can be joined. Winnings can still be withdrawn.')).toBeInTheDocument();
    const paid = await screen.findByRole('link', { name: /Mega Contest/ });
    expect(within(paid).getByText('Unavailable: paid contests are off')).toBeInTheDocument();
    expect(within(screen.getByRole('link', { name: /Head-to-Head/ })).queryByText(/Unavailable/)).toBeNull();
  });

  it('offers a private contest for an upcoming match whose contests are shown', async () => {
    contestsApi();
    openContests('/contests?matchId=2');
    const friends = within(await screen.findByRole('region', { name: 'Play with friends' }));
    expect(friends.getByRole('link', { name: 'Create contest' })).toHaveAttribute('href', '/matches/2/create-contest');
  });

  it('offers none without a match', async () => {
    contestsApi();
    openContests();
    await screen.findByText('Mega Contest');
    expect(screen.getByRole('region', { name: 'Join with a code' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create contest' })).toBeNull();
  });

  it('offers none for a match that has started', async () => {
    contestsApi(CONTESTS, { 'GET /api/matches/3': sampleMatch({ id: 3, startTime: new Date(Date.now() - 3600_000).toISOString(), state: 'LIVE' }) });
    openContests('/contests?matchId=3');
    expect(await screen.findByText(/India vs Australia \(/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create contest' })).toBeNull();
  });

  it('says how many contests the tab holds, as the server counts them, grouped as in India', async () => {
    const many = Array.from({ length: 1240 }, (_, index) => sampleContest({ id: 1000 + index, name: `Contest ${index + 1}` }));
    contestsApi([...many, sampleContest({ id: 3, name: 'Live League', status: 'LIVE' })]);
    const user = openContests();
    expect(await screen.findByText('1,240 contests')).toBeInTheDocument();
    // Only the first page is read, however many there are.
    expect(cardNames()).toHaveLength(50);
    await user.click(screen.getByRole('tab', { name: 'LIVE' }));
    expect(await screen.findByText('1 contest')).toBeInTheDocument();
  });

  it('reads the next page where the last one’s Link points, and offers no more after the last', async () => {
    const upcoming = [1, 2, 3, 4, 5].map((id) => sampleContest({ id, name: `Contest ${id}` }));
    const api = contestsApi(upcoming, {}, 2);
    const user = openContests();
    await screen.findByText('Contest 1');
    expect(cardNames()).toEqual(['Contest 1', 'Contest 2']);
    expect(screen.getByText('5 contests')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Contest 4')).toBeInTheDocument();
    expect(cardNames()).toEqual(['Contest 1', 'Contest 2', 'Contest 3', 'Contest 4']);
    expect(api.calls.map((call) => call.path).filter((path) => path.startsWith('/api/contests'))).toEqual(['/api/contests?status=UPCOMING', '/api/contests?status=UPCOMING&before=2']);

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Contest 5')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('keeps the contests read when a next page fails, says so, and tries again', async () => {
    let failing = true;
    const upcoming = [1, 2, 3].map((id) => sampleContest({ id, name: `Contest ${id}` }));
    mockApi({
      'GET /api/contests': ({ url }) =>
        url.searchParams.has('before') && failing ? { status: 400, body: { message: 'before is not a position in this list.' } } : pagedReply(upcoming, url, { pageSize: 2, counted: true }),
    });
    const user = openContests();
    await screen.findByText('Contest 1');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect((await screen.findByText('Failed to load more contests')).closest('[role="alert"]')).not.toBeNull();
    expect(cardNames()).toEqual(['Contest 1', 'Contest 2']);
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Contest 3')).toBeInTheDocument();
    expect(screen.queryByText('Failed to load more contests')).toBeNull();
  });

  it('opens on the tab and match the address names, as after a reload', async () => {
    const api = contestsApi([...CONTESTS, sampleContest({ id: 5, name: 'Old Final', status: 'COMPLETED', matchId: 2, match: { ...sampleContest().match, id: 2, teamA: 'England', teamB: 'New Zealand' } })]);
    openContests('/contests?tab=COMPLETED&matchId=2');
    expect(await screen.findByText('Old Final')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'COMPLETED' })).toHaveAttribute('aria-selected', 'true');
    expect(cardNames()).toEqual(['Old Final']);
    expect(api.calls.some((call) => call.path === '/api/contests?status=COMPLETED&matchId=2')).toBe(true);
    expect(api.calls.some((call) => call.path.startsWith('/api/contests?status=UPCOMING'))).toBe(false);
  });

  it('opens a friend’s contest from its code, typed as it comes', async () => {
    contestsApi(CONTESTS, { 'GET /api/contests/invite/K7M2QX9P': { ...sampleContest({ id: 300, name: 'Office Friends' }), private: true, inviteCode: 'K7M2QX9P' }, 'GET /join/my-contests/details': [], 'GET /api/team/preview/1': { status: 404, body: { message: 'No team.' } } });
    const user = openContests();
    const join = within(await screen.findByRole('region', { name: 'Join with a code' }));
    await user.click(join.getByRole('button', { name: 'Join' }));
    expect(join.getByRole('alert')).toHaveTextContent('Enter the invite code your friend sent.');
    await user.type(join.getByLabelText('Invite code'), 'k7m2 qx9');
    await user.click(join.getByRole('button', { name: 'Join' }));
    expect(join.getByRole('alert')).toHaveTextContent('That is not an invite code: a code has 8 letters and numbers, like K7M2QX9P.');
    await user.type(join.getByLabelText('Invite code'), 'p');
    await user.click(join.getByRole('button', { name: 'Join' }));
    expect(await screen.findByRole('heading', { name: 'Office Friends', level: 1 })).toBeInTheDocument();
  });
});
