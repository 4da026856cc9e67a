import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { writeConsent } from '@/features/consent';
import { mockApi } from '@/test/api-mock';
import { loadShell, renderAt } from '@/test/render';

const user = userEvent.setup({ delay: null });

describe("the footer's colour mode switch", () => {
  beforeAll(loadShell);
  beforeEach(() => writeConsent(false));

  it('offers system, dark and light as toggle buttons, one pressed at a time', async () => {
    mockApi();
    await renderAt('/en/faq');
    const group = await within(screen.getByRole('contentinfo')).findByRole('group', { name: 'Appearance' });
    const pressed = () =>
      within(group)
        .getAllByRole('button')
        .filter((button) => button.getAttribute('aria-pressed') === 'true')
        .map((button) => button.getAttribute('title'));
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['System', 'Dark', 'Light']);
    expect(pressed()).toEqual(['System']);
    await user.click(within(group).getByRole('button', { name: 'Light' }));
    expect(pressed()).toEqual(['Light']);
    // Pressing the chosen mode again keeps it chosen: the switch never has none.
    await user.click(within(group).getByRole('button', { name: 'Light' }));
    expect(pressed()).toEqual(['Light']);
  });
});
