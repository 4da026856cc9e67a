import type { Context, Next } from 'koa';
import { HttpError } from '../errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** The only bodies our routes read: JSON, and multipart for uploads. */
const BODY_TYPES = ['application/json', 'multipart/form-data'];

/**
 * Whether a body follows. Not Koa's own test (`ctx.is` answering null), which counts `Content-Length: 0`
 * as a body: a bodiless PUT or DELETE from fetch sends that header and must not need a content type.
 */
const hasBody = (ctx: Context) =>
  ctx.get('transfer-encoding') !== '' || (ctx.get('content-length') !== '' && ctx.get('content-length') !== '0');

const crossSite = () =>
  new HttpError(403, 'cross_site_request', 'Requests that change data must come from the site itself');

/**
 * CSRF protection for every state-changing request, on top of the SameSite=Lax session cookie (which
 * older browsers and same-site subdomains do not honour). A browser says where a request comes from:
 * `Sec-Fetch-Site` when it supports Fetch Metadata, else `Origin`; anything but PUBLIC_URL's origin is 403.
 * A request with neither header is not from a browser page (curl, a server) and carries no victim's
 * cookie by accident, so it passes. Bodies must be JSON or multipart: the `text/plain` and form-encoded
 * bodies that a plain HTML form can post across sites are refused with 415 before any route reads them.
 */
export function refuseCrossSite(options: { publicUrl: string }) {
  const publicOrigin = new URL(options.publicUrl).origin;
  return async (ctx: Context, next: Next): Promise<void> => {
    if (SAFE_METHODS.has(ctx.method)) return next();
    const fetchSite = ctx.get('sec-fetch-site');
    if (fetchSite) {
      if (fetchSite !== 'same-origin' && fetchSite !== 'none') throw crossSite();
    } else {
      const origin = ctx.get('origin');
      // PUBLIC_URL's origin only: the Host a request names, and X-Forwarded-Host behind a trusted proxy, are
      // written by whoever sends it, so comparing Origin with them proves nothing (issue 25 §4, docs/security.md).
      if (origin && origin !== publicOrigin) throw crossSite();
    }
    if (hasBody(ctx) && !ctx.is(BODY_TYPES)) {
      throw new HttpError(
        415,
        'unsupported_media_type',
        'Send the body as application/json (or multipart/form-data for uploads)',
      );
    }
    await next();
  };
}
