import { describe, expect, it } from 'vitest';
import { partCount, partRange, parsePartFile } from './parts';
import { URLSET_CLOSE, URLSET_OPEN, urlWriter } from './xml';
import { childText, parseXml } from './xmlForTests';

describe('urlWriter', () => {
  it('escapes what XML would otherwise misread and prefixes only the other language', () => {
    const page = { path: '/user/a&b<c>', lastmod: new Date('2025-03-01T10:20:30.456Z') };
    const site = { publicUrl: 'https://annuaire.example', website: 'QC' as const };
    const root = parseXml(URLSET_OPEN + urlWriter('en', site)(page) + URLSET_CLOSE);
    const url = root.children[0]!;
    expect(childText(url, 'loc')).toBe('https://annuaire.example/en/user/a&b<c>');
    expect(childText(url, 'lastmod')).toBe('2025-03-01T10:20:30Z');
    expect(url.children.filter((child) => child.name === 'link').map((link) => link.attributes.href)).toEqual([
      'https://annuaire.example/user/a&b<c>',
      'https://annuaire.example/en/user/a&b<c>',
    ]);
  });
});

describe('sitemap parts', () => {
  it('cuts a language into files of at most the limit, one at least', () => {
    expect(partCount(0, 50_000)).toBe(1);
    expect(partCount(50_000, 50_000)).toBe(1);
    expect(partCount(50_001, 50_000)).toBe(2);
    expect(partRange(2, 50_000)).toEqual({ start: 50_000, end: 100_000 });
  });

  it('reads only the part names it writes', () => {
    expect(parsePartFile('en-12.xml')).toEqual({ locale: 'en', number: 12 });
    for (const name of ['en-0.xml', 'de-1.xml', 'en-1.xml.gz', 'en-01.xml', '../en-1.xml']) {
      expect(parsePartFile(name)).toBeNull();
    }
  });
});
