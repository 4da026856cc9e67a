import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { variant, type Locale } from '@/config/variant';
import { LOCALES } from './locale-path';

/** One JSON file per namespace and locale; `common` is loaded before the first render, the rest on demand. */
export const NAMESPACES = [
  'common',
  'home',
  'auth',
  'errors',
  'legal',
  'guides',
  'help',
  'directory',
  'profile',
  'footer',
  'panels',
  'messages',
  'account',
  'validation',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/**
 * The `<meta>` naming the namespaces a server-rendered page used (entry-server.tsx). The browser loads them
 * before hydrating (main.tsx): a part of the page asking for a namespace not yet here would suspend during
 * hydration, and an update reaching it then (the signed-in check answering) makes React throw the server's
 * markup away and render that part again, moving the page under the visitor's eyes.
 */
export const RENDERED_NAMESPACES_META = 'i18n-namespaces';

/** The known namespaces among those a page's `<meta>` names, in its order. */
export function renderedNamespaces(content: string | null | undefined): Namespace[] {
  const named = new Set((content ?? '').split(','));
  return NAMESPACES.filter((namespace) => named.has(namespace));
}

type LocaleModule = { default: Record<string, unknown> };
const loaders = import.meta.glob<LocaleModule>('../locales/*/*.json');

/** Lazy JSON per locale and namespace, each its own chunk, instead of an HTTP backend plugin. */
const lazyJsonBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language, namespace, callback) {
    const load = loaders[`../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No translations for ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** Starts i18next in the locale the URL asked for; resolves once the common namespace is ready. */
export async function initI18n(locale: Locale = variant.defaultLocale): Promise<typeof i18n> {
  if (i18n.isInitialized) {
    if (i18n.language !== locale) await i18n.changeLanguage(locale);
    return i18n;
  }
  await i18n
    .use(lazyJsonBackend)
    .use(initReactI18next)
    .init({
      lng: locale,
      supportedLngs: LOCALES,
      fallbackLng: false,
      ns: ['common'],
      defaultNS: 'common',
      load: 'currentOnly',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
  return i18n;
}

export default i18n;
