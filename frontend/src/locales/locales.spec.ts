import { describe, expect, it } from 'vitest';

/** Every locale file, as the build sees them: "./fr/common.json" → content. */
const files = import.meta.glob<unknown>('./*/*.json', { eager: true, import: 'default' });

function namespaces(locale: string): string[] {
  return Object.keys(files)
    .filter((path) => path.startsWith(`./${locale}/`))
    .map((path) => path.slice(locale.length + 3))
    .sort();
}

function read(locale: string, file: string): unknown {
  return files[`./${locale}/${file}`];
}

/** Every leaf key, arrays by index: "terms.sections.3.paragraphs.1". */
function keys(value: unknown, prefix = ''): string[] {
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
  }
  return [prefix];
}

describe('translations', () => {
  const french = namespaces('fr');
  const english = namespaces('en');

  it('has the same namespaces in French and English', () => {
    expect(french).toEqual(english);
    expect(french.length).toBeGreaterThan(0);
  });

  it.each(english)('%s has exactly the same keys in French and English', (file) => {
    expect(keys(read('fr', file)).sort()).toEqual(keys(read('en', file)).sort());
  });

  it.each(english)('%s has no empty text', (file) => {
    for (const locale of ['fr', 'en']) {
      const leaves = JSON.stringify(read(locale, file));
      expect(leaves).not.toMatch(/:""/);
    }
  });
});
