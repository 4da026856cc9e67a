import { bodyParser } from '@koa/bodyparser';
import type { Context } from 'koa';
import { HttpError } from './errors';

/** JSON bodies only (forms are refused before this, in boundary/crossSite.ts), up to 200 kB; its refusals as `{msg, code}`. */
export const jsonBody = () =>
  bodyParser({
    enableTypes: ['json'],
    jsonLimit: '200kb',
    onError: (error) => {
      const tooLarge = (error as { status?: number }).status === 413;
      throw tooLarge
        ? new HttpError(413, 'payload_too_large', 'The request body is too large')
        : new HttpError(400, 'invalid_request', 'The request body is not valid JSON');
    },
  });

/**
 * The body as it was sent, for a webhook whose signature is computed over its bytes rather than over
 * re-serialised JSON. The body parser keeps the text it parsed (UTF-8, as JSON must be); empty when none.
 */
export const rawBodyOf = (ctx: Context): Buffer =>
  Buffer.from((ctx.request as { rawBody?: string }).rawBody ?? '', 'utf8');
