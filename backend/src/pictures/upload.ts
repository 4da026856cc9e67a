import type { IncomingMessage } from 'node:http';
import busboy from 'busboy';
import { PICTURE_MAX_BYTES } from '@annuaire/shared';
import { HttpError } from '../api/errors';

/** Room for the multipart boundaries and headers around a file of the maximum size. */
const MULTIPART_OVERHEAD = 64 * 1024;

export const pictureTooLarge = () =>
  new HttpError(413, 'payload_too_large', `A picture is at most ${PICTURE_MAX_BYTES / 1024 / 1024} MB`);
const missingFile = () => new HttpError(400, 'invalid_request', 'Send the picture in the multipart field "file"');
const notMultipart = () =>
  new HttpError(415, 'unsupported_media_type', 'Send the picture as multipart/form-data with the field "file"');
const malformed = () =>
  new HttpError(400, 'invalid_request', 'The multipart body is malformed or ends before its closing boundary');
/** Nobody reads this answer (the client is gone); it only ends the request without a 500 in the logs. */
const interrupted = () => new HttpError(400, 'upload_interrupted', 'The upload was interrupted before its end');

/**
 * Reads the multipart field `file` into memory, at most `maxBytes`. Past that it stops at once with a
 * 413: the rest of the body is drained to nowhere (so the client still reads the answer on a kept-alive
 * connection) rather than buffered. Other fields and files are ignored.
 *
 * Every stream involved has its 'error' handled: busboy reports a body cut off before its closing
 * boundary as an 'error' on the parser *and* on the part being read, and an 'error' nobody listens to
 * ends the process. Whatever goes wrong settles the promise once, with a 4xx, and frees the parser.
 */
export function readUploadedFile(request: IncomingMessage, maxBytes = PICTURE_MAX_BYTES): Promise<Buffer> {
  const discardRest = () => {
    request.unpipe();
    request.resume();
  };
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > maxBytes + MULTIPART_OVERHEAD) {
    discardRest();
    return Promise.reject(pictureTooLarge());
  }
  let parser: busboy.Busboy;
  try {
    parser = busboy({ headers: request.headers, limits: { fileSize: maxBytes, files: 1, fields: 20, parts: 30 } });
  } catch {
    discardRest();
    return Promise.reject(notMultipart());
  }

  return new Promise<Buffer>((resolve, reject) => {
    let file: Buffer | null = null;
    let settled = false;
    const fail = (error: HttpError) => {
      if (settled) return;
      settled = true;
      discardRest();
      // Ends the part still open too (busboy destroys it with an error, handled below), so its
      // buffered chunks go now rather than with the request. Not from inside busboy's own 'limit'
      // event, which still touches the part after emitting it.
      setImmediate(() => parser.destroy());
      reject(error);
    };
    // Later errors of a stream we gave up on are expected and say nothing new.
    const onStreamError = () => fail(malformed());
    parser.on('file', (field, stream) => {
      stream.on('error', onStreamError);
      if (field !== 'file' || file) {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => fail(pictureTooLarge()));
      stream.on('end', () => {
        if (!stream.truncated) file = Buffer.concat(chunks);
      });
    });
    parser.on('error', onStreamError);
    parser.on('close', () => {
      if (settled) return;
      if (!file) return fail(missingFile());
      settled = true;
      resolve(file);
    });
    // The client hung up mid-body: the pipe would leave the parser waiting forever for the rest.
    request.on('error', () => fail(interrupted()));
    request.on('close', () => {
      if (!request.readableEnded) fail(interrupted());
    });
    request.pipe(parser);
  });
}
