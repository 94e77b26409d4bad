import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DashboardDayView, DashboardView } from '@crease/game';
import { describe, expect, it } from 'vitest';
import { mockApi, pendingFetch } from '../test/mock-api.ts';
import { renderApp } from '../test/render-app.tsx';
import { makeToken } from '../test/tokens.ts';

const ZERO = { newUsers: 0, deposits: 0, depositCount: 0, entries: 0, entryFees: 0, prizes: 0, platformShare: 0 };

/** 30 days to 27 November, quiet but for two. */
function days(): DashboardDayView[] {
  return Array.from({ length: 30 }, (_, index) => {
    const day = new Date(Date.UTC(2026, 9, 29 + index)).toISOString().slice(0, 10);
    if (day === '2026-11-12') return { day, ...ZERO, newUsers: 14, deposits: 2500, depositCount: 6, entries: 40, entryFees: 1960, prizes: 1500, platformShare: 460 };
    if (day === '2026-11-27') return { day, ...ZERO, newUsers: 3, deposits: 500, depositCount: 1, entries: 12, entryFees: 300 };
    return { day, ...ZERO };
  });
}

const DASHBOARD: DashboardView = {
  today: '2026-11-27',
  days: days(),
  totals: { newUsers: 17, deposits: 3000, depositCount: 7, entries: 52, entryFees: 2260, prizes: 1500, platformShare: 460 },
  todaysContests: [
    { contestId: 1, name: 'Mega Contest', matchId: 5, match: 'India vs Australia', startTime: '2026-11-27T14:00:00.000Z', status: 'UPCOMING', entryFee: 49, spots: 100, entries: 25, fillRate: 0.25 },
    { contestId: 2, name: 'Head to Head', matchId: 5, match: 'India vs Australia', startTime: '2026-11-27T14:00:00.000Z', status: 'UPCOMING', entryFee: 10, spots: 2, entries: 2, fillRate: 1 },
    { contestId: 3, name: 'Free for all', matchId: 5, match: 'India vs Australia', startTime: '2026-11-27T14:00:00.000Z', status: 'UPCOMING', entryFee: 0, spots: null, entries: 7, fillRate: null },
  ],
  liveMatches: [{ id: 8, teamA: 'England', teamB: 'New Zealand', startTime: '2026-11-27T09:30:00.000Z', matchType: 'T20', scorer: 'MANUAL', contests: 3, entries: 210 }],
};

function open(reply: unknown = DASHBOARD, role: 'ROLE_ADMIN' | 'ROLE_USER' = 'ROLE_ADMIN') {
  const api = mockApi({ 'GET /api/admin/dashboard': reply as object });
  localStorage.setItem('jwt', makeToken({ role }));
  renderApp('/admin/dashboard');
  return { api, user: userEvent.setup() };
}

const chart = (title: string) => within(screen.getByRole('figure', { name: title }));

describe('Dashboard (admin)', () => {
  it('is for admins only', async () => {
    open(DASHBOARD, 'ROLE_USER');
    expect(await screen.findByRole('heading', { name: 'This page is for admins' })).toBeInTheDocument();
  });

  it('is linked from the Admin Control Center', async () => {
    mockApi({});
    localStorage.setItem('jwt', makeToken({ role: 'ROLE_ADMIN' }));
    renderApp('/admin');
    expect(await screen.findByRole('link', { name: /^Dashboard/ })).toHaveAttribute('href', '/admin/dashboard');
    expect(screen.getByRole('link', { name: /^Contest Templates/ })).toHaveAttribute('href', '/admin/contest-templates');
  });

  it('says Loading the dashboard... meanwhile', async () => {
    pendingFetch();
    localStorage.setItem('jwt', makeToken({ role: 'ROLE_ADMIN' }));
    renderApp('/admin/dashboard');
    expect(await screen.findByText('Loading the dashboard...')).toBeInTheDocument();
  });

  it('says why it could not be read', async () => {
    open({ status: 500, body: { message: 'Something went wrong on our side.' } });
    expect(await screen.findByText('❌ Something went wrong on our side.')).toBeInTheDocument();
  });

  it('charts each figure of the 30 days, with its total, its best day and every day in a table', async () => {
    const { user } = await open();
    await screen.findByRole('figure', { name: 'Deposits' });
    expect(screen.getAllByRole('figure').map((figure) => figure.getAttribute('aria-labelledby') && within(figure).getByRole('heading').textContent)).toEqual([
      'New users',
      'Deposits',
      'Entries',
      'Entry fees',
      'Prizes',
      'Platform share',
    ]);
    expect(chart('Deposits').getByText('₹3,000.00')).toBeInTheDocument();
    expect(chart('Deposits').getByText('Most on 12 Nov: ₹2,500.00')).toBeInTheDocument();
    expect(chart('Deposits').getByRole('img', { name: 'Deposits per day, 29 Oct to 27 Nov: ₹3,000.00 in all; the most on 12 Nov: ₹2,500.00.' })).toBeInTheDocument();
    expect(chart('New users').getByText('17')).toBeInTheDocument();
    expect(chart('Platform share').getByText('Most on 12 Nov: ₹460.00')).toBeInTheDocument();

    await user.click(chart('Entries').getByText('Entries: every day'));
    const rows = chart('Entries').getAllByRole('row');
    expect(rows).toHaveLength(31);
    expect(within(rows.at(-1)!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['12']);
    expect(within(rows.at(-1)!).getByRole('rowheader')).toHaveTextContent('27 Nov');
  });

  it('lists today’s contests fullest first, with how full in words, and the live matches with who scores them', async () => {
    open();
    const today = within(await screen.findByRole('region', { name: 'Today’s contests' }));
    expect(today.getAllByRole('listitem').map((item) => item.firstChild!.textContent)).toEqual([
      'Head to Head2 of 2 spots (100%)',
      'Mega Contest25 of 100 spots (25%)',
      'Free for all7 entries, no limit',
    ]);
    const live = within(screen.getByRole('region', { name: 'Live matches' }));
    expect(live.getByText('England vs New Zealand')).toBeInTheDocument();
    expect(live.getByText('Scored by hand')).toBeInTheDocument();
    expect(live.getByText(/3 contests · 210 entries/)).toBeInTheDocument();
    expect(live.getByRole('link', { name: 'Scoring: England vs New Zealand' })).toHaveAttribute('href', '/admin/matches/8/scoring');
  });

  it('says so when no contest is on today and no match is live', async () => {
    open({ ...DASHBOARD, todaysContests: [], liveMatches: [] });
    expect(await screen.findByText('No contests on today’s matches.')).toBeInTheDocument();
    expect(screen.getByText('No match is being played now.')).toBeInTheDocument();
  });
});
