import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, pendingFetch, sampleTransaction } from '../test/mock-api.ts';
import { renderApp } from '../test/render-app.tsx';
import { makeToken } from '../test/tokens.ts';

const PROFILE = { name: 'Asha Rao', email: 'asha@example.com', joinedContests: 3, walletBalance: 451 };

function open() {
  localStorage.setItem('jwt', makeToken());
  renderApp('/profile');
}

const value = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

describe('User Profile', () => {
  it('shows Loading profile... meanwhile', async () => {
    pendingFetch();
    open();
    expect(await screen.findByText('Loading profile...')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'User Profile', level: 1 })).toBeInTheDocument();
  });

  it('shows name, email, contests joined and the balance with Add Funds, and the ways on', async () => {
    mockApi({ 'GET /api/user/profile': PROFILE, 'GET /api/wallet/transactions': [] });
    open();
    expect(await screen.findByText('Asha Rao', { selector: 'dd' })).toBeInTheDocument();
    expect(value('Email')).toHaveTextContent('asha@example.com');
    expect(value('Contests Joined')).toHaveTextContent('3');
    expect(value('Wallet Balance')).toHaveTextContent('₹451.00');
    expect(screen.getByRole('link', { name: 'Add Funds' })).toHaveAttribute('href', '/wallet');
    expect(screen.getByRole('link', { name: 'View Available Contests' })).toHaveAttribute('href', '/contests');
    expect(screen.getByRole('link', { name: 'View My Joined Contests' })).toHaveAttribute('href', '/my-joined-contests');
    expect(await screen.findByText('No transactions found.')).toBeInTheDocument();
  });

  it('reads a balance sent as a string', async () => {
    mockApi({ 'GET /api/user/profile': { ...PROFILE, walletBalance: '1250.5' }, 'GET /api/wallet/transactions': [] });
    open();
    await screen.findByText('Asha Rao', { selector: 'dd' });
    expect(value('Wallet Balance')).toHaveTextContent('₹1,250.50');
  });

  it('lists the Last Transactions: the first 5 with type, amount and local date-time', async () => {
    const when = '2026-03-14T10:30:00.000Z';
    const api = mockApi({
      'GET /api/user/profile': PROFILE,
      'GET /api/wallet/transactions': Array.from({ length: 6 }, (_, index) => sampleTransaction({ id: 10 - index, type: index === 0 ? 'ENTRY_FEE' : 'BONUS', amount: index === 0 ? -49 : 500, timestamp: when })),
    });
    open();
    const section = within(await screen.findByRole('region', { name: 'Last Transactions' }));
    expect(await section.findByText('Entry fee')).toBeInTheDocument();
    expect(section.getAllByRole('listitem')).toHaveLength(5);
    expect(section.getByText('−₹49.00')).toBeInTheDocument();
    const local = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' }).format(new Date(when));
    expect(section.getAllByText(local)).toHaveLength(5);
    expect(api.calls.some((call) => call.path === '/api/wallet/transactions?limit=5')).toBe(true);
  });

  it('says Error loading profile on failure', async () => {
    mockApi({ 'GET /api/user/profile': { status: 404, body: { message: 'No such user.' } }, 'GET /api/wallet/transactions': [] });
    open();
    expect(await screen.findByText('Error loading profile')).toBeInTheDocument();
  });
});
