import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { findMail, insertMail, listMail, markMail } from './mail.queries.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Extra headers, e.g. `List-Unsubscribe` (RFC 8058) on notifications' e-mails. */
  headers?: Record<string, string>;
}

/** What delivers a message; SMTP in production. Without one, mail stays in the outbox. */
export interface MailTransport {
  send(message: MailMessage & { from: string }): Promise<void>;
}

export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    async send(message) {
      await transporter.sendMail({ from: message.from, to: message.to, subject: message.subject, text: message.text, ...(message.headers ? { headers: message.headers } : {}) });
    },
  };
}

export interface MailerDeps {
  db: Db;
  from: string;
  transport: MailTransport | undefined;
  log: FastifyBaseLogger;
}

/**
 * A sent mail's text as the outbox keeps it: the token of each link in it (a password reset, an
 * address to verify) is the recipient's alone, and once the mail has gone nobody else, admins
 * reading the outbox included, can follow the link.
 */
export function withoutLinkTokens(text: string): string {
  return text.replace(/([?&]token=)[^\s&#]+/g, '$1(sent; not kept)');
}

/**
 * Every e-mail is first written to the outbox inside the caller's transaction, so a message
 * exists exactly when the change that caused it committed. After the commit, `deliver` hands
 * it to SMTP when one is configured, and the outbox keeps it without its links' tokens;
 * otherwise admins read it, links and all, in the outbox.
 */
export class Mailer {
  constructor(private readonly deps: MailerDeps) {}

  queue(tx: Db, message: MailMessage): Promise<number> {
    return insertMail(tx, { toAddress: message.to, subject: message.subject, textBody: message.text, headers: message.headers ?? null });
  }

  /** Sends queued messages; never throws, so a mail failure never fails the request behind it. */
  async deliver(ids: number[]): Promise<void> {
    if (!this.deps.transport) return;
    for (const id of ids) {
      const mail = await findMail(this.deps.db, id);
      if (!mail || mail.status === 'SENT') continue;
      try {
        await this.deps.transport.send({ from: this.deps.from, to: mail.toAddress, subject: mail.subject, text: mail.textBody, ...(mail.headers ? { headers: mail.headers } : {}) });
        await markMail(this.deps.db, id, { status: 'SENT', textBody: withoutLinkTokens(mail.textBody) });
      } catch (error) {
        this.deps.log.warn({ err: error, mailId: id }, 'mail delivery failed');
        await markMail(this.deps.db, id, { status: 'FAILED', error: error instanceof Error ? error.message : String(error) });
      }
    }
  }

  list(page: { limit: number; before?: number }) {
    return listMail(this.deps.db, page);
  }
}
