/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createAppTheme } from '@/app/theme/theme';

/**
 * The card's stylesheets are static CSS (ProfileCard.module.css and its neighbours): nothing checks a misspelt
 * theme variable or a breakpoint that is not the theme's at build time, and either shows only as a card painted
 * wrong in one scheme or at one width. They are read as text: the test runner stands CSS modules in for proxies.
 */
const stylesheets = readdirSync(import.meta.dirname)
  .filter((name) => name.endsWith('.module.css'))
  .map((name) => ({ name, css: readFileSync(join(import.meta.dirname, name), 'utf8') }));

/** Every CSS variable the theme defines (`cssVariables`), read from its `vars`: `var(--mui-palette-online, …)`. */
function themeVariables(): Set<string> {
  const names = new Set<string>();
  const visit = (value: unknown): void => {
    if (typeof value === 'string') for (const [, name] of value.matchAll(/var\((--[\w-]+)/g)) names.add(name!);
    else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  visit(createAppTheme().vars);
  return names;
}

/** The components beside them that take their classes from one of them, with the class names they use. */
const users = readdirSync(import.meta.dirname)
  .filter((name) => name.endsWith('.tsx') && !name.endsWith('.spec.tsx'))
  .map((name) => readFileSync(join(import.meta.dirname, name), 'utf8'))
  .flatMap((source) => {
    const sheet = /import styles from '\.\/([\w.]+\.module\.css)'/.exec(source)?.[1];
    return sheet ? [{ sheet, classes: [...source.matchAll(/styles\.(\w+)/g)].map(([, name]) => name!) }] : [];
  });

describe("the profile card's stylesheets", () => {
  it('are there to check', () => {
    expect(stylesheets.map((sheet) => sheet.name)).toContain('ProfileCard.module.css');
  });

  it('take only colours and fonts the theme defines, in either scheme (docs/product.md §9)', () => {
    const defined = themeVariables();
    for (const { name, css } of stylesheets) {
      const used = [...css.matchAll(/var\((--mui-[\w-]+)/g)].map(([, variable]) => variable);
      expect(
        used.filter((variable) => !defined.has(variable!)),
        name,
      ).toEqual([]);
    }
  });

  it('define every class their components use (a misspelt one would leave an element unstyled)', () => {
    expect(users.length).toBeGreaterThan(0);
    for (const { sheet, classes } of users) {
      const css = stylesheets.find((stylesheet) => stylesheet.name === sheet)?.css ?? '';
      expect(
        classes.filter((name) => !new RegExp(`\\.${name}\\b`).test(css)),
        sheet,
      ).toEqual([]);
    }
  });

  it("change layout at the theme's breakpoints only", () => {
    const widths = Object.values(createAppTheme().breakpoints.values);
    for (const { name, css } of stylesheets) {
      const queried = [...css.matchAll(/@media[^{]*min-width:\s*(\d+)px/g)].map(([, width]) => Number(width));
      expect(
        queried.filter((width) => !widths.includes(width)),
        name,
      ).toEqual([]);
    }
  });
});
