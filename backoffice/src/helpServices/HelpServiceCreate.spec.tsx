import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderTool } from '../test/harness';
import { HelpServiceCreate } from './HelpServiceCreate';

/** docs/product.md §8's success toasts come from each resource's messages, checked end to end in the form. */
describe('success toasts of docs/product.md §8', () => {
  it('says "Help service created"', async () => {
    const user = userEvent.setup();
    renderTool(<HelpServiceCreate />, { api: fakeApi(), resource: 'help-services', role: 'admin' });
    await user.type(await screen.findByRole('textbox', { name: /Name \(French\)/ }), 'Halte-répit');
    await user.type(screen.getByRole('textbox', { name: /Name \(English\)/ }), 'Respite centre');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Help service created')).toBeInTheDocument();
  });

  it('says "Ressource d’aide créée" in French', async () => {
    const user = userEvent.setup();
    renderTool(<HelpServiceCreate />, { api: fakeApi(), resource: 'help-services', role: 'admin', locale: 'fr' });
    await user.type(await screen.findByRole('textbox', { name: /Nom \(français\)/ }), 'Halte-répit');
    await user.type(screen.getByRole('textbox', { name: /Nom \(anglais\)/ }), 'Respite centre');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Ressource d’aide créée')).toBeInTheDocument();
  });
});
