import { describe, expect, it } from 'vitest';
import { createAppTheme } from './theme';
import { themeVariablesCss } from './theme-variables';

/**
 * The site's static stylesheets of the theme's variables (vite.config.ts serves this build's as
 * `virtual:theme-variables.css`). Changed the theme? `npx vitest run -u frontend/src/app/theme` rewrites them.
 */
describe("the theme's variables as static stylesheets", () => {
  it.each(['QC', 'CA'] as const)('are the theme’s own, for the %s site', async (website) => {
    await expect(themeVariablesCss(createAppTheme(website))).toMatchFileSnapshot(
      `./theme-variables.${website.toLowerCase()}.css`,
    );
  });

  it('define the colours of both schemes, each under its class', () => {
    const css = themeVariablesCss(createAppTheme('CA'));
    expect(css).toMatch(/^:root, \.dark \{[^}]*--mui-palette-background-default: #0E1116;/m);
    expect(css).toMatch(/^\.light \{[^}]*--mui-palette-background-default: #F6F7F9;/m);
    expect(css).toMatch(/^:root, \.dark \{\s+color-scheme: dark;/m);
    expect(css).toMatch(/^\.light \{\s+color-scheme: light;/m);
  });
});
