import type {
  CannedReplyView,
  DepositView,
  JoinedContestView,
  NewConversationInput,
  SupportAbout,
  SupportConversationDetailView,
  SupportConversationView,
  SupportMessageView,
  SupportState,
  WithdrawalView,
  AccountView,
  AuditEventView,
  KycView,
  TransactionView,
  WalletView,
} from '@crease/game';
import { api, ApiError } from '../../../lib/api-client.ts';
import { readToken } from '../../../lib/auth-token.ts';

/**
 * Support chat, for players and for the admins who answer them. Every path these screens call
 * is here, so a change on the server's side is one change on ours.
 */

export const SUPPORT_PAGE_SIZE = 20;

// ---------------------------------------------------------------------------------------------
// The player's side

export const MY_CONVERSATIONS_PATH = `/api/support/conversations?limit=${SUPPORT_PAGE_SIZE}`;

export const fetchConversationPage = (path: string) => api.getPage<SupportConversationView>(path);

/** One conversation with its messages; reading it marks it read for the reader. */
export const fetchConversation = (id: number) => api.get<SupportConversationDetailView>(`/api/support/conversations/${id}`);

export const startConversation = (input: NewConversationInput) => api.post<SupportConversationDetailView>('/api/support/conversations', input);

export const sendMessage = (conversationId: number, text: string) => api.post<SupportMessageView>(`/api/support/conversations/${conversationId}/messages`, { text });

/** The server's words for a refusal that is not JSON-shaped as ours (a proxy's page): the status. */
async function refusalOf(response: Response): Promise<ApiError> {
  let message = `HTTP error! status: ${response.status}`;
  try {
    const body = (await response.json()) as { message?: unknown };
    if (typeof body.message === 'string' && body.message.trim() !== '') message = body.message;
  } catch {
    // Not JSON: the status says enough.
  }
  return new ApiError(message, response.status);
}

/** A call the JSON client cannot make (a multipart upload, an image's bytes), with the bearer token. */
async function authorized(path: string, init: RequestInit = {}): Promise<Response> {
  const token = readToken();
  const response = await fetch(path, { ...init, credentials: 'same-origin', headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw await refusalOf(response);
  return response;
}

/** Images (and a caption) as one message: multipart, the files in `files`, the caption in `text`. */
export async function uploadImages(conversationId: number, files: readonly File[], caption: string): Promise<SupportMessageView> {
  const form = new FormData();
  if (caption.trim() !== '') form.append('text', caption);
  for (const file of files) form.append('files', file, file.name);
  const response = await authorized(`/api/support/conversations/${conversationId}/attachments`, { method: 'POST', body: form });
  return (await response.json()) as SupportMessageView;
}

/**
 * An image of a conversation, read with the token (an `<img src>` cannot send it), as a blob for
 * an object URL.
 */
export async function fetchAttachment(url: string, signal?: AbortSignal): Promise<Blob> {
  const response = await authorized(url, signal ? { signal } : {});
  return response.blob();
}

// What a conversation may be about: the player's own contests, withdrawals and deposits (their first pages).
const ABOUT_CHOICES = 50;
export const fetchMyContests = async () => (await api.getPage<JoinedContestView>(`/join/my-contests/details?limit=${ABOUT_CHOICES}`)).items;
export const fetchMyWithdrawals = async () => (await api.getPage<WithdrawalView>(`/api/wallet/withdrawals?limit=${ABOUT_CHOICES}`)).items;
export const fetchMyDeposits = async () => (await api.getPage<DepositView>(`/api/wallet/deposits?limit=${ABOUT_CHOICES}`)).items;

// ---------------------------------------------------------------------------------------------
// The admins' inbox

export interface InboxFilters {
  state: SupportState;
  /** An admin's id, 'none' for those nobody has taken, or null for all. */
  assignee: number | 'none' | null;
}

export function inboxPath({ state, assignee }: InboxFilters): string {
  const query = new URLSearchParams({ state, limit: String(SUPPORT_PAGE_SIZE) });
  if (assignee !== null) query.set('assignee', String(assignee));
  return `/api/admin/support/conversations?${query.toString()}`;
}

export const assignConversation = (id: number, adminId: number | null) => api.post<SupportConversationView>(`/api/admin/support/conversations/${id}/assign`, { adminId });
export const closeConversation = (id: number) => api.post<SupportConversationView>(`/api/admin/support/conversations/${id}/close`);
export const reopenConversation = (id: number) => api.post<SupportConversationView>(`/api/admin/support/conversations/${id}/reopen`);

export const CANNED_REPLIES_PATH = '/api/admin/support/canned-replies?limit=100';
export const fetchCannedReplies = async () => (await api.getPage<CannedReplyView>(CANNED_REPLIES_PATH)).items;
export const addCannedReply = (input: { title: string; text: string }) => api.post<CannedReplyView>('/api/admin/support/canned-replies', input);
export const removeCannedReply = (id: number) => api.delete<null>(`/api/admin/support/canned-replies/${id}`);

/** The conversation's player, as support needs them beside it. */
export interface PlayerPanel {
  account: AccountView & { createdAt: string };
  wallet: WalletView;
  transactions: TransactionView[];
  standing: {
    emailVerified: boolean;
    dateOfBirth: string | null;
    state: string | null;
    monthlyDepositLimit: number;
    pendingMonthlyDepositLimit: { amount: number; effectiveAt: string } | null;
    selfExcludedUntil: string | null;
  };
  kyc: KycView | null;
  audit: AuditEventView[];
}

export const fetchPlayerPanel = (conversationId: number) => api.get<PlayerPanel>(`/api/admin/support/conversations/${conversationId}/player`);

export type { SupportAbout };
