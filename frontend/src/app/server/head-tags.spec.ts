import { describe, expect, it } from 'vitest';
import { headTags, type PageHead } from './head-tags';

const head = (overrides: Partial<PageHead> = {}): PageHead => ({
  locale: 'fr',
  path: '/user/florence.6',
  origin: 'https://annuaire.example',
  title: 'florence.6 · Annuaire',
  description: 'Bonjour',
  siteName: 'Annuaire',
  indexable: true,
  jsonLd: [],
  ogType: 'profile',
  ...overrides,
});

describe("a page's preview picture in its head", () => {
  it('names a photo with its description and size, shown large on both networks', () => {
    const tags = headTags(
      head({
        image: {
          url: 'https://annuaire.example/api/images?url=p.jpg&w=1200',
          alt: 'Photo de "Flo" <3',
          large: true,
          width: 1200,
          height: 1500,
        },
      }),
    );
    expect(tags).toContain(
      '<meta property="og:image" content="https://annuaire.example/api/images?url=p.jpg&amp;w=1200" />',
    );
    expect(tags).toContain('<meta property="og:image:width" content="1200" />');
    expect(tags).toContain('<meta property="og:image:height" content="1500" />');
    expect(tags).toContain('<meta property="og:image:alt" content="Photo de &quot;Flo&quot; &lt;3" />');
    expect(tags).toContain('<meta name="twitter:image:alt" content="Photo de &quot;Flo&quot; &lt;3" />');
    expect(tags).toContain('<meta name="twitter:card" content="summary_large_image" />');
  });

  it('shows an icon as a thumbnail, and a page without a picture as a plain summary', () => {
    const icon = headTags(
      head({ image: { url: 'https://annuaire.example/api/manifest/icons/512.png', alt: 'Annuaire', large: false } }),
    );
    expect(icon).toContain('<meta name="twitter:card" content="summary" />');
    expect(icon).toContain(
      '<meta name="twitter:image" content="https://annuaire.example/api/manifest/icons/512.png" />',
    );
    const none = headTags(head());
    expect(none).not.toContain('image');
    expect(none).toContain('<meta name="twitter:card" content="summary" />');
  });

  it('asks search engines not to index a page that is not to be found', () => {
    expect(headTags(head({ indexable: false }))).toContain('<meta name="robots" content="noindex" />');
    expect(headTags(head())).not.toContain('robots');
  });
});
