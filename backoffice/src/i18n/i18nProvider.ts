import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import frenchMessages from 'ra-language-french';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { variant, type Locale } from '../config/variant';
import { en } from './en';
import { fr } from './fr';

type Tree = { [key: string]: string | Tree };

/** Later trees win; nested objects merge key by key. */
function merge(...trees: object[]): Tree {
  const result: Tree = {};
  for (const tree of trees) {
    for (const [key, value] of Object.entries(tree as Tree)) {
      const current = result[key];
      result[key] =
        typeof value === 'object' && typeof current === 'object' ? merge(current, value) : (value as string | Tree);
    }
  }
  return result;
}

const CATALOGUES: Record<Locale, object[]> = { fr: [frenchMessages, fr], en: [englishMessages, en] };

/** react-admin's messages in the language, with the staff app's catalogue (./en, ./fr) over them. */
export function messagesOf(locale: Locale): TranslationMessages {
  return merge(...CATALOGUES[locale]) as unknown as TranslationMessages;
}

/** The visitor's language choice on the public site, kept in this cookie (frontend/src/lib/language-preference.ts). */
const LANGUAGE_COOKIE = 'lang';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

const isLocale = (value: unknown): value is Locale => value === 'fr' || value === 'en';

function rememberedLanguage(): Locale | undefined {
  const found = document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${LANGUAGE_COOKIE}=`))
    ?.slice(LANGUAGE_COOKIE.length + 1);
  return isLocale(found) ? found : undefined;
}

function rememberLanguage(locale: Locale): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; Max-Age=${ONE_YEAR_SECONDS}; Path=/; SameSite=Lax${secure}`;
}

/**
 * French and English: the language chosen on the site (its cookie), else the variant's (French in Quebec,
 * English in Canada). Switching here is remembered for the site too.
 */
export function createI18nProvider(initial: Locale = rememberedLanguage() ?? variant.defaultLocale): I18nProvider {
  const provider = polyglotI18nProvider((locale) => messagesOf(isLocale(locale) ? locale : 'en'), initial, [
    { locale: 'fr', name: 'Français' },
    { locale: 'en', name: 'English' },
  ]);
  return {
    ...provider,
    changeLocale(locale, options) {
      if (isLocale(locale)) rememberLanguage(locale);
      return provider.changeLocale(locale, options);
    },
  };
}
