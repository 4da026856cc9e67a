/**
 * Languages a profile may say it speaks (docs/product.md §3): ISO 639-1 codes, named in the reader's language.
 * A module of its own, free of zod, so the site's `GET /api/user` validator (currentUser.ts) reads the list
 * without pulling the classic zod schemas of profile.ts.
 */
export const SPOKEN_LANGUAGES = [
  'fr',
  'en',
  'es',
  'pt',
  'it',
  'de',
  'ar',
  'zh',
  'ru',
  'uk',
  'pl',
  'ro',
  'vi',
  'tl',
  'ht',
  'fa',
  'ja',
  'ko',
  'hi',
  'tr',
] as const;
export type SpokenLanguage = (typeof SPOKEN_LANGUAGES)[number];
