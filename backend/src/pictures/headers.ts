/**
 * Sent with every user image: even if a file were served as markup by mistake, the browser would run
 * nothing (`sandbox`, no source allowed) and would not guess another type than the one declared.
 */
export const IMAGE_HEADERS = {
  'Content-Security-Policy': "default-src 'none'; sandbox",
  'X-Content-Type-Options': 'nosniff',
} as const;

export const PUBLIC_CACHE = 'public, max-age=31536000, immutable';
