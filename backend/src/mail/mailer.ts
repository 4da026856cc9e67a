import type { Kysely } from 'kysely';
import { OutboxMailer, type OutboxDatabase } from './outbox';
import { SmtpMailer } from './smtpMailer';

/** One email, in both forms: mail clients show the HTML, the text is for the rest (and spam filters). */
export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

/** The port every sender of email uses, so the product runs with or without an SMTP server. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface MailerConfig {
  /** `SMTP_URL`, e.g. smtps://user:password@smtp.example.com:465; unset keeps mail in the outbox. */
  readonly smtpUrl?: string;
  /** `MAIL_FROM`, e.g. "Annuaire <no-reply@example.com>". */
  readonly from: string;
}

/**
 * What request handlers send through: always the outbox, never the network. With a mail server
 * configured the outbox queues the mail for the background sender (`startMailSender`, given
 * `createMailTransport`); without one it keeps it for staff to read in the backoffice, so a
 * self-contained install can still hand out reset links.
 */
export function createMailer(config: MailerConfig, db: Kysely<OutboxDatabase>): Mailer {
  return new OutboxMailer(db, { deliver: Boolean(config.smtpUrl) });
}

/** The connection the background sender delivers through: SMTP when configured, else none (mail is kept). */
export function createMailTransport(config: MailerConfig): SmtpMailer | null {
  return config.smtpUrl ? new SmtpMailer(config.smtpUrl, config.from) : null;
}
