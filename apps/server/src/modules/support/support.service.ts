import {
  imageTypeOf,
  SUPPORT_LIMITS,
  type AuditEventView,
  type AuthUser,
  type CannedReplyView,
  type KycView,
  type SupportAbout,
  type SupportConversationDetailView,
  type SupportConversationView,
  type SupportImageType,
  type SupportLiveEvent,
  type SupportMessageView,
  type SupportState,
  type TransactionView,
  type WalletView,
} from '@crease/game';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, conflict, notFound } from '../../errors.ts';
import type { SignedInActor } from '../../lib/actor.ts';
import type { Clock } from '../../lib/clock.ts';
import type { RateCounter } from '../../lib/rate-counter.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { AccountRecord, AuthService } from '../auth/auth.service.ts';
import type { ComplianceService, StandingFigures } from '../compliance/compliance.service.ts';
import type { ContestCatalogue } from '../contests/contest-catalogue.ts';
import type { LiveEvents } from '../live/live-events.ts';
import type { Mailer } from '../mail/mail.service.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import type { WithdrawalsService } from '../withdrawals/withdrawals.service.ts';
import type { SupportFiles } from './support-files.ts';
import { presentCannedReply, presentConversation, presentMessage, type SupportSide } from './support.presenter.ts';
import {
  attachmentsOfMessages,
  countAttachments,
  deleteCannedReply,
  findAttachment,
  findConversation,
  insertAttachments,
  insertCannedReply,
  insertConversation,
  insertMessage,
  listCannedReplies,
  listConversations,
  listMessages,
  lockConversation,
  updateConversation,
  type ConversationFilter,
  type ConversationListRow,
  type ConversationRow,
  type MessageRow,
} from './support.queries.ts';

/** The player's live queue, and the admins' inbox topic. */
export const SUPPORT_QUEUE = '/user/queue/support';
export const ADMIN_SUPPORT_TOPIC = '/topic/admin/support';

/** A reply is e-mailed when the player has not opened the conversation for this long (and was not e-mailed since). */
export const SUPPORT_EMAIL_AWAY_MS = 5 * 60_000;

const NOT_FOUND = (id: number) => notFound(`There is no support conversation ${id}.`);

export interface SupportDeps {
  db: Db;
  auth: AuthService;
  audit: AuditService;
  mailer: Mailer;
  counter: RateCounter;
  events: LiveEvents;
  files: SupportFiles;
  contests: ContestCatalogue;
  payments: PaymentsService;
  withdrawals: WithdrawalsService;
  wallet: WalletService;
  compliance: ComplianceService;
  publicUrl: string;
  clock: Clock;
}

/** An image as it came in an upload. */
export interface UploadedImage {
  bytes: Buffer;
}

/** Everything support needs beside a conversation: the player's money, KYC and history. */
export interface PlayerPanel {
  account: AccountRecord;
  wallet: WalletView;
  transactions: TransactionView[];
  standing: StandingFigures;
  kyc: KycView | null;
  audit: AuditEventView[];
}

/**
 * Support chat: a player's conversations with support, their messages and images, the admins'
 * inbox (by state and assignee, assignment, close and reopen, canned replies) and the player's
 * details one click away. Each change locks its conversation; support's replies, assignments,
 * closes and reopens are in the audit log in their transaction; new messages go out live to
 * the player (`/user/queue/support`) and to admins (`/topic/admin/support`) after the commit,
 * and a reply is e-mailed to a player who is away (SUPPORT_EMAIL_AWAY_MS).
 */
export class SupportService {
  constructor(private readonly deps: SupportDeps) {}

