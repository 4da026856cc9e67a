import type { Context } from 'koa';
import { VARIANTS, type StaffLanguage } from '@annuaire/shared';
import type { Config } from '../config';

/** The site's language cookie (frontend/src/lib/language-preference.ts): the visitor's explicit choice. */
const LANGUAGE_COOKIE = 'lang';

/**
 * The reader's language: `?lang=`, else the browser's preference, else the variant's default (French
 * on the Quebec site, English on the Canadian one).
 */
export function languageOf(ctx: Context, config: Pick<Config, 'WEBSITE'>, lang?: StaffLanguage): StaffLanguage {
  if (lang) return lang;
  if (ctx.get('accept-language')) {
    const preferred = ctx.acceptsLanguages('fr', 'en');
    if (preferred === 'fr' || preferred === 'en') return preferred;
  }
  return VARIANTS[config.WEBSITE].defaultLocale;
}

/**
 * The reader's language for bilingual content: `?lang=`, else the language the visitor chose on the site
 * (its cookie), else the browser's preference, else the variant's default.
 */
export function readerLanguage(ctx: Context, config: Pick<Config, 'WEBSITE'>, lang?: StaffLanguage): StaffLanguage {
  if (lang) return lang;
  const chosen = ctx.cookies.get(LANGUAGE_COOKIE);
  if (chosen === 'fr' || chosen === 'en') return chosen;
  return languageOf(ctx, config);
}
