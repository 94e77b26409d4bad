import type { FollowedMatchesView, NotificationKindName, NotificationSettingsView, NotificationView } from '@crease/game';
import { api } from '../../../lib/api-client.ts';

export const NOTIFICATIONS_FIRST_PAGE = '/api/notifications?limit=20';

export const fetchNotificationPage = (path: string) => api.getPage<NotificationView>(path);
export const fetchUnreadCount = () => api.get<{ unread: number }>('/api/notifications/unread-count');
export const markRead = (body: { ids: number[] } | { all: true }) => api.post<null>('/api/notifications/read', body);
export const fetchNotificationSettings = () => api.get<NotificationSettingsView>('/api/user/notification-settings');
export const saveNotificationSettings = (kinds: Partial<Record<NotificationKindName, { push: boolean; email: boolean }>>) =>
  api.put<NotificationSettingsView>('/api/user/notification-settings', { kinds });
export const fetchPushPublicKey = () => api.get<{ publicKey: string }>('/api/push/public-key');
export const savePushSubscription = (subscription: PushSubscriptionJSON) => api.post<{ endpoint: string }>('/api/push/subscriptions', subscription);
export const deletePushSubscription = (endpoint: string) => api.request<null>('/api/push/subscriptions', { method: 'DELETE', body: { endpoint } });

/** "Remind me": the upcoming matches the player follows, and following one or not. */
export const fetchFollowedMatches = () => api.get<FollowedMatchesView>('/api/user/followed-matches');
export const followMatch = (matchId: number) => api.put<null>(`/api/matches/${matchId}/follow`);
export const unfollowMatch = (matchId: number) => api.delete<null>(`/api/matches/${matchId}/follow`);