  async start(user: AuthUser, input: { subject: string; message: string; about?: SupportAbout | null | undefined }): Promise<SupportConversationDetailView> {
    await this.countMessage(user);
    if (input.about) await this.assertAboutVisible(user, input.about);
    const { db, clock } = this.deps;
    const now = clock.now();
    const { conversation, message } = await db.transaction(async (tx) => {
      const conversation = await insertConversation(tx, {
        playerId: user.id,
        subject: input.subject,
        aboutKind: input.about?.kind ?? null,
        aboutId: input.about?.id ?? null,
        lastMessageAt: now,
      });
      const message = await insertMessage(tx, { conversationId: conversation.id, authorId: user.id, author: 'PLAYER', text: input.message, createdAt: now });
      await updateConversation(tx, conversation.id, { playerReadId: message.id, playerReadAt: now });
      return { conversation, message };
    });
    await this.announce(conversation.id, message, []);
    return this.detail(conversation.id, 'PLAYER');
  }

  /** The caller's conversations, by last activity. */
  async mine(userId: number, page: { limit: number; before?: { at: Date; id: number } | undefined }): Promise<SupportConversationView[]> {
    return this.present(await listConversations(this.deps.db, { playerId: userId }, page), 'PLAYER');
  }

  /** The admins' inbox, by last activity. */
  async inbox(filter: Omit<ConversationFilter, 'playerId'>, page: { limit: number; before?: { at: Date; id: number } | undefined }): Promise<SupportConversationView[]> {
    return this.present(await listConversations(this.deps.db, filter, page), 'SUPPORT');
  }

  /** One conversation with its messages, for its player or an admin; what the reader had not read is read now. */
  async read(user: AuthUser, id: number): Promise<SupportConversationDetailView> {
    const { db, clock } = this.deps;
    const conversation = await findConversation(db, id);
    const side = conversation && sideOf(user, conversation);
    if (!conversation || !side) throw NOT_FOUND(id);
    const messages = await listMessages(db, id);
    const lastId = messages.at(-1)?.id ?? 0;
    const readId = side === 'PLAYER' ? conversation.playerReadId : conversation.supportReadId;
    if (lastId > readId || side === 'PLAYER') {
      // Only forwards: two readers at once never move a mark back.
      await db.transaction(async (tx) => {
        const locked = (await lockConversation(tx, id))!;
        if (side === 'PLAYER') await updateConversation(tx, id, { playerReadId: Math.max(locked.playerReadId, lastId), playerReadAt: clock.now() });
        else await updateConversation(tx, id, { supportReadId: Math.max(locked.supportReadId, lastId) });
      });
    }
    return this.detail(id, side, messages);
  }

  /** A message from the player or from support. */
  async post(actor: SignedInActor, user: AuthUser, id: number, text: string): Promise<SupportMessageView> {
    return this.send(actor, user, id, text, []);
  }

  /** Images (1 to 3, PNG or JPEG by their bytes, 2 MB each) as one message, with an optional caption. */
  async upload(actor: SignedInActor, user: AuthUser, id: number, images: readonly UploadedImage[], caption: string): Promise<SupportMessageView> {
    const { attachmentsPerMessage, attachmentMaxBytes } = SUPPORT_LIMITS;
    if (images.length === 0) throw badRequest('files: attach at least one image (PNG or JPEG), as multipart/form-data in the field files.');
    if (images.length > attachmentsPerMessage) throw badRequest(`files: at most ${attachmentsPerMessage} images a message.`);
    const typed = images.map((image, index) => {
      if (image.bytes.length > attachmentMaxBytes) throw new AppError(413, 'FILE_TOO_LARGE', `files: image ${index + 1} is larger than 2 MB.`);
      const type = imageTypeOf(image.bytes);
      if (!type) throw badRequest(`files: image ${index + 1} is not a PNG or JPEG image.`, 'NOT_AN_IMAGE');
      return { bytes: image.bytes, type };
    });
    return this.send(actor, user, id, caption, typed);
  }

