import type { CannedReplyView, SupportAttachmentView, SupportConversationView, SupportMessageView } from '@crease/game';
import type { AttachmentRow, CannedReplyRow, ConversationListRow, MessageRow } from './support.queries.ts';

/** Who reads: the player of the conversation, or support (an admin). */
export type SupportSide = 'PLAYER' | 'SUPPORT';

export function presentAttachment(row: AttachmentRow): SupportAttachmentView {
  return { id: row.id, contentType: row.contentType, bytes: row.bytes, url: `/api/support/attachments/${row.id}` };
}

export function presentMessage(row: MessageRow, attachments: readonly AttachmentRow[], names: Map<number, string>): SupportMessageView {
  const name = row.authorId === null ? undefined : names.get(row.authorId);
  return {
    id: row.id,
    conversationId: row.conversationId,
    author: row.author,
    authorName: name ?? (row.author === 'SUPPORT' ? 'Crease Support' : 'Player'),
    text: row.text,
    attachments: attachments.filter((attachment) => attachment.messageId === row.id).map(presentAttachment),
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentConversation(row: ConversationListRow, names: Map<number, string>, reader: SupportSide): SupportConversationView {
  return {
    id: row.id,
    playerId: row.playerId,
    playerName: names.get(row.playerId) ?? 'Player',
    subject: row.subject,
    state: row.state,
    assignee: row.assigneeId === null ? null : { id: row.assigneeId, name: names.get(row.assigneeId) ?? 'Admin' },
    about: row.aboutKind === null || row.aboutId === null ? null : { kind: row.aboutKind, id: row.aboutId },
    unread: reader === 'PLAYER' ? row.unreadByPlayer : row.unreadBySupport,
    unreadByPlayer: row.unreadByPlayer,
    unreadBySupport: row.unreadBySupport,
    lastMessageAt: row.lastMessageAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
  };
}

export function presentCannedReply(row: CannedReplyRow): CannedReplyView {
  return { id: row.id, title: row.title, text: row.text, createdAt: row.createdAt.toISOString() };
}
