import type { Server } from 'node:http';
import type { Socket } from 'node:net';

const REASONS: Record<string, { status: number; code: string; msg: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    code: 'headers_too_large',
    msg: 'The request line and headers are too large (at most 16 KB)',
  },
  HPE_URI_TOO_LONG: { status: 414, code: 'uri_too_long', msg: 'The address is too long' },
};
const MALFORMED = { status: 400, code: 'malformed_request', msg: 'The HTTP request is malformed' };

/**
 * Requests Node refuses before Koa sees them (an address over 16 KB, a malformed request line) get the
 * same JSON `{msg, code}` as every other refusal instead of Node's empty answer; the connection closes.
 */
export function answerClientErrors(server: Server, log: (message: string) => void = () => undefined): Server {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const { status, code, msg } = REASONS[error.code ?? ''] ?? MALFORMED;
    if (status === 400) log(`refused a malformed request: ${error.code ?? error.message}`);
    const body = JSON.stringify({ msg, code });
    socket.end(
      `HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'X-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n' +
        body,
    );
  });
  return server;
}