  /** An image, for the player of its conversation or an admin; anyone else gets not found. */
  async attachment(user: AuthUser, id: number): Promise<{ bytes: Buffer; contentType: SupportImageType; filename: string }> {
    const row = await findAttachment(this.deps.db, id);
    if (!row || (row.playerId !== user.id && user.role !== 'ROLE_ADMIN')) throw notFound(`There is no attachment ${id}.`);
    const bytes = await this.deps.files.read(row.storedName).catch((error: unknown) => {
      if ((error as { code?: string }).code === 'ENOENT') throw notFound(`The image of attachment ${id} is no longer kept.`);
      throw error;
    });
    return { bytes, contentType: row.contentType, filename: `crease-support-${row.id}.${row.contentType === 'image/png' ? 'png' : 'jpg'}` };
  }

  async assign(actor: SignedInActor, id: number, adminId: number | null): Promise<SupportConversationView> {
    if (adminId !== null) {
      const admin = await this.deps.auth.accountIn(this.deps.db, adminId);
      if (!admin || admin.role !== 'ROLE_ADMIN') throw badRequest(`adminId: there is no admin ${adminId}.`);
    }
    return this.change(actor, id, 'support.assigned', (row) => ({
      values: { assigneeId: adminId },
      details: { before: row.assigneeId, after: adminId },
    }));
  }

  async close(actor: SignedInActor, id: number): Promise<SupportConversationView> {
    return this.change(actor, id, 'support.closed', (row) => {
      if (row.state === 'CLOSED') throw conflict(`Conversation ${id} is already closed.`, 'ALREADY_CLOSED');
      return { values: { state: 'CLOSED', closedAt: this.deps.clock.now() }, details: { before: row.state, after: 'CLOSED' } };
    });
  }

  async reopen(actor: SignedInActor, id: number): Promise<SupportConversationView> {
    return this.change(actor, id, 'support.reopened', (row) => {
      if (row.state !== 'CLOSED') throw conflict(`Conversation ${id} is not closed.`, 'NOT_CLOSED');
      return { values: { state: 'OPEN', closedAt: null }, details: { before: row.state, after: 'OPEN' } };
    });
  }

  /** The player's wallet, recent transactions, KYC and recent audit events, for the admin answering them. */
  async playerPanel(id: number): Promise<PlayerPanel> {
    const { db, auth, wallet, compliance, audit } = this.deps;
    const conversation = await findConversation(db, id);
    if (!conversation) throw NOT_FOUND(id);
    const userId = conversation.playerId;
    const account = await auth.accountRecord(userId);
    if (!account) throw NOT_FOUND(id);
    const [balance, transactions, standing, events] = await Promise.all([
      wallet.balance(userId),
      wallet.transactions(userId, { limit: 10 }),
      compliance.figures(userId),
      audit.list({ userId }, { limit: 10 }),
    ]);
    return { account, wallet: balance, transactions, standing, kyc: standing.kyc, audit: events };
  }

  cannedReplies(page: { limit: number; before?: number | undefined }): Promise<CannedReplyView[]> {
    return listCannedReplies(this.deps.db, page).then((rows) => rows.map(presentCannedReply));
  }

  async addCannedReply(actor: SignedInActor, input: { title: string; text: string }): Promise<CannedReplyView> {
    return presentCannedReply(await insertCannedReply(this.deps.db, { ...input, createdBy: actor.userId }));
  }

  async removeCannedReply(id: number): Promise<void> {
    if (!(await deleteCannedReply(this.deps.db, id))) throw notFound(`There is no canned reply ${id}.`);
  }

