import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { chunkCodec } from './chunk';

const key = Buffer.alloc(32, 7);
const codec = chunkCodec(key);
const now = new Date('2026-06-01T12:00:00.000Z');
const chunk = { s: 12, t: now.getTime() - 5_000, o: 24 };

/** A cursor signed with `withKey`, carrying any payload at all. */
const signed = (payload: unknown, withKey = key) => {
  const text = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${text}.${createHmac('sha256', withKey).update(text).digest().subarray(0, 16).toString('base64url')}`;
};
const refused = { status: 400, code: 'invalid_chunk' };

describe('listing cursors', () => {
  it('give back what they carry', () => {
    expect(codec.decode(codec.encode(chunk), now)).toEqual(chunk);
  });

  it('refuse an edited field, a missing or foreign signature and a plain JSON cursor', () => {
    const [, signature] = codec.encode(chunk).split('.');
    const edited = Buffer.from(JSON.stringify({ ...chunk, o: 0 })).toString('base64url');
    for (const text of [
      `${edited}.${signature}`,
      edited,
      signed(chunk, Buffer.alloc(32, 8)),
      Buffer.from(JSON.stringify(chunk)).toString('base64url'),
      'a.b.c',
    ]) {
      expect(() => codec.decode(text, now), text).toThrow(expect.objectContaining(refused));
    }
  });

  it('refuse a clock ahead of the server’s, beyond a minute of skew between servers', () => {
    expect(codec.decode(codec.encode({ ...chunk, t: now.getTime() + 30_000 }), now).t).toBe(now.getTime() + 30_000);
    const future = codec.encode({ ...chunk, t: now.getTime() + 13 * 3_600_000 });
    expect(() => codec.decode(future, now)).toThrow(expect.objectContaining(refused));
  });

  it('refuse signed payloads of the wrong shape with a 400, never a crash', () => {
    for (const payload of [null, 5, 'x', { s: -1, t: 0, o: 0 }, { s: 1.5, t: 0, o: 0 }, { s: 1, t: 0 }]) {
      expect(() => codec.decode(signed(payload), now)).toThrow(expect.objectContaining(refused));
    }
  });
});
