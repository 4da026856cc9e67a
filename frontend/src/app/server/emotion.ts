import type { EmotionCache } from '@emotion/cache';
import { createStyleCache } from '@/app/emotion-cache';

/**
 * One style cache per server render, in Emotion's "compat" mode: styles are collected in the cache instead
 * of being written as `<style>` elements between the page's elements, so they go into the `<head>`. The
 * browser's own cache (the same options, app/emotion-cache.ts) adopts these elements at start-up and does not
 * insert them again.
 */
export function serverStyleCache(): EmotionCache {
  const cache = createStyleCache();
  cache.compat = true;
  return cache;
}

/**
 * The styles a render used, as Emotion's server package writes them: global styles (the baseline, the
 * theme's CSS variables) one element each, then every component style in one element naming its ids.
 */
export function styleTags(cache: EmotionCache): string {
  const globals: string[] = [];
  const ids: string[] = [];
  let css = '';
  for (const [id, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string') continue;
    if (cache.registered[`${cache.key}-${id}`] !== undefined) {
      ids.push(id);
      css += rules;
    } else {
      globals.push(`<style data-emotion="${cache.key}-global ${id}">${rules}</style>`);
    }
  }
  return [...globals, `<style data-emotion="${cache.key} ${ids.join(' ')}">${css}</style>`].join('');
}