  private async send(
    actor: SignedInActor,
    user: AuthUser,
    id: number,
    text: string,
    images: readonly { bytes: Buffer; type: SupportImageType }[],
  ): Promise<SupportMessageView> {
    const { db, clock, files, mailer, audit } = this.deps;
    const existing = await findConversation(db, id);
    const side = existing && sideOf(user, existing);
    if (!existing || !side) throw NOT_FOUND(id);
    if (side === 'PLAYER') await this.countMessage(user);
    const stored: string[] = [];
    let written;
    try {
      for (const image of images) stored.push(await files.save(image.bytes, image.type));
      const now = clock.now();
      written = await db.transaction(async (tx) => {
        const row = (await lockConversation(tx, id))!;
        if (images.length > 0) {
          const held = await countAttachments(tx, id);
          const most = SUPPORT_LIMITS.attachmentsPerConversation;
          if (held + images.length > most) {
            throw badRequest(`files: a conversation holds at most ${most} images; this one has ${held}. Describe the rest in words, or start a new conversation.`, 'TOO_MANY_FILES');
          }
        }
        const message = await insertMessage(tx, { conversationId: id, authorId: user.id, author: side, text, createdAt: now });
        const attachments = await insertAttachments(
          tx,
          images.map((image, index) => ({ conversationId: id, messageId: message.id, storedName: stored[index]!, contentType: image.type, bytes: image.bytes.length })),
        );
        const mailIds: number[] = [];
        if (side === 'PLAYER') {
          await updateConversation(tx, id, { state: 'OPEN', closedAt: null, lastMessageAt: now, playerReadId: message.id, playerReadAt: now });
        } else {
          const away = !row.playerReadAt || now.getTime() - row.playerReadAt.getTime() >= SUPPORT_EMAIL_AWAY_MS;
          const toldSinceRead = row.playerEmailedId > row.playerReadId;
          await updateConversation(tx, id, {
            state: 'WAITING_ON_PLAYER',
            closedAt: null,
            lastMessageAt: now,
            supportReadId: message.id,
            ...(away && !toldSinceRead ? { playerEmailedId: message.id } : {}),
          });
          await audit.record(tx, {
            kind: 'support.replied',
            actor,
            subjectUserId: row.playerId,
            details: { conversationId: id, messageId: message.id, before: row.state, after: 'WAITING_ON_PLAYER', attachments: attachments.length },
          });
          if (away && !toldSinceRead) mailIds.push(await this.queueReplyMail(tx, row, text));
        }
        return { message, attachments, mailIds };
      });
    } catch (error) {
      // Nothing was committed: the files written for it go too.
      await files.remove(stored);
      throw error;
    }
    await mailer.deliver(written.mailIds);
    return this.announce(id, written.message, written.attachments);
  }

  private async queueReplyMail(tx: Db, row: ConversationRow, text: string): Promise<number> {
    const player = await this.deps.auth.accountIn(tx, row.playerId);
    const preview = text.length > 300 ? `${text.slice(0, 300)}…` : text || '(images)';
    return this.deps.mailer.queue(tx, {
      to: player!.email,
      subject: `Crease Support replied: ${row.subject}`,
      text:
        `Hi ${player!.name},\n\nCrease Support replied to your conversation "${row.subject}":\n\n${preview}\n\n` +
        `Read and answer it in the app: ${this.deps.publicUrl}/support/${row.id}\n\n— Crease`,
    });
  }

  /** A change made by an admin to a conversation, recorded in the audit log in its transaction. */
  private async change(
    actor: SignedInActor,
    id: number,
    kind: 'support.assigned' | 'support.closed' | 'support.reopened',
    decide: (row: ConversationRow) => { values: Partial<ConversationRow> & { state?: SupportState }; details: Record<string, unknown> },
  ): Promise<SupportConversationView> {
    const { db, audit } = this.deps;
    await db.transaction(async (tx) => {
      const row = await lockConversation(tx, id);
      if (!row) throw NOT_FOUND(id);
      const { values, details } = decide(row);
      await updateConversation(tx, id, values);
      await audit.record(tx, { kind, actor, subjectUserId: row.playerId, details: { conversationId: id, ...details } });
    });
    const [view] = await this.present([(await findConversation(db, id))!], 'SUPPORT');
    await this.publish(view!, null);
    return view!;
  }

