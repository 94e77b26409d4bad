import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContestMoneyView, MoneyOverviewView } from '@crease/game';
import { describe, expect, it } from 'vitest';
import { mockApi, pendingFetch } from '../test/mock-api.ts';
import { renderApp } from '../test/render-app.tsx';
import { makeToken } from '../test/tokens.ts';

const OVERVIEW: MoneyOverviewView = {
  depositsIn: 12500,
  bonuses: 5000,
  entryFees: 3200,
  prizesPaid: 4000,
  platformShare: -800,
  withdrawals: { requested: 500, paid: 1000, rejected: 300 },
  tdsWithheld: 240,
  tdsPending: 120,
  balances: { bonus: 3100, deposit: 9900, winnings: 2200, total: 15200 },
};

const row = (overrides: Partial<ContestMoneyView>): ContestMoneyView => ({ contestId: 1, name: 'Mega Contest', status: 'COMPLETED', matchId: 1, entries: 40, feesIn: 1960, prizesOut: 1500, platformShare: 460, ...overrides });

function open(role: 'ROLE_ADMIN' | 'ROLE_USER' = 'ROLE_ADMIN') {
  localStorage.setItem('jwt', makeToken({ role }));
  renderApp('/admin/money');
  return userEvent.setup();
}

const figure = (group: string, term: string) => within(screen.getByRole('region', { name: group })).getByText(term).nextElementSibling;

describe('Money (admin)', () => {
  it('is for admins only', async () => {
    open('ROLE_USER');
    expect(await screen.findByRole('heading', { name: 'This page is for admins' })).toBeInTheDocument();
  });

  it('says Loading the money... meanwhile', async () => {
    pendingFetch();
    open();
    expect(await screen.findByText('Loading the money...')).toBeInTheDocument();
  });

  it('shows the money at a glance: in, prizes, the platform’s share, withdrawals, TDS and balances', async () => {
    mockApi({ 'GET /api/admin/money': OVERVIEW, 'GET /api/admin/money/contests': [] });
    open();
    await screen.findByRole('region', { name: 'In and out of contests' });
    expect(figure('In and out of contests', 'Deposits in')).toHaveTextContent('₹12,500.00');
    expect(figure('In and out of contests', 'Bonuses')).toHaveTextContent('₹5,000.00');
    expect(figure('In and out of contests', 'Entry fees')).toHaveTextContent('₹3,200.00');
    expect(figure('In and out of contests', 'Prizes paid')).toHaveTextContent('₹4,000.00');
    expect(figure('In and out of contests', 'Platform share')).toHaveTextContent('−₹800.00');
    expect(figure('Withdrawals', 'Requested')).toHaveTextContent('₹500.00');
    expect(figure('Withdrawals', 'Paid')).toHaveTextContent('₹1,000.00');
    expect(figure('Withdrawals', 'Rejected')).toHaveTextContent('₹300.00');
    expect(figure('Withdrawals', 'TDS withheld')).toHaveTextContent('₹240.00');
    expect(figure('Withdrawals', 'TDS pending')).toHaveTextContent('₹120.00');
    expect(figure('Balances held', 'Winnings')).toHaveTextContent('₹2,200.00');
    expect(figure('Balances held', 'Total')).toHaveTextContent('₹15,200.00');
    expect(await screen.findByText('No contest has entries yet.')).toBeInTheDocument();
  });

  it('lists each contest’s entries, fees, prizes and share, and follows the Link header for more', async () => {
    const api = mockApi({
      'GET /api/admin/money': OVERVIEW,
      'GET /api/admin/money/contests': ({ url }) =>
        url.searchParams.get('before') === '7'
          ? [row({ contestId: 3, name: 'Small League', entries: 2, feesIn: 50, prizesOut: 90, platformShare: -40 })]
          : { status: 200, body: [row({ contestId: 8, name: 'Mega Contest' }), row({ contestId: 7, name: 'Head-to-Head', status: 'UPCOMING', entries: 1, feesIn: 10, prizesOut: 0, platformShare: 10 })], headers: { Link: '</api/admin/money/contests?limit=20&before=7>; rel="next"' } },
    });
    const user = open();
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Contest', 'Status', 'Entries', 'Fees in', 'Prizes out', 'Platform share']);
    const mega = within(within(table).getByRole('row', { name: /Mega Contest/ }));
    expect(mega.getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['COMPLETED', '40', '₹1,960.00', '₹1,500.00', '₹460.00']);

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    const small = within(await within(table).findByRole('row', { name: /Small League/ }));
    expect(small.getAllByRole('cell').at(-1)).toHaveTextContent('−₹40.00');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(api.calls.map((call) => call.path).filter((path) => path.startsWith('/api/admin/money/contests'))).toEqual([
      '/api/admin/money/contests?limit=20',
      '/api/admin/money/contests?limit=20&before=7',
    ]);
  });

  it('shows the server’s message when the money cannot be read', async () => {
    mockApi({ 'GET /api/admin/money': { status: 403, body: { message: 'This is for admins only.' } }, 'GET /api/admin/money/contests': [] });
    open();
    expect(await screen.findByText('❌ This is for admins only.')).toBeInTheDocument();
  });
});
