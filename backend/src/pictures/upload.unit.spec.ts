import type { IncomingMessage } from 'node:http';
import { PassThrough } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { watchUncaught } from './testing';
import { readUploadedFile } from './upload';

/** A request body as the HTTP server hands it over: a stream with its headers. */
function requestOf(contentType = 'multipart/form-data; boundary=X'): PassThrough & IncomingMessage {
  return Object.assign(new PassThrough(), { headers: { 'content-type': contentType } }) as never;
}
const part = (field: string) => `--X\r\nContent-Disposition: form-data; name="${field}"; filename="a.jpg"\r\n\r\n`;

/** How the read ended once every pending event ran: its result, its error, or still waiting. */
async function outcome(reading: Promise<Buffer>) {
  const settled = reading.then(
    (bytes) => ({ bytes: bytes.toString() }),
    (error: { status: number; code: string }) => ({ status: error.status, code: error.code }),
  );
  const pending = new Promise((resolve) => setImmediate(() => setImmediate(() => resolve('still waiting'))));
  return Promise.race([settled, pending]);
}

let uncaught: ReturnType<typeof watchUncaught>;
beforeEach(() => {
  uncaught = watchUncaught();
});
afterEach(() => uncaught.stop());

describe('readUploadedFile', () => {
  it('reads the field "file" of a complete body', async () => {
    const request = requestOf();
    const reading = readUploadedFile(request);
    request.end(`${part('file')}abc\r\n--X--\r\n`);
    expect(await outcome(reading)).toEqual({ bytes: 'abc' });
  });

  it('answers 400 to a body cut off inside the file, without an unhandled stream error', async () => {
    const request = requestOf();
    const reading = readUploadedFile(request);
    request.end(`${part('file')}abc`);
    expect(await outcome(reading)).toEqual({ status: 400, code: 'invalid_request' });
    expect(uncaught.errors).toEqual([]);
  });

  it('answers 400 to a body cut off inside a file it ignores (another field name)', async () => {
    const request = requestOf();
    const reading = readUploadedFile(request);
    request.end(`${part('picture')}abc`);
    expect(await outcome(reading)).toEqual({ status: 400, code: 'invalid_request' });
    expect(uncaught.errors).toEqual([]);
  });

  it('gives up when the client hangs up mid-body, instead of waiting for the rest forever', async () => {
    const request = requestOf();
    const reading = readUploadedFile(request);
    request.write(`${part('file')}abc`);
    request.destroy();
    expect(await outcome(reading)).toEqual({ status: 400, code: 'upload_interrupted' });
    expect(uncaught.errors).toEqual([]);
  });

  it('answers 413 past the size limit and 415 to a body that is not multipart', async () => {
    const request = requestOf();
    const reading = readUploadedFile(request, 4);
    request.end(`${part('file')}abcdefgh\r\n--X--\r\n`);
    expect(await outcome(reading)).toEqual({ status: 413, code: 'payload_too_large' });
    expect(await outcome(readUploadedFile(requestOf('text/plain')))).toEqual({
      status: 415,
      code: 'unsupported_media_type',
    });
    expect(uncaught.errors).toEqual([]);
  });
});