  private async detail(id: number, side: SupportSide, known?: MessageRow[]): Promise<SupportConversationDetailView> {
    const { db, auth } = this.deps;
    const conversation = (await findConversation(db, id))!;
    const messages = known ?? (await listMessages(db, id));
    const attachments = await attachmentsOfMessages(db, messages.map((message) => message.id));
    const names = await auth.namesOf([conversation.playerId, ...(conversation.assigneeId ? [conversation.assigneeId] : []), ...messages.flatMap((m) => (m.authorId ? [m.authorId] : []))]);
    return {
      ...presentConversation(conversation, names, side),
      messages: messages.map((message) => presentMessage(message, attachments, names)),
    };
  }

  private async present(rows: ConversationListRow[], side: SupportSide): Promise<SupportConversationView[]> {
    const names = await this.deps.auth.namesOf([...new Set(rows.flatMap((row) => [row.playerId, ...(row.assigneeId ? [row.assigneeId] : [])]))]);
    return rows.map((row) => presentConversation(row, names, side));
  }

  /** After the commit: the new message to the player's connections and to the admins' inbox. */
  private async announce(id: number, message: MessageRow, attachments: Parameters<typeof presentMessage>[1]): Promise<SupportMessageView> {
    const conversation = (await findConversation(this.deps.db, id))!;
    const names = await this.deps.auth.namesOf([conversation.playerId, ...(conversation.assigneeId ? [conversation.assigneeId] : []), ...(message.authorId ? [message.authorId] : [])]);
    const view = presentMessage(message, attachments, names);
    await this.publish(presentConversation(conversation, names, 'SUPPORT'), view);
    return view;
  }

  private async publish(conversation: SupportConversationView, message: SupportMessageView | null): Promise<void> {
    const { unread: _unread, ...rest } = conversation;
    const event: SupportLiveEvent = { type: message ? 'message' : 'conversation', conversation: rest, message };
    await Promise.all([
      this.deps.events.sendToUser(conversation.playerId, SUPPORT_QUEUE, event),
      this.deps.events.broadcast(ADMIN_SUPPORT_TOPIC, event),
    ]);
  }

  /** Messages a player may send a minute (new conversations, replies, uploads): past it, 429 saying when. */
  private async countMessage(user: AuthUser): Promise<void> {
    const most = SUPPORT_LIMITS.messagesPerMinute;
    const { count, resetInMs } = await this.deps.counter.hit(`support-messages:${user.id}`, 60_000);
    if (count <= most) return;
    const seconds = Math.max(1, Math.ceil(resetInMs / 1000));
    throw new AppError(429, 'RATE_LIMITED', `You have sent ${most} support messages in a minute, the most you may. Send again in ${seconds} seconds.`, {
      'Retry-After': String(seconds),
    });
  }

  /** A conversation may be about the player's own withdrawal or deposit, or a contest they can see. */
  private async assertAboutVisible(user: AuthUser, about: SupportAbout): Promise<void> {
    const { db, contests, payments, withdrawals } = this.deps;
    const unknown = () => badRequest(`about.id: you have no ${about.kind.toLowerCase()} ${about.id}.`);
    if (about.kind === 'CONTEST') {
      if (!(await contests.visible(about.id, { userId: user.id }))) throw badRequest(`about.id: there is no contest ${about.id}.`);
      return;
    }
    const owner = about.kind === 'DEPOSIT' ? await payments.ownerOf(db, about.id) : await withdrawals.ownerOf(db, about.id);
    if (owner !== user.id) throw unknown();
  }
}

/** The side a user reads a conversation from: its player, support (an admin), or none (not found). */
function sideOf(user: AuthUser, conversation: Pick<ConversationRow, 'playerId'>): SupportSide | undefined {
  if (conversation.playerId === user.id) return 'PLAYER';
  if (user.role === 'ROLE_ADMIN') return 'SUPPORT';
  return undefined;
}
