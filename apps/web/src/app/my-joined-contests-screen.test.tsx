import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { joinedContestsRoute, mockApi, pendingFetch, sampleEntry, samplePlayer, sampleTeam } from '../test/mock-api.ts';
import { renderApp } from '../test/render-app.tsx';
import { makeToken } from '../test/tokens.ts';

function open() {
  localStorage.setItem('jwt', makeToken());
  renderApp('/my-joined-contests');
  return userEvent.setup();
}

describe('My Joined Contests', () => {
  it('shows Loading your contests... meanwhile', async () => {
    pendingFetch();
    open();
    expect(await screen.findByText('Loading your contests...')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'My Joined Contests', level: 1 })).toBeInTheDocument();
  });

  it('lists each entry with its name, contest id and status, and a Preview Team button', async () => {
    const api = mockApi({
      'GET /join/my-contests/details': [
        sampleEntry({ entryId: 2, contestName: 'Head-to-Head', contestId: 101, status: 'LIVE', matchId: 3, teamId: 8, entryFee: 0 }),
        sampleEntry({ entryId: 1, contestName: 'Mega Contest', contestId: 100, status: 'CANCELLED', matchId: 1, entryFee: 49 }),
      ],
    });
    open();
    const live = await screen.findByRole('article', { name: 'Head-to-Head' });
    expect(within(live).getByText('LIVE')).toBeInTheDocument();
    expect(within(live).getByText('Contest ID').nextElementSibling).toHaveTextContent('101');
    expect(within(live).getByText('Free')).toBeInTheDocument();
    expect(within(live).getByRole('link', { name: 'Preview Team' })).toHaveAttribute('href', '/team/preview/3?team=8');

    const cancelled = screen.getByRole('article', { name: 'Mega Contest' });
    expect(within(cancelled).getByText('CANCELLED')).toBeInTheDocument();
    expect(within(cancelled).getByText('₹49.00')).toBeInTheDocument();
    expect(within(cancelled).getByText(/entry fee was refunded/)).toBeInTheDocument();
    expect(api.calls.some((call) => call.path === '/join/my-contests/details')).toBe(true);
  });

  it('says how many contests are joined, and loads the older ones as asked, from the Link the server gave', async () => {
    const entries = Array.from({ length: 5 }, (_, index) => sampleEntry({ entryId: 50 - index, contestId: 100 + index, contestName: `Contest ${index + 1}`, status: 'COMPLETED' }));
    const api = mockApi({ 'GET /join/my-contests/details': joinedContestsRoute(entries, { pageSize: 3 }) });
    const user = open();
    await screen.findByRole('article', { name: 'Contest 1' });
    expect(screen.getByText('5 contests joined')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('article', { name: 'Contest 5' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(5);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(api.calls.map((call) => call.path)).toContain('/join/my-contests/details?before=3');
  });

  it('leads from an entry not yet started to its contest (who has joined a private one, with its code)', async () => {
    mockApi({ 'GET /join/my-contests/details': [sampleEntry({ contestName: 'Office Friends', contestId: 300, status: 'UPCOMING' })] });
    open();
    const card = await screen.findByRole('article', { name: 'Office Friends' });
    expect(within(card).getByRole('link', { name: 'View contest: Office Friends' })).toHaveAttribute('href', '/contests/300');
    expect(within(card).queryByRole('link', { name: /Watch live|View results/ })).toBeNull();
  });

  it('shows a live entry\'s rank and points with a way to watch it, and a finished one\'s prize', async () => {
    mockApi({
      'GET /join/my-contests/details': [
        sampleEntry({ entryId: 2, contestName: 'Live League', contestId: 101, status: 'LIVE', rank: 12, totalPoints: 88.5 }),
        sampleEntry({ entryId: 1, contestName: 'Mega Contest', contestId: 100, status: 'COMPLETED', rank: 2, totalPoints: 180, prize: 250 }),
        sampleEntry({ entryId: 3, contestName: 'Small League', contestId: 102, status: 'COMPLETED', rank: 40, totalPoints: 12, prize: 0 }),
      ],
    });
    open();
    const live = await screen.findByRole('article', { name: 'Live League' });
    expect(within(live).getByText('Rank').nextElementSibling).toHaveTextContent('#12');
    expect(within(live).getByText('Points').nextElementSibling).toHaveTextContent('88.5');
    expect(within(live).queryByText('Prize')).toBeNull();
    expect(within(live).getByRole('link', { name: 'Watch live' })).toHaveAttribute('href', '/contests/101');

    const won = screen.getByRole('article', { name: 'Mega Contest' });
    expect(within(won).getByText('Rank').nextElementSibling).toHaveTextContent('#2');
    expect(within(won).getByText('Prize').nextElementSibling).toHaveTextContent('₹250');
    expect(within(won).getByRole('link', { name: 'View results' })).toHaveAttribute('href', '/contests/100');
    expect(within(screen.getByRole('article', { name: 'Small League' })).getByText('Prize').nextElementSibling).toHaveTextContent('None');
  });

  describe('while an entry is live', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('reads the entries again every few seconds, so ranks and points move; not when none is live', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      let live = true;
      const api = mockApi({ 'GET /join/my-contests/details': () => [sampleEntry({ status: live ? 'LIVE' : 'COMPLETED', rank: live ? 12 : 3, totalPoints: live ? 40 : 62 })] });
      open();
      expect(await screen.findByText('#12')).toBeInTheDocument();
      const reads = () => api.calls.filter((call) => call.path === '/join/my-contests/details').length;
      const first = reads();

      live = false;
      await act(() => vi.advanceTimersByTimeAsync(15_000));
      expect(await screen.findByText('#3')).toBeInTheDocument();
      expect(reads()).toBe(first + 1);

      await act(() => vi.advanceTimersByTimeAsync(60_000));
      expect(reads()).toBe(first + 1);
    });
  });

  it('says No contests joined yet. when there are none', async () => {
    mockApi({ 'GET /join/my-contests/details': [] });
    open();
    expect(await screen.findByText('No contests joined yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Available Contests' })).toHaveAttribute('href', '/contests');
  });

  it('says Unable to load your contests on failure', async () => {
    mockApi({ 'GET /join/my-contests/details': { status: 403, body: { message: 'Forbidden' } } });
    open();
    expect(await screen.findByText('Unable to load your contests')).toBeInTheDocument();
  });

  it('opens the preview of the team entered, which need not be the latest for the match', async () => {
    mockApi({
      'GET /join/my-contests/details': [sampleEntry({ matchId: 1, teamId: 5 })],
      'GET /api/user-teams/5': sampleTeam({ id: 5, players: [samplePlayer({ id: 1, name: 'Virat Kohli' })], captainId: 1, viceCaptainId: 2 }),
    });
    const user = open();
    await user.click(await screen.findByRole('link', { name: 'Preview Team' }));
    expect(await screen.findByRole('heading', { name: 'Team Preview', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('Virat Kohli')).toBeInTheDocument();
  });
});
