import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** No artificial delay between keystrokes: the forms do not debounce typing. */
const user = userEvent.setup({ delay: null });
import { beforeEach, describe, expect, it } from 'vitest';
import { writeConsent } from '@/features/consent';
import { mockApi } from '@/test/api-mock';
import { currentUrl, renderAt } from '@/test/render';

describe('language switch', () => {
  beforeEach(() => writeConsent(false));

  it('opens the same page and query in English and remembers the choice for a year', async () => {
    mockApi();
    const { router } = await renderAt('/faq?from=footer#top');
    const [topBarSwitch] = await screen.findAllByRole('link', { name: 'EN View the site in English' });
    await user.click(topBarSwitch!);
    await waitFor(() => expect(currentUrl(router)).toBe('/en/faq?from=footer#top'));
    expect(document.cookie).toContain('lang=en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeInTheDocument();
  });

  it('comes back to the unprefixed French address', async () => {
    mockApi();
    const { router } = await renderAt('/en/contact-us?subject=privacy');
    const [topBarSwitch] = await screen.findAllByRole('link', { name: 'FR Afficher le site en français' });
    await user.click(topBarSwitch!);
    await waitFor(() => expect(currentUrl(router)).toBe('/contact-us?subject=privacy'));
    expect(document.cookie).toContain('lang=fr');
  });

  it('names both language versions and the canonical address in the head', async () => {
    mockApi();
    await renderAt('/en/lexicon');
    await screen.findByRole('heading', { level: 1, name: 'Lexicon' });
    await waitFor(() =>
      expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute(
        'href',
        'https://qc.annuaire.example/en/lexicon',
      ),
    );
    expect(document.querySelector('link[hreflang="fr"]')).toHaveAttribute(
      'href',
      'https://qc.annuaire.example/lexicon',
    );
    expect(document.querySelector('link[hreflang="x-default"]')).toHaveAttribute(
      'href',
      'https://qc.annuaire.example/lexicon',
    );
    expect(document.documentElement.lang).toBe('en');
    await waitFor(() => expect(document.title).toBe('Lexicon · Annuaire Québec'));
  });
});
