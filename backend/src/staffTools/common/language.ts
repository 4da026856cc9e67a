import type { Context } from 'koa';
import type { StaffLanguage } from '@annuaire/shared';
import type { Config } from '../../config';
import { languageOf } from '../../notifications/dto';

/** The site's language cookie (frontend/src/lib/language-preference.ts): the visitor's explicit choice. */
const LANGUAGE_COOKIE = 'lang';

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
