import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { AD_SPOTS, type AdSpot } from '@annuaire/shared';

/**
 * What one drawn block may count (docs/product.md §6 counting ads): signed by the server when it draws, so an
 * impression or a click counts only for a block the server really put on a page.
 */
export interface AdToken {
  /** This token's own id: an impression and a click each count once per token. */
  readonly id: string;
  /** The draw it belongs to (one `GET /api/ads` answer, one page view's placement). */
  readonly pageView: string;
  readonly blockId: string;
  /** The placement the block was drawn for (`menu` for the partner links). */
  readonly placement: AdSpot;
  /** Expiry, in ms since the epoch. */
  readonly expiresAt: number;
  /**
   * Drawn for a server-rendered page: ad-draws.ts (frontend/src/app/server) hands one draw to every visitor of
   * that page for a minute, so such a token counts once per visitor address instead of once in all.
   */
  readonly shared: boolean;
}

/**
 * How long a token counts: a visitor may scroll to a card ad or click it well after the page arrived, and a
 * server-rendered page hands out a draw kept up to a minute (ad-draws.ts, then the 5-second kept page), so half
 * an hour counts every real look at a page while a harvested token is worth little for long.
 */
export const AD_TOKEN_TTL_MS = 30 * 60_000;

/** 128 bits of HMAC-SHA256, as the listing cursors (directory/chunk.ts): unforgeable and short. */
const MAC_BYTES = 16;
/** A token is ~200 characters; anything much longer is not one of ours. */
export const AD_TOKEN_MAX = 512;

export type TokenCheck =
  | { readonly ok: true; readonly token: AdToken }
  | { readonly ok: false; readonly reason: 'invalid_token' | 'expired'; readonly claimedBlockId?: string };

const SPOTS: readonly string[] = AD_SPOTS;

/**
 * Signs and checks ad tokens with the server's `ad-tokens` key (postgres/secrets.ts, the way the listing
 * cursors' key is kept): every API process signs and checks alike. The payload is readable (it names nothing
 * secret); only its signature makes it ours.
 */
export function adTokenCodec(key: Buffer) {
  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest().subarray(0, MAC_BYTES);
  return {
    issue(draw: { pageView: string; blockId: string; placement: AdSpot; shared: boolean }, now: Date): string {
      const body = {
        i: randomBytes(12).toString('base64url'),
        v: draw.pageView,
        b: draw.blockId,
        p: draw.placement,
        e: now.getTime() + AD_TOKEN_TTL_MS,
        s: draw.shared ? 1 : 0,
      };
      const payload = Buffer.from(JSON.stringify(body)).toString('base64url');
      return `${payload}.${mac(payload).toString('base64url')}`;
    },
    check(text: string, now: Date): TokenCheck {
      const [payload, signature, ...rest] = text.split('.');
      if (!payload || !signature || rest.length > 0) return { ok: false, reason: 'invalid_token' };
      const given = Buffer.from(signature, 'base64url');
      // Only the signature as we write it: base64 leaves spare bits in the last letter (and tolerates padding),
      // so other spellings decode to the same bytes and would pass as other tokens of one draw.
      const canonical = given.toString('base64url') === signature;
      if (!canonical || given.length !== MAC_BYTES || !timingSafeEqual(given, mac(payload))) {
        return { ok: false, reason: 'invalid_token' };
      }
      const value = parse(payload);
      if (!value) return { ok: false, reason: 'invalid_token' };
      if (value.expiresAt <= now.getTime()) return { ok: false, reason: 'expired', claimedBlockId: value.blockId };
      return { ok: true, token: value };
    },
  };
}
export type AdTokenCodec = ReturnType<typeof adTokenCodec>;

/** A new draw's page view id. */
export const newDrawId = () => randomUUID();

function parse(payload: string): AdToken | null {
  let value: Record<string, unknown>;
  try {
    value = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { i, v, b, p, e, s } = value;
  const text = (field: unknown): field is string => typeof field === 'string' && field.length > 0 && field.length <= 64;
  if (!text(i) || !text(v) || !text(b) || typeof p !== 'string' || !SPOTS.includes(p)) return null;
  if (!Number.isSafeInteger(e) || (s !== 0 && s !== 1)) return null;
  return { id: i, pageView: v, blockId: b, placement: p as AdSpot, expiresAt: e as number, shared: s === 1 };
}
