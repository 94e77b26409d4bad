import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, pendingFetch, sampleTransaction } from '../test/mock-api.ts';
import { renderApp } from '../test/render-app.tsx';
import { makeToken } from '../test/tokens.ts';

const WALLET = { balance: 1451.5, bonus: 451, deposit: 1000, winnings: 0.5 };

function open() {
  localStorage.setItem('jwt', makeToken());
  renderApp('/wallet');
  return userEvent.setup();
}

describe('My Wallet', () => {
  it('shows Loading Wallet... meanwhile', async () => {
    pendingFetch();
    open();
    expect(await screen.findByText('Loading Wallet...')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'My Wallet', level: 1 })).toBeInTheDocument();
  });

  it('shows the Current Balance with 2 decimals and its parts, and says adding funds is not here yet', async () => {
    mockApi({ 'GET /api/wallet/balance': WALLET, 'GET /api/wallet/transactions': [] });
    open();
    const card = within(await screen.findByRole('region', { name: 'Current Balance' }));
    expect(card.getByText('₹1,451.50')).toBeInTheDocument();
    expect(card.getByText('Bonus').nextElementSibling).toHaveTextContent('₹451.00');
    expect(card.getByText('Deposits').nextElementSibling).toHaveTextContent('₹1,000.00');
    expect(card.getByText('Winnings').nextElementSibling).toHaveTextContent('₹0.50');
    expect(screen.getByText('Adding funds is not available yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /add funds/i })).toBeNull();
    expect(await screen.findByText('No transactions found.')).toBeInTheDocument();
  });

  it("shows a prize as Winnings in the ledger, with the contest and rank it was won at, and in the balance's winnings", async () => {
    mockApi({
      'GET /api/wallet/balance': { balance: 725, bonus: 475, deposit: 0, winnings: 250 },
      'GET /api/wallet/transactions': [
        sampleTransaction({ id: 3, type: 'WINNING', amount: 250, description: 'Prize for rank 2 in Mega Contest' }),
        sampleTransaction({ id: 2, type: 'ENTRY_FEE', amount: -25, description: 'Entry: Mega Contest' }),
      ],
    });
    open();
    const card = within(await screen.findByRole('region', { name: 'Current Balance' }));
    expect(card.getByText('Winnings').nextElementSibling).toHaveTextContent('₹250.00');
    const prize = (await screen.findByText('Prize for rank 2 in Mega Contest')).closest('li')!;
    expect(within(prize).getByText('Winnings')).toBeInTheDocument();
    expect(within(prize).getByText('+₹250.00')).toBeInTheDocument();
  });

  it('shows the server’s message when the balance fails, else Failed to fetch balance', async () => {
    mockApi({ 'GET /api/wallet/balance': { status: 401, body: { message: 'Your session has ended. Log in again.' } }, 'GET /api/wallet/transactions': [] });
    open();
    expect(await screen.findByText('Your session has ended. Log in again.')).toBeInTheDocument();
  });

  it('says Failed to fetch balance when the failure has no words', async () => {
    mockApi({
      'GET /api/wallet/balance': () => {
        throw new TypeError('Failed to fetch');
      },
      'GET /api/wallet/transactions': [],
    });
    open();
    expect(await screen.findByText('Failed to fetch balance', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('lists the transactions newest first and loads older ones with Load more', async () => {
    const first = Array.from({ length: 20 }, (_, index) => sampleTransaction({ id: 100 - index, type: 'ENTRY_FEE', amount: -49, description: `Entry: contest ${index}` }));
    const api = mockApi({
      'GET /api/wallet/balance': WALLET,
      'GET /api/wallet/transactions': ({ url }) =>
        url.searchParams.get('before') === '81' ? [sampleTransaction({ id: 80, type: 'BONUS', amount: 500, description: 'Welcome bonus' })] : first,
    });
    const user = open();
    expect(await screen.findByText('Entry: contest 0')).toBeInTheDocument();
    expect(screen.getAllByText('−₹49.00')).toHaveLength(20);
    expect(screen.getAllByText('Entry fee')).toHaveLength(20);

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Welcome bonus')).toBeInTheDocument();
    expect(screen.getByText('+₹500.00')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(api.calls.map((call) => call.path).filter((path) => path.startsWith('/api/wallet/transactions'))).toEqual([
      '/api/wallet/transactions?limit=20',
      '/api/wallet/transactions?limit=20&before=81',
    ]);
  });
});
