import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { env } from '@/config/env';
import { writeConsent } from '@/features/consent';
import { mockApi } from '@/test/api-mock';
import { renderAt } from '@/test/render';

describe('page views', () => {
  beforeEach(() => {
    writeConsent(false);
    window.dataLayer = [];
  });

  it('pushes one page view with the new title after each route change, and counts visits', async () => {
    mockApi();
    const { router } = await renderAt('/en/faq');
    await waitFor(() =>
      expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'page_view', page_path: '/en/faq' })),
    );
    await router.navigate('/en/lexicon');
    await waitFor(() =>
      expect(window.dataLayer).toContainEqual(
        expect.objectContaining({
          event: 'page_view',
          page_path: '/en/lexicon',
          page_title: 'Lexicon · Annuaire Québec',
          language: 'en',
        }),
      ),
    );
    expect(window.dataLayer?.filter((event) => event.event === 'page_view')).toHaveLength(2);
    expect(window.localStorage.getItem(`${env.VITE_STORAGE_PREFIX}pageViews`)).toBe('2');
  });
});
