import nodemailer, { type Transporter } from 'nodemailer';
import type { MailMessage, Mailer } from './mailer';

/**
 * Sends through the operator's SMTP server, for the background sender (mail/sender.ts). Short timeouts:
 * a dead mail server should fail a try within seconds, so the next mails are not held up behind it.
 */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
    });
  }

  /** Closes pooled connections, for a clean shutdown. */
  close(): void {
    this.transport.close();
  }
}
