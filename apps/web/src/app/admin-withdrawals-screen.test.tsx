import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminWithdrawalView, WithdrawalStatus } from '@crease/game';
import { describe, expect, it } from 'vitest';
import { mockApi, pendingFetch, sampleAdminWithdrawal } from '../test/mock-api.ts';
import { renderApp } from '../test/render-app.tsx';
import { makeToken } from '../test/tokens.ts';

const REQUESTED = sampleAdminWithdrawal({ id: 3, amount: 500, tds: 120, net: 380, user: { id: 7, name: 'Asha Rao', email: 'asha@example.com' } });

/** The admin list by status, as the server filters it; pay and reject move a withdrawal on. */
function withdrawalsApi(rows: AdminWithdrawalView[] = [REQUESTED], routes: Parameters<typeof mockApi>[0] = {}) {
  let current = rows;
  const decide = (id: number, status: WithdrawalStatus, reason: string | null = null) => {
    current = current.map((row) => (row.id === id ? { ...row, status, reason, decidedAt: new Date().toISOString() } : row));
    return current.find((row) => row.id === id)!;
  };
  return mockApi({
    'GET /api/admin/withdrawals': ({ url }) => current.filter((row) => row.status === (url.searchParams.get('status') ?? row.status)),
    'POST /api/admin/withdrawals/3/pay': () => decide(3, 'PAID'),
    'POST /api/admin/withdrawals/3/reject': ({ body }) => decide(3, 'REJECTED', (body as { reason: string }).reason),
    ...routes,
  });
}

function open(path = '/admin/withdrawals', role: 'ROLE_ADMIN' | 'ROLE_USER' = 'ROLE_ADMIN') {
  localStorage.setItem('jwt', makeToken({ role }));
  renderApp(path);
  return userEvent.setup();
}

const card = (name: RegExp) => screen.findByRole('listitem', { name });

