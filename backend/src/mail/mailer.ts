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
 * SMTP when a server is configured; otherwise the outbox table, which staff read in the backoffice, so
 * a self-contained install can still hand out reset links.
 */
export function createMailer(config: MailerConfig, db: Kysely<OutboxDatabase>): Mailer {
  return config.smtpUrl ? new SmtpMailer(config.smtpUrl, config.from) : new OutboxMailer(db);
}
