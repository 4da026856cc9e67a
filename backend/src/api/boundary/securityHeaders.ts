import type { Context, Next } from 'koa';

/**
 * What an answer that is not one of our HTML pages may do in a browser: nothing. JSON, pictures (an
 * uploaded SVG opened on its own included) and files run no script, load nothing and cannot be framed.
 * The pages replace it with their own policy (web/pagePolicy.ts).
 */
export const DEFAULT_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** A year, the usual HSTS lifetime; subdomains included because every part of the site is HTTPS-only. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Headers every answer carries, set before the route runs so error answers have them too: no MIME
 * sniffing (a JSON answer never becomes a script), no framing (clickjacking), referrers trimmed to the
 * origin when leaving the site (listing URLs name places and people), and HSTS once the site is served
 * over HTTPS (`ctx.secure` is trustworthy only with TRUST_PROXY set behind a TLS-terminating proxy).
 */
export function securityHeaders(options: { publicUrl: string }) {
  const httpsSite = new URL(options.publicUrl).protocol === 'https:';
  return async (ctx: Context, next: Next): Promise<void> => {
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('X-Frame-Options', 'DENY');
    ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    ctx.set('Content-Security-Policy', DEFAULT_POLICY);
    ctx.set('Cross-Origin-Opener-Policy', 'same-origin');
    if (ctx.secure || httpsSite) ctx.set('Strict-Transport-Security', HSTS);
    await next();
  };
}
