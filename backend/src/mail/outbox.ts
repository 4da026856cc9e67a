import type { Generated, Kysely } from 'kysely';
import type { Migration } from '../postgres/migrations';
import type { MailMessage, Mailer } from './mailer';

/** Mail kept in PostgreSQL instead of sent, when no SMTP server is configured. */
export const outboxMigration: Migration = {
  id: 'mail/001_outbox',
  sql: `
    create table mail_outbox (
      id uuid primary key default gen_random_uuid(),
      to_address text not null,
      subject text not null,
      text_body text not null,
      html_body text not null,
      created_at timestamptz not null default now()
    );
    create index mail_outbox_created_at on mail_outbox (created_at desc);
    create index mail_outbox_to_address on mail_outbox (lower(to_address));
  `,
};

export interface OutboxDatabase {
  mail_outbox: {
    id: Generated<string>;
    to_address: string;
    subject: string;
    text_body: string;
    html_body: string;
    created_at: Generated<Date>;
  };
}

export interface OutboxMail {
  readonly id: string;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly createdAt: Date;
}

/** The embedded default: every mail lands in `mail_outbox`, where staff can read it and pass links on. */
export class OutboxMailer implements Mailer {
  constructor(private readonly db: Kysely<OutboxDatabase>) {}

  async send(message: MailMessage): Promise<void> {
    await this.db
      .insertInto('mail_outbox')
      .values({ to_address: message.to, subject: message.subject, text_body: message.text, html_body: message.html })
      .execute();
  }
}

export interface OutboxQuery {
  readonly offset: number;
  readonly limit: number;
  /** Only mail to this address (case-insensitive), e.g. when a member calls about a missing email. */
  readonly to?: string;
}

/** A page of the outbox, newest first, and how many mails match in all (for the backoffice's pager). */
export async function listOutbox(
  db: Kysely<OutboxDatabase>,
  query: OutboxQuery,
): Promise<{ rows: OutboxMail[]; total: number }> {
  let base = db.selectFrom('mail_outbox');
  if (query.to) base = base.where((eb) => eb(eb.fn('lower', ['to_address']), '=', query.to!.toLowerCase()));
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy('created_at', 'desc').orderBy('id').offset(query.offset).limit(query.limit).execute(),
    base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      to: row.to_address,
      subject: row.subject,
      text: row.text_body,
      html: row.html_body,
      createdAt: row.created_at,
    })),
    total: Number(count.total),
  };
}
