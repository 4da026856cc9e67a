import { variant, type Locale } from '@/config/variant';
import { LOCALES, localizePath } from '@/lib/locale-path';
import type { PhotoPreload } from './first-photos';

/** Everything the served `<head>` says about one page, beyond what index.html holds for every page. */
export interface PageHead {
  locale: Locale;
  /** The page's locale-free path (`/female-escorts/montreal`), without query. */
  path: string;
  /** Public origin of this site (config.PUBLIC_URL), never the request's Host. */
  origin: string;
  title: string;
  description: string;
  siteName: string;
  /** The preview picture: a profile's approved picture, else the site's icon; none for error pages. */
  image?: PreviewImage;
  /** The same page on the sister site, where it exists there. */
  sister?: { url: string; name: string };
  /** Index and follow; false for error pages and for a profile under review. */
  indexable: boolean;
  /** Structured data, one `<script type="application/ld+json">` each (data, never executed). */
  jsonLd: object[];
  /** `profile` for a profile, `article` for an information page, `website` for the home, listings and the rest. */
  ogType: 'website' | 'profile' | 'article';
  /** Photos asked for from the head, before the parser reaches them (first-photos.ts). */
  preloads?: readonly PhotoPreload[];
}

/** A link preview's picture (Open Graph and X/Twitter cards). */
export interface PreviewImage {
  /** Absolute address, from the site's public origin. */
  url: string;
  /** What it shows, in the page's language: links are shared to screen-reader users too. */
  alt: string;
  /**
   * A photo is shown large (`summary_large_image`); the site's square icon as a thumbnail beside the text
   * (`summary`), which is what a 512 px square is made for.
   */
  large: boolean;
  width?: number;
  height?: number;
}

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** JSON inside a `<script>`: `<` escaped so no text can close the element or open a comment. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
const link = (attributes: Record<string, string>) =>
  `<link ${Object.entries(attributes)
    .map(([name, value]) => `${name}="${escapeHtml(value)}"`)
    .join(' ')} />`;

/** The page's own head tags; index.html's default title and description are replaced by these. */
export function headTags(head: PageHead): string {
  const url = (locale: Locale) => head.origin + localizePath(head.path, locale);
  const tags = [
    ...(head.preloads ?? []).map((photo) =>
      link({
        rel: 'preload',
        as: 'image',
        href: photo.src,
        imagesrcset: photo.srcSet,
        imagesizes: photo.sizes,
        fetchpriority: 'high',
      }),
    ),
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    head.indexable ? '' : meta('name', 'robots', 'noindex'),
    link({ rel: 'canonical', href: url(head.locale) }),
    ...LOCALES.map((language) => link({ rel: 'alternate', hreflang: language, href: url(language) })),
    link({ rel: 'alternate', hreflang: 'x-default', href: url(variant.defaultLocale) }),
    // The sister site serves the same languages in the same country: an hreflang there would clash with ours,
    // so it is named as a plain alternate with its site's name.
    head.sister ? link({ rel: 'alternate', href: head.sister.url, title: head.sister.name }) : '',
    link({ rel: 'manifest', href: `/api/manifest?lang=${head.locale}` }),
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', url(head.locale)),
    meta('property', 'og:locale', head.locale === 'fr' ? 'fr_CA' : 'en_CA'),
    ...(head.image ? previewImage(head.image) : []),
    meta('name', 'twitter:card', head.image?.large ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    head.image ? meta('name', 'twitter:image', head.image.url) : '',
    head.image ? meta('name', 'twitter:image:alt', head.image.alt) : '',
    ...head.jsonLd.map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
  ];
  return tags.filter(Boolean).join('\n    ');
}

function previewImage(image: PreviewImage): string[] {
  return [
    meta('property', 'og:image', image.url),
    image.width ? meta('property', 'og:image:width', String(image.width)) : '',
    image.height ? meta('property', 'og:image:height', String(image.height)) : '',
    meta('property', 'og:image:alt', image.alt),
  ];
}

/** schema.org BreadcrumbList from named absolute addresses, outermost first. */
export function breadcrumbs(items: { name: string; url: string }[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

/** schema.org WebSite with the site's search (the search overlay opens from `?searchBar=open&q=`). */
export function webSite(origin: string, locale: Locale, name: string): object {
  const home = origin + localizePath('/', locale);
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name,
    url: home,
    inLanguage: locale,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${home}?searchBar=open&q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}
