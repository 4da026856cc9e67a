import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';

/** Inline `<script>` elements without a `src`: their exact text is what the browser hashes. */
const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi;

/** The CSP source of each inline script in a page, e.g. the colour-mode script that runs before paint. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const text = match[1] ?? '';
    if (text.trim() === '') continue;
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

export interface PagePolicyOptions {
  /** Origins whose scripts the page loads after consent (the tag manager, when the site is built with one). */
  readonly scriptOrigins?: readonly string[];
}

/**
 * The Content-Security-Policy of one of our HTML pages: scripts only from our origin plus the exact
 * inline scripts the page holds (hashed, never `unsafe-inline`), so an injected `<script>` or event
 * handler does not run. Styles may be inline: MUI writes its styles into `<style>` elements at run time,
 * and a style cannot run code. Pictures come from our origin (and `data:`/`blob:` for previews before an
 * upload); the page cannot be framed, cannot change its base URL and posts forms only to us.
 */
export function pagePolicy(html: string, options: PagePolicyOptions = {}): string {
  const thirdParty = options.scriptOrigins ?? [];
  const directives = [
    "default-src 'self'",
    ["script-src 'self'", ...inlineScriptHashes(html), ...thirdParty].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    ["connect-src 'self'", ...thirdParty].join(' '),
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  return directives.join('; ');
}

/** Google Tag Manager's origin when the site is built with a container (VITE_GTM_ID), else nothing. */
export function tagManagerOrigins(env: NodeJS.ProcessEnv = process.env): string[] {
  return env.VITE_GTM_ID ? ['https://www.googletagmanager.com'] : [];
}

export interface BuiltPage {
  readonly html: string;
  readonly policy: string;
}

/**
 * Each built `index.html` and its page policy, read and worked out again only when the file changes (a new
 * build): for the app server (static.ts) and the server renderer (ssr/serverRendering.ts) alike.
 */
export function builtPages(options: PagePolicyOptions) {
  const known = new Map<string, BuiltPage & { mtime: number }>();
  return async (file: string, mtimeMs: number): Promise<BuiltPage> => {
    const cached = known.get(file);
    if (cached?.mtime === mtimeMs) return cached;
    const html = await readFile(file, 'utf8');
    const page = { mtime: mtimeMs, html, policy: pagePolicy(html, options) };
    known.set(file, page);
    return page;
  };
}
