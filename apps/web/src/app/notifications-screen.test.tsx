import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { NotificationView } from '@crease/game';
import { mockApi, pagedReply } from '../test/mock-api.ts';
import { liveChannel } from '../test/mock-live.ts';
import { renderApp } from '../test/render-app.tsx';
import { makeToken } from '../test/tokens.ts';

vi.mock('../lib/stomp-client.ts', () => import('../test/mock-live.ts'));

const sample = (overrides: Partial<NotificationView>): NotificationView => ({
  id: 1,
  kind: 'MATCH_LIVE',
  title: 'India vs Australia is live',
  body: 'Follow your teams on the live leaderboard.',
  url: '/my-joined-contests',
  createdAt: '2026-11-27T14:00:00.000Z',
  readAt: null,
  ...overrides,
});

describe('Notifications', () => {
  it('lists them newest first, the bell counting the unread, and marks all read', async () => {
    let items = [sample({ id: 2 }), sample({ id: 1, kind: 'WITHDRAWAL', title: 'Your withdrawal of ₹400.00 has been paid', url: '/wallet', readAt: '2026-11-27T15:00:00.000Z' })];
    const api = mockApi({
      'GET /api/notifications': ({ url }) => pagedReply(items, url),
      'GET /api/notifications/unread-count': () => ({ unread: items.filter((item) => item.readAt === null).length }),
      'POST /api/notifications/read': () => {
        items = items.map((item) => ({ ...item, readAt: item.readAt ?? '2026-11-27T16:00:00.000Z' }));
        return { status: 204, body: null };
      },
    });
    localStorage.setItem('jwt', makeToken());
    renderApp('/notifications');
    expect(await screen.findByRole('link', { name: 'Notifications, 1 unread' })).toHaveAttribute('href', '/notifications');
    const live = await screen.findByRole('link', { name: /India vs Australia is live/ });
    expect(live).toHaveAttribute('href', '/my-joined-contests');
    expect(live).toHaveTextContent('Unread:');
    expect(screen.getByRole('link', { name: /Your withdrawal of ₹400.00 has been paid/ })).not.toHaveTextContent('Unread:');

    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(api.writes()).toEqual([{ method: 'POST', path: '/api/notifications/read', body: { all: true } }]);
    expect(await screen.findByRole('link', { name: 'Notifications' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull());
  });

  it('counts a new one as it arrives on the player’s own queue', async () => {
    let items: NotificationView[] = [];
    mockApi({
      'GET /api/notifications': ({ url }) => pagedReply(items, url),
      'GET /api/notifications/unread-count': () => ({ unread: items.length }),
    });
    localStorage.setItem('jwt', makeToken());
    renderApp('/notifications');
    expect(await screen.findByText(/Nothing yet/)).toBeInTheDocument();
    await waitFor(() => expect(liveChannel.isFollowed('/user/queue/notifications')).toBe(true));
    items = [sample({ id: 7, kind: 'LINEUPS', title: 'Line-ups are out: India vs Australia', url: '/contests?matchId=3' })];
    liveChannel.publish('/user/queue/notifications', items[0]);
    expect(await screen.findByRole('link', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Line-ups are out: India vs Australia/ })).toHaveAttribute('href', '/contests?matchId=3');
  });
});
