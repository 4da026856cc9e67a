import { css } from '@emotion/react';
import { describe, expect, it } from 'vitest';
import { createStyleCache } from './emotion-cache';

/** The rules a style becomes in the site's style cache, as the browser's sheet receives them. */
function rulesOf(style: Parameters<typeof css>[0]): string {
  const cache = createStyleCache();
  cache.insert('.x', css(style), cache.sheet, true);
  return cache.sheet.tags.map((tag) => tag.textContent).join('');
}

describe("the site's style cache", () => {
  it('writes no old-browser variants of properties every supported browser knows', () => {
    const rules = rulesOf({ display: 'flex', alignItems: 'center', transition: 'opacity 1s', textDecoration: 'none' });
    expect(rules).toBe('.x{display:flex;align-items:center;transition:opacity 1s;text-decoration:none;}');
  });

  it('still writes the -webkit- copy Safari needs', () => {
    expect(rulesOf({ userSelect: 'none' })).toBe('.x{-webkit-user-select:none;user-select:none;}');
    expect(rulesOf({ backdropFilter: 'blur(6px)' })).toBe(
      '.x{-webkit-backdrop-filter:blur(6px);backdrop-filter:blur(6px);}',
    );
    expect(rulesOf({ backgroundClip: 'text' })).toBe('.x{-webkit-background-clip:text;background-clip:text;}');
  });
});
