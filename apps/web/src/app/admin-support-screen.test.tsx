import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SupportConversationDetailView, SupportConversationView } from '@crease/game';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../test/mock-api.ts';
import { renderApp } from '../test/render-app.tsx';
import { makeToken } from '../test/tokens.ts';

vi.mock('../lib/stomp-client.ts', () => import('../test/mock-live.ts'));

const CONVERSATION: SupportConversationView = {
  id: 5,
  playerId: 12,
  playerName: 'Nila Varma',
  subject: 'Deposit missing',
  state: 'OPEN',
  assignee: null,
  about: { kind: 'DEPOSIT', id: 12 },
  unread: 2,
  unreadByPlayer: 0,
  unreadBySupport: 2,
  lastMessageAt: '2026-04-02T10:00:00Z',
  createdAt: '2026-04-02T10:00:00Z',
  closedAt: null,
};
const DETAIL: SupportConversationDetailView = {
  ...CONVERSATION,
  messages: [{ id: 1, conversationId: 5, author: 'PLAYER', authorName: 'Nila Varma', text: 'My deposit has not arrived.', attachments: [], createdAt: '2026-04-02T10:00:00Z' }],
};
const PANEL = {
  account: { id: 12, name: 'Nila Varma', email: 'nila@example.com', role: 'ROLE_USER', emailVerified: true, createdAt: '2026-04-01T10:00:00Z' },
  wallet: { balance: 600, bonus: 500, deposit: 100, winnings: 0 },
  transactions: [{ id: 3, type: 'DEPOSIT', amount: 100, timestamp: '2026-04-02T09:00:00Z', description: 'Deposit' }],
  standing: { emailVerified: true, dateOfBirth: '1995-06-15', state: 'Maharashtra', monthlyDepositLimit: 100000, pendingMonthlyDepositLimit: null, selfExcludedUntil: null },
  kyc: null,
  audit: [{ id: 9, at: '2026-04-02T09:00:00Z', actorId: 12, kind: 'kyc.changed', subjectUserId: 12, ip: '127.0.0.1', details: {} }],
};

afterEach(() => vi.restoreAllMocks());

describe('the support inbox', () => {
  it('lists a state’s conversations with their unread marks, and narrows them to the admin’s own', async () => {
    const api = mockApi({ 'GET /api/admin/support/conversations': [CONVERSATION] });
    localStorage.setItem('jwt', makeToken({ role: 'ROLE_ADMIN' }));
    renderApp('/admin/support');
    const user = userEvent.setup();
    const row = await screen.findByRole('link', { name: /Deposit missing/ });
    expect(row).toHaveAttribute('href', '/admin/support/5');
    expect(within(row).getByText('2 unread')).toBeInTheDocument();
    expect(within(row).getByText('Not assigned')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Waiting on player' }));
    await user.selectOptions(screen.getByLabelText('Assigned to'), 'me');
    await waitFor(() => expect(api.calls.map((call) => call.path)).toContain('/api/admin/support/conversations?state=WAITING_ON_PLAYER&limit=20&assignee=7'));
  });

  it('shows a conversation with its player beside it, assigns it to the admin, and closes it after asking', async () => {
    let detail = DETAIL;
    const api = mockApi({
      'GET /api/support/conversations/5': () => detail,
      'GET /api/admin/support/conversations/5/player': PANEL,
      'GET /api/admin/support/canned-replies': [],
      'POST /api/admin/support/conversations/5/assign': () => {
        detail = { ...detail, assignee: { id: 7, name: 'Asha Rao' } };
        return detail;
      },
      'POST /api/admin/support/conversations/5/close': () => {
        detail = { ...detail, state: 'CLOSED' };
        return detail;
      },
    });
    localStorage.setItem('jwt', makeToken({ role: 'ROLE_ADMIN' }));
    renderApp('/admin/support/5');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Deposit missing', level: 1 })).toBeInTheDocument();
    const player = within(screen.getByRole('region', { name: 'Player' }));
    expect(await player.findByText('nila@example.com')).toBeInTheDocument();
    expect(player.getByText('₹600.00')).toBeInTheDocument();
    expect(player.getByText('KYC changed')).toBeInTheDocument();
    expect(player.getByText('No PAN or payout details given yet.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Assign to me' }));
    expect(await screen.findByText('Assigned to you')).toBeInTheDocument();
    expect(api.calls.find((call) => call.path === '/api/admin/support/conversations/5/assign')?.body).toEqual({ adminId: 7 });

    await user.click(screen.getByRole('button', { name: 'Close conversation' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Close this conversation?' }));
    await user.click(dialog.getByRole('button', { name: 'Close it' }));
    expect(await screen.findByRole('button', { name: 'Reopen' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
