import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { supportLiveEvent, type SupportLiveEvent } from '@crease/game';
import { announce } from '../../../lib/announce.ts';
import { usePagedList } from '../../../lib/paged-list.ts';
import { useToken } from '../../../lib/session.ts';
import { useLiveTopic } from '../../../lib/use-live-topic.ts';
import {
  addCannedReply,
  fetchAttachment,
  fetchCannedReplies,
  fetchConversation,
  fetchConversationPage,
  fetchMyContests,
  fetchMyDeposits,
  fetchMyWithdrawals,
  fetchPlayerPanel,
  inboxPath,
  MY_CONVERSATIONS_PATH,
  removeCannedReply,
  type InboxFilters,
} from '../api/support-api.ts';

export const supportKeys = {
  all: ['support'] as const,
  mine: ['support', 'mine'] as const,
  conversation: (id: number) => ['support', 'conversation', id] as const,
  inbox: (filters: InboxFilters) => ['support', 'inbox', filters.state, filters.assignee] as const,
  canned: ['support', 'canned'] as const,
  player: (id: number) => ['support', 'player', id] as const,
  about: (kind: string) => ['support', 'about', kind] as const,
};

/** The player's conversations, by last activity, newest first, a page at a time. */
export const useMyConversations = () => usePagedList(supportKeys.mine, MY_CONVERSATIONS_PATH, fetchConversationPage, { staleTime: 0 });

/** The admins' inbox for one state (and assignee), newest first, a page at a time. */
export const useInbox = (filters: InboxFilters) => usePagedList(supportKeys.inbox(filters), inboxPath(filters), fetchConversationPage, { staleTime: 0 });

/** One conversation and its messages; reading it marks it read. */
export const useConversation = (id: number) => useQuery({ queryKey: supportKeys.conversation(id), queryFn: () => fetchConversation(id), staleTime: 0 });

export const usePlayerPanel = (conversationId: number) => useQuery({ queryKey: supportKeys.player(conversationId), queryFn: () => fetchPlayerPanel(conversationId) });

/** What the "about" picker offers: the player's contests, withdrawals and deposits. */
export function useAboutChoices() {
  const contests = useQuery({ queryKey: supportKeys.about('contests'), queryFn: fetchMyContests });
  const withdrawals = useQuery({ queryKey: supportKeys.about('withdrawals'), queryFn: fetchMyWithdrawals });
  const deposits = useQuery({ queryKey: supportKeys.about('deposits'), queryFn: fetchMyDeposits });
  const seen = new Set<number>();
  // A contest entered with several teams is one choice.
  const uniqueContests = (contests.data ?? []).filter((entry) => !seen.has(entry.contestId) && seen.add(entry.contestId));
  return { contests: uniqueContests, withdrawals: withdrawals.data ?? [], deposits: deposits.data ?? [], pending: contests.isPending || withdrawals.isPending || deposits.isPending };
}

export function useCannedReplies() {
  const client = useQueryClient();
  const list = useQuery({ queryKey: supportKeys.canned, queryFn: fetchCannedReplies });
  const refresh = () => client.invalidateQueries({ queryKey: supportKeys.canned });
  const add = useMutation({ mutationFn: addCannedReply, onSuccess: refresh });
  const remove = useMutation({ mutationFn: removeCannedReply, onSuccess: refresh });
  return { list, add, remove };
}

/** Everything of support read again: after a change here, or one pushed on the live channel. */
export function useRefreshSupport() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: supportKeys.all });
}

const parseEvent = (body: string): SupportLiveEvent | null => {
  try {
    const parsed = supportLiveEvent.safeParse(JSON.parse(body));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

/**
 * Follows support's live channel (`/user/queue/support` for a player, `/topic/admin/support` for
 * admins): each event reads the lists and the open conversation again, and a new message from
 * the other side is announced. Returns the broker's refusal, if any.
 */
export function useSupportLive(topic: '/user/queue/support' | '/topic/admin/support', describe: (event: SupportLiveEvent) => string | null): string | null {
  const token = useToken();
  const live = useLiveTopic(token, topic, parseEvent);
  const refresh = useRefreshSupport();
  const describeRef = useRef(describe);
  useEffect(() => {
    describeRef.current = describe;
  });
  useEffect(() => {
    if (live.received === 0 || !live.data) return;
    void refresh();
    const words = describeRef.current(live.data);
    if (words) announce(words);
    // Each message received once: `received` moves with every one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [live.received]);
  return live.error;
}

/**
 * An image of a conversation as an object URL: read with the token, since `<img src>` cannot
 * send it; released when the image leaves the page.
 */
export function useAttachmentUrl(url: string): { src: string | null; failed: boolean } {
  const [state, setState] = useState<{ src: string | null; failed: boolean }>({ src: null, failed: false });
  useEffect(() => {
    const controller = new AbortController();
    let objectUrl: string | null = null;
    fetchAttachment(url, controller.signal)
      .then((blob) => {
        objectUrl = URL.createObjectURL(blob);
        setState({ src: objectUrl, failed: false });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ src: null, failed: true });
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  return state;
}
