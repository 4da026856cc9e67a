import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FlagCreate } from './flags/FlagForm';
import { HelpServiceCreate } from './helpServices/HelpServiceForm';
import { fakeApi, renderTool } from './test/harness';

/** SPEC §8's success toasts come from each resource's messages; a few checked end to end in the form. */
describe('success toasts of SPEC §8', () => {
  it('says "Flag created"', async () => {
    const user = userEvent.setup();
    renderTool(<FlagCreate />, { api: fakeApi(), resource: 'flags', role: 'moderator' });
    await user.type(await screen.findByRole('textbox', { name: /Value/ }), 'who@example.org');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Flag created')).toBeInTheDocument();
  });

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
