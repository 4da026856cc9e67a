import { createServer, type AddressInfo, type Socket } from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

export interface TestSmtpServer {
  readonly url: string;
  readonly port: number;
  readonly received: ReceivedMail[];
  /** Stops listening and drops open connections, as a mail server going down would. */
  close(): Promise<void>;
}

/**
 * Just enough of an SMTP server (RFC 5321, no TLS, no auth) to see what nodemailer hands it. `port` lets a
 * test bring a server back on the address the product was configured with, after an outage.
 */
export function startSmtpServer(port = 0, received: ReceivedMail[] = []): Promise<TestSmtpServer> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    let buffer = '';
    let current: ReceivedMail = { from: '', to: [], data: '' };
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
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const bound = (server.address() as AddressInfo).port;
      resolve({
        url: `smtp://127.0.0.1:${bound}`,
        port: bound,
        received,
        close: () =>
          new Promise<void>((done) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}
