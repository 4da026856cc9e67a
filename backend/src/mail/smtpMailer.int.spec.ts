import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmtpMailer } from './smtpMailer';
import { claimProfileMail } from './templates';

interface Received {
  from: string;
  to: string[];
  data: string;
}

/** Just enough of an SMTP server (RFC 5321, no TLS, no auth) to see what nodemailer hands it. */
function startSmtpServer() {
  const received: Received[] = [];
  const server = createServer((socket) => {
    let buffer = '';
    let current: Received = { from: '', to: [], data: '' };
    let inData = false;
    socket.setEncoding('utf8');
    socket.write('220 test.local ESMTP\r\n');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line !== '.') current.data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
          else {
            inData = false;
            received.push(current);
            current = { from: '', to: [], data: '' };
            socket.write('250 2.0.0 queued\r\n');
          }
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO') socket.write('250-test.local\r\n250 8BITMIME\r\n');
        else if (command === 'MAIL') current.from = /<(.*)>/.exec(line)?.[1] ?? '';
        else if (command === 'RCPT') current.to.push(/<(.*)>/.exec(line)?.[1] ?? '');
        if (command === 'DATA') {
          inData = true;
          socket.write('354 end with <CRLF>.<CRLF>\r\n');
        } else if (command === 'QUIT') socket.end('221 bye\r\n');
        else if (command !== 'EHLO') socket.write('250 OK\r\n');
      }
    });
  });
  return new Promise<{ url: string; received: Received[]; close(): void }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`,
        received,
        close: () => server.close(),
      }),
    ),
  );
}

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
