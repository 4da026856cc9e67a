import createCache, { type EmotionCache, type StylisElement } from '@emotion/cache';

/**
 * The properties the browsers the site supports still want with a `-webkit-` prefix (Safari for the most part).
 * Emotion's default prefixer writes every old-browser variant as well (`display:-webkit-box`, `-ms-flex-align`,
 * `-webkit-transition`…): on a listing they were a quarter of the styles inlined in the page's HTML
 * (docs/benchmarks.md, "Web pages": HTML size).
 */
// A constant, never written: read by every render's stylis pass, the server's and the browser's alike.
const STILL_PREFIXED: ReadonlySet<string> = new Set([
  'backdrop-filter',
  'box-decoration-break',
  'mask',
  'mask-image',
  'print-color-adjust',
  'text-size-adjust',
  'user-select',
]);

/** A stylis step writing the `-webkit-` copy of those declarations only. */
export function slimPrefixer(element: StylisElement): void {
  if (element.type !== 'decl' || element.return) return;
  const property = String(element.props);
  const clipsToText = property === 'background-clip' && String(element.children).includes('text');
  if (STILL_PREFIXED.has(property) || clipsToText) element.return = `-webkit-${element.value}${element.value}`;
}

/**
 * The style cache of a render, the same in the server and in the browser: key `css`, the key whose server-written
 * `<style>` elements the browser's cache adopts at start-up instead of inserting them again.
 */
export function createStyleCache(): EmotionCache {
  return createCache({ key: 'css', stylisPlugins: [slimPrefixer] });
}
