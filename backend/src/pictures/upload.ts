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

/**
 * Reads the multipart field `file` into memory, at most `maxBytes`. Past that it stops at once with a
 * 413: the rest of the body is drained to nowhere (so the client still reads the answer on a kept-alive
 * connection) rather than buffered. Other fields and files are ignored.
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
      reject(error);
    };
    parser.on('file', (field, stream) => {
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
    parser.on('error', () => fail(new HttpError(400, 'invalid_request', 'The multipart body is malformed')));
    parser.on('close', () => {
      if (settled) return;
      if (!file) return fail(missingFile());
      settled = true;
      resolve(file);
    });
    request.pipe(parser);
  });
}
