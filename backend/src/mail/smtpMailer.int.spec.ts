import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmtpMailer } from './smtpMailer';
import { claimProfileMail } from './templates';
import { startSmtpServer } from './testing';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());

describe('SmtpMailer', () => {
  it('delivers the mail from MAIL_FROM to the member, with both the text and the HTML part', async () => {
    const mailer = new SmtpMailer(smtp.url, 'Annuaire <no-reply@example.test>');
    const mail = claimProfileMail({ locale: 'fr', link: 'https://example.test/claim?token=xyz', username: 'léa' });
    await mailer.send({ to: 'lea@example.test', ...mail });
    mailer.close();

    expect(smtp.received).toHaveLength(1);
    const [message] = smtp.received;
    expect(message).toMatchObject({ from: 'no-reply@example.test', to: ['lea@example.test'] });
    expect(message!.data).toMatch(/^From: Annuaire <no-reply@example\.test>$/m);
    expect(message!.data).toMatch(/^To: lea@example\.test$/m);
    expect(message!.data).toMatch(/^Subject: Votre profil vous attend$/m);
    expect(message!.data).toContain('Content-Type: text/plain; charset=utf-8');
    expect(message!.data).toContain('Content-Type: text/html; charset=utf-8');
  });

  it('fails the send when the server refuses, instead of losing the mail silently', async () => {
    const mailer = new SmtpMailer('smtp://127.0.0.1:1', 'no-reply@example.test');
    await expect(mailer.send({ to: 'x@example.test', subject: 's', text: 't', html: '<p>h</p>' })).rejects.toThrow();
    mailer.close();
  });
});
