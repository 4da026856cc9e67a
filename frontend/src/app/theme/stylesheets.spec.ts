/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createAppTheme } from './theme';

/**
 * The public pages' static stylesheets (`*.module.css` beside their components: the cards, the shell, the listing's
 * and the home's chrome, the footer): nothing checks a misspelt theme variable or a breakpoint that is not the
 * theme's at build time, and either shows only as a page painted wrong in one scheme or at one width. They are
 * read as text: the test runner stands CSS modules in for proxies.
 */
const root = join(import.meta.dirname, '..', '..');
const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).map((file) => join(root, file));
const stylesheets = files
  .filter((file) => file.endsWith('.module.css'))
  .map((file) => ({ name: relative(root, file), css: readFileSync(file, 'utf8') }));

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

/** The components that take their classes from a stylesheet beside them, with the class names they use. */
const users = files
  .filter((file) => file.endsWith('.tsx') && !file.endsWith('.spec.tsx'))
  .flatMap((file) => {
    const source = readFileSync(file, 'utf8');
    return [...source.matchAll(/import (\w+) from '\.\/([\w.]+\.module\.css)'/g)].map(([, binding, sheet]) => ({
      sheet: relative(root, join(dirname(file), sheet!)),
      classes: [...source.matchAll(new RegExp(`\\b${binding}\\.(\\w+)`, 'g'))].map(([, name]) => name!),
    }));
  });

describe("the public pages' static stylesheets", () => {
  it('are there to check', () => {
    expect(stylesheets.map((sheet) => sheet.name)).toContain(join('components', 'ProfileCard.module.css'));
    expect(users.length).toBeGreaterThan(5);
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
      const from = [...css.matchAll(/@media[^{]*min-width:\s*([\d.]+)px/g)].map(([, width]) => Number(width));
      // Below a breakpoint, as MUI writes it: 0.05px under it.
      const below = [...css.matchAll(/@media[^{]*max-width:\s*([\d.]+)px/g)].map(([, width]) => Number(width) + 0.05);
      expect(
        [...from, ...below].filter((width) => !widths.some((breakpoint) => Math.abs(breakpoint - width) < 0.001)),
        name,
      ).toEqual([]);
    }
  });
});
