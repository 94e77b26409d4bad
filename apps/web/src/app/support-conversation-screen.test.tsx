import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SupportConversationDetailView, SupportMessageView } from '@crease/game';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { liveChannel } from '../test/mock-live.ts';
import { mockApi } from '../test/mock-api.ts';
import { renderApp } from '../test/render-app.tsx';
import { makeToken } from '../test/tokens.ts';

vi.mock('../lib/stomp-client.ts', () => import('../test/mock-live.ts'));

const FIRST: SupportMessageView = {
  id: 1,
  conversationId: 5,
  author: 'PLAYER',
  authorName: 'Asha Rao',
  text: 'My deposit has not arrived.',
  attachments: [{ id: 31, contentType: 'image/png', bytes: 20_480, url: '/api/support/attachments/31' }],
  createdAt: '2026-04-02T10:00:00Z',
};
const REPLY: SupportMessageView = { id: 2, conversationId: 5, author: 'SUPPORT', authorName: 'Ravi', text: 'We are looking into it.', attachments: [], createdAt: '2026-04-02T10:05:00Z' };

const conversation = (messages: SupportMessageView[], state: SupportConversationDetailView['state'] = 'OPEN'): SupportConversationDetailView => ({
  id: 5,
  playerId: 7,
  playerName: 'Asha Rao',
  subject: 'Deposit missing',
  state,
  assignee: null,
  about: { kind: 'DEPOSIT', id: 12 },
  unread: 0,
  unreadByPlayer: 0,
  unreadBySupport: 0,
  lastMessageAt: messages.at(-1)!.createdAt,
  createdAt: FIRST.createdAt,
  closedAt: null,
  messages,
});

const png = (name: string, bytes = 1024) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

function open() {
  localStorage.setItem('jwt', makeToken());
  renderApp('/support/5');
  return userEvent.setup();
}

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:screenshot');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

describe('a conversation with support', () => {
  it('shows its state, what it is about, and the messages, images read with the token', async () => {
    const api = mockApi({ 'GET /api/support/conversations/5': conversation([FIRST]), 'GET /api/support/attachments/31': {} });
    open();
    expect(await screen.findByRole('heading', { name: 'Deposit missing', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Open')).toBeInTheDocument();
    expect(screen.getByText('About Deposit #12')).toBeInTheDocument();
    expect(screen.getByText('My deposit has not arrived.')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Image 1 (PNG, 20 KB)' })).toHaveAttribute('src', 'blob:screenshot');
    const imageCall = api.calls.find((call) => call.path === '/api/support/attachments/31') as unknown as { headers: Record<string, string> };
    expect(imageCall.headers.Authorization).toMatch(/^Bearer /);
  });

  it('shows a reply as it arrives on the live channel, and says the conversation waits on the player', async () => {
    let messages = [FIRST];
    mockApi({ 'GET /api/support/conversations/5': () => conversation(messages, messages.length > 1 ? 'WAITING_ON_PLAYER' : 'OPEN'), 'GET /api/support/attachments/31': {} });
    open();
    await screen.findByText('My deposit has not arrived.');
    await waitFor(() => expect(liveChannel.isFollowed('/user/queue/support')).toBe(true));
    messages = [FIRST, REPLY];
    const { messages: _, unread: __, ...summary } = conversation(messages, 'WAITING_ON_PLAYER');
    liveChannel.publish('/user/queue/support', { type: 'message', conversation: summary, message: REPLY });
    expect(await screen.findByText('We are looking into it.')).toBeInTheDocument();
    expect(screen.getByText('Waiting on you')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Messages' })).getByText('Ravi (Crease support)')).toBeInTheDocument();
  });

  it('says the limits before any upload, refuses a fourth image, and shows the server’s refusal', async () => {
    const api = mockApi({
      'GET /api/support/conversations/5': conversation([FIRST]),
      'GET /api/support/attachments/31': {},
      'POST /api/support/conversations/5/attachments': { status: 413, body: { message: 'files: image 1 is larger than 2 MB.' } },
    });
    const user = open();
    await screen.findByText('My deposit has not arrived.');
    expect(screen.getByText('Up to 3 images, PNG or JPEG, 2 MB each.')).toBeInTheDocument();
    const input = screen.getByLabelText('Attach images');
    await user.upload(input, [png('a.png'), png('b.png'), png('c.png'), png('d.png')]);
    expect(await screen.findByText('❌ You can attach at most 3 images to a message.')).toBeInTheDocument();
    await user.upload(input, [png('a.png')]);
    expect(within(screen.getByRole('list', { name: 'Images to send' })).getByText('a.png (1 KB)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('❌ files: image 1 is larger than 2 MB.')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path === '/api/support/conversations/5/attachments')).toHaveLength(1);
  });
});
