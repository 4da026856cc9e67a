/**
 * Staff read the outbox (docs/product.md §6 "read the mail outbox") to see what the product wrote and whether it
 * left; they never need the secret a mail carries. A password-reset, email-change or claim link is a key to
 * someone's account, another staff member's included, so every staff view of a mail hides it: the token a
 * link carries (`?token=…`) and any other run of 32 or more URL-safe characters, the shape of every token the
 * product makes (32 random bytes in base64url: accounts/tokens.ts, auth/loginLinks.ts). The mail sender
 * (sender.ts) reads the table itself and still sends the real mail.
 */
export const HIDDEN = '••••••';

const TOKEN_PARAMETER = /([?&](?:amp;)?token=)[^&"'<>\s]+/gi;
const TOKEN_LIKE = /[A-Za-z0-9_-]{32,}/g;

export interface MaskedText {
  readonly text: string;
  /** How many secrets were hidden. */
  readonly hidden: number;
}

/** The text with every token hidden, and how many were. */
export function maskTokens(text: string): MaskedText {
  let hidden = 0;
  const masked = text
    .replace(TOKEN_PARAMETER, (_match, prefix: string) => {
      hidden += 1;
      return `${prefix}${HIDDEN}`;
    })
    .replace(TOKEN_LIKE, () => {
      hidden += 1;
      return HIDDEN;
    });
  return { text: masked, hidden };
}
