import type { Theme } from '@mui/material/styles';

type Declarations = Record<string, string | number>;

/** `colorScheme` → `color-scheme`; custom properties (`--mui-…`) are written as they are. */
const propertyName = (key: string): string =>
  key.startsWith('--') ? key : key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * The theme's CSS variables for both colour schemes (`:root`, `.dark`, `.light`), as the text of a stylesheet.
 * MUI's theme provider would write them into every page's HTML (23 KB of a listing's, docs/benchmarks.md, "Web
 * pages"); they are the same on every page of a build, so they ship in the site's static stylesheet instead
 * (theme-variables.{qc,ca}.css, kept in step with the theme by theme-variables.spec.ts) and the provider writes
 * none (AppProviders: `disableStyleSheetGeneration`). MUI's sheets are flat: a selector and its declarations.
 */
export function themeVariablesCss(theme: Theme): string {
  const sheets = (
    theme as Theme & { generateStyleSheets: () => Array<Record<string, Declarations>> }
  ).generateStyleSheets();
  const header = `/* The theme's CSS variables (theme.ts), written by theme-variables.spec.ts: after a change to the theme,\n * \`npx vitest run -u frontend/src/app/theme\` writes them again. */\n`;
  return (
    header +
    sheets
      .flatMap((sheet) => Object.entries(sheet))
      .map(([selector, declarations]) => {
        const body = Object.entries(declarations).map(([key, value]) => `  ${propertyName(key)}: ${value};`);
        return `${selector} {\n${body.join('\n')}\n}\n`;
      })
      .join('\n')
  );
}