describe('Withdrawals (admin)', () => {
  it('is for admins only', async () => {
    open('/admin/withdrawals', 'ROLE_USER');
    expect(await screen.findByRole('heading', { name: 'This page is for admins' })).toBeInTheDocument();
  });

  it('says Loading withdrawals... meanwhile', async () => {
    pendingFetch();
    open();
    expect(await screen.findByText('Loading withdrawals...')).toBeInTheDocument();
  });

  it('lists the requested ones first: who, the amount, the TDS, what to pay and where', async () => {
    const api = withdrawalsApi();
    open();
    const row = within(await card(/^Withdrawal 3: Asha Rao/));
    expect(row.getByText('asha@example.com')).toBeInTheDocument();
    expect(row.getByText('Amount').nextElementSibling).toHaveTextContent('₹500.00');
    expect(row.getByText('TDS').nextElementSibling).toHaveTextContent('₹120.00');
    expect(row.getByText('To pay').nextElementSibling).toHaveTextContent('₹380.00');
    expect(row.getByText('To').nextElementSibling).toHaveTextContent('Bank account ********4567 (HDFC0001234)');
    expect(screen.getByRole('tab', { name: 'Requested' })).toHaveAttribute('aria-selected', 'true');
    expect(api.calls.map((call) => call.path)).toContain('/api/admin/withdrawals?status=REQUESTED&limit=20');
  });

  it('pays one after a dialog says what to send and where; it leaves Requested for Paid', async () => {
    const api = withdrawalsApi();
    const user = open();
    await user.click(within(await card(/^Withdrawal 3/)).getByRole('button', { name: 'Pay withdrawal #3 to Asha Rao' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Pay this withdrawal?' }));
    expect(dialog.getByText('₹380.00')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Mark paid' }));
    expect(await screen.findByText('Withdrawal #3 marked paid: ₹380.00 to Asha Rao.')).toBeInTheDocument();
    expect(await screen.findByText('No withdrawals are waiting to be paid.')).toBeInTheDocument();
    expect(api.writes()).toEqual([{ method: 'POST', path: '/api/admin/withdrawals/3/pay', body: undefined }]);

    await user.click(screen.getByRole('tab', { name: 'Paid' }));
    const paid = within(await card(/^Withdrawal 3/));
    expect(paid.getByText('PAID')).toBeInTheDocument();
    expect(paid.queryByRole('button', { name: /^Pay/ })).toBeNull();
  });

  it('rejects one with a reason, checked as the server checks it, and shows the reason under Rejected', async () => {
    const api = withdrawalsApi();
    const user = open();
    await user.click(within(await card(/^Withdrawal 3/)).getByRole('button', { name: 'Reject withdrawal #3 of Asha Rao' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Reject this withdrawal?' }));
    await user.type(dialog.getByLabelText('Reason'), 'no');
    await user.click(dialog.getByRole('button', { name: 'Reject withdrawal' }));
    expect(await dialog.findByText('❌ Reason must be at least 3 characters.')).toBeInTheDocument();
    expect(api.writes()).toEqual([]);

    await user.type(dialog.getByLabelText('Reason'), 't the account holder on the PAN');
    await user.click(dialog.getByRole('button', { name: 'Reject withdrawal' }));
    expect(await screen.findByText("Withdrawal #3 rejected: ₹500.00 is back in Asha Rao's winnings.")).toBeInTheDocument();
    expect(api.writes()).toEqual([{ method: 'POST', path: '/api/admin/withdrawals/3/reject', body: { reason: 'not the account holder on the PAN' } }]);

    await user.click(screen.getByRole('tab', { name: 'Rejected' }));
    expect(await screen.findByText('Reason: not the account holder on the PAN')).toBeInTheDocument();
  });

  it('shows the server’s refusal in the dialog, such as one already decided', async () => {
    withdrawalsApi([REQUESTED], { 'POST /api/admin/withdrawals/3/pay': { status: 409, body: { message: 'Withdrawal 3 is already paid; only a requested one can be paid or rejected.' } } });
    const user = open();
    await user.click(within(await card(/^Withdrawal 3/)).getByRole('button', { name: 'Pay withdrawal #3 to Asha Rao' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Pay this withdrawal?' }));
    await user.click(dialog.getByRole('button', { name: 'Mark paid' }));
    expect(await dialog.findByText('❌ Withdrawal 3 is already paid; only a requested one can be paid or rejected.')).toBeInTheDocument();
  });

  it('opens on the tab the address names, and loads older ones by the list’s Link', async () => {
    const page1 = Array.from({ length: 2 }, (_, index) => sampleAdminWithdrawal({ id: 20 - index, status: 'PAID' }));
    const api = mockApi({
      'GET /api/admin/withdrawals': ({ url }) =>
        url.searchParams.get('before') === '19'
          ? [sampleAdminWithdrawal({ id: 10, status: 'PAID', user: { id: 8, name: 'Rohan Das', email: 'rohan@example.com' } })]
          : { status: 200, body: page1, headers: { Link: '</api/admin/withdrawals?status=PAID&limit=20&before=19>; rel="next"' } },
    });
    const user = open('/admin/withdrawals?status=PAID');
    expect(screen.getByRole('tab', { name: 'Paid' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findAllByRole('listitem', { name: /^Withdrawal (20|19):/ })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await card(/^Withdrawal 10: Rohan Das/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(api.calls.map((call) => call.path).filter((path) => path.startsWith('/api/admin/withdrawals'))).toEqual([
      '/api/admin/withdrawals?status=PAID&limit=20',
      '/api/admin/withdrawals?status=PAID&limit=20&before=19',
    ]);
  });
});

describe('Admin Control Center', () => {
  it('leads to the withdrawals and the money, as to the other admin pages', async () => {
    mockApi({});
    open('/admin');
    expect(await screen.findByRole('link', { name: /^Withdrawals/ })).toHaveAttribute('href', '/admin/withdrawals');
    expect(screen.getByRole('link', { name: /^Money/ })).toHaveAttribute('href', '/admin/money');
    expect(screen.getByRole('link', { name: /^Manage Contests/ })).toHaveAttribute('href', '/admin/contests');
  });
});
