import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderTool } from '../test/harness';
import { FlagCreate } from './FlagCreate';

/** docs/product.md §8's success toasts come from each resource's messages, checked end to end in the form. */
describe('success toasts of docs/product.md §8', () => {
  it('says "Flag created"', async () => {
    const user = userEvent.setup();
    renderTool(<FlagCreate />, { api: fakeApi(), resource: 'flags', role: 'moderator' });
    await user.type(await screen.findByRole('textbox', { name: /Value/ }), 'who@example.org');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Flag created')).toBeInTheDocument();
  });
});
