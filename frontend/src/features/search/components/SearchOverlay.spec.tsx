import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** No artificial delay between keystrokes: the forms do not debounce typing. */
const user = userEvent.setup({ delay: null });
import { beforeEach, describe, expect, it } from 'vitest';
import { writeConsent } from '@/features/consent/consent-store';
import { mockApi } from '@/test/api-mock';
import { currentUrl, renderAt } from '@/test/render';

describe('search overlay', () => {
  beforeEach(() => writeConsent(false));

  it('opens from the top bar with the field focused, follows the text into ?q= and closes on Escape', async () => {
    mockApi();
    const { router } = await renderAt('/en/faq');
    const [openSearch] = await screen.findAllByRole('button', { name: 'Search profiles' });
    await user.click(openSearch!);
    expect(currentUrl(router)).toBe('/en/faq?searchBar=open');
    const field = await screen.findByRole('searchbox', { name: 'Username or keyword' });
    await waitFor(() => expect(field).toHaveFocus());
    expect(screen.getByText('Type at least 3 characters to search.')).toBeInTheDocument();

    await user.type(field, 'ame');
    await waitFor(() => expect(currentUrl(router)).toBe('/en/faq?searchBar=open&q=ame'));
    expect(screen.getByText('No profile matches “ame”.')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(currentUrl(router)).toBe('/en/faq'));
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });
});
