/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ICONS } from './Icon';

/** The test runner stands CSS modules in for proxies, so the stylesheet is read as text. */
const css = readFileSync(join(import.meta.dirname, 'Icon.module.css'), 'utf8');

describe('the public pages’ icons', () => {
  it('draw every icon a component may name (a missing one would leave a blank square)', () => {
    expect(
      ICONS.filter((name) => !new RegExp(`\\.${name} \\{\\s+--icon: url\\("data:image/svg\\+xml,<svg `).test(css)),
    ).toEqual([]);
  });

  it('draw only icons a component may name (the stylesheet is on every first visit’s critical path)', () => {
    const drawn = [...css.matchAll(/^\.(\w+) \{\s+--icon:/gm)].map(([, name]) => name);
    expect(drawn.filter((name) => !(ICONS as readonly string[]).includes(name!))).toEqual([]);
  });

  it('keep their shapes free of characters a data URL must escape', () => {
    for (const [, url] of css.matchAll(/url\("([^"]*)"\)/g)) expect(url).not.toMatch(/[#%"]/);
  });
});
