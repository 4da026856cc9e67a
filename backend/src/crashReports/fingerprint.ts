import { createHash } from 'node:crypto';

/**
 * A stack frame line: V8's `    at name (url:line:col)` / `    at url:line:col`, or Firefox and Safari's
 * `name@url:line:col`. React's component stack uses the same shapes.
 */
const FRAME = /^\s*at\s+\S|^[^\s@]*@\S+:\d+/;

/** The first frame of a trace (the line after the message in V8 stacks), trimmed; empty when there is none. */
export function firstFrameOf(trace: string): string {
  for (const line of trace.split('\n').slice(0, 50)) {
    if (FRAME.test(line)) return line.trim();
  }
  return '';
}

/**
 * The first frame as the group key sees it. Kept: the function name and the script's path, which name
 * where the bug is. Dropped, because the same bug reports them differently:
 * - the origin (the Quebec and Canada sites, localhost and production serve the same code);
 * - query strings and hashes (cache-busting parameters, dev-server `?t=` stamps);
 * - the content hash Vite puts in a built chunk's name (`/assets/index-B3x_k9aZ.js`), new each release;
 * - line and column numbers: a minified chunk is one line whose columns move with every build, and a
 *   source file's lines move with every edit. With them, one bug would open a new group per release and a
 *   resolved bug coming back would not reopen its group. The exact place stays in the sample trace.
 */
export function normaliseFrame(frame: string): string {
  return frame
    .replace(/\b[a-z][a-z0-9+.-]*:\/\/[^/\s)]+/gi, '')
    .replace(/[?#][^\s):]*/g, '')
    .replace(/(\/assets\/[^/\s):]*?)-[A-Za-z0-9_-]{8}(\.m?js)/g, '$1$2')
    .replace(/(:\d+){1,2}(?=\)?$)/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The group of a report: its message and its first frame, normalised. Also the group's id in the API. */
export function fingerprintOf(message: string, normalisedFrame: string): string {
  return createHash('sha256').update(`${message}\n${normalisedFrame}`).digest('hex').slice(0, 32);
}

/**
 * The page's address without its query string and hash: those carry what must not be kept (the token of a
 * password-reset or login link, a search typed by a member), and the path is what a developer needs.
 */
export function pageAddressOf(url: string): string {
  return url.replace(/[?#].*$/s, '');
}
