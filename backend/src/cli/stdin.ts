import type { Readable } from 'node:stream';

/**
 * The first line of a piped input (a password from a secret manager), without its line ending; null
 * when the input is empty. Reading stops at the first newline, so nothing else is buffered.
 */
export function readFirstLine(input: Readable): Promise<string | null> {
  return new Promise((resolve, reject) => {
    let text = '';
    const done = () => {
      input.off('data', onData);
      input.off('end', done);
      input.off('error', reject);
      input.pause();
      const line = text.split(/\r?\n/)[0] ?? '';
      resolve(line.length > 0 ? line : null);
    };
    const onData = (chunk: Buffer | string) => {
      text += chunk.toString();
      if (text.includes('\n')) done();
    };
    input.on('data', onData);
    input.once('end', done);
    input.once('error', reject);
  });
}
