import { fireEvent, render, screen, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../i18n/i18nProvider';
import { fakeAuth } from '../test/fakes';
import { AccountMenu } from './AppBar';
import { LanguageMenu } from './LanguageMenu';

function renderAccountMenu(wide: boolean) {
  // MUI reads the breakpoint through matchMedia: "wide" answers every min-width query.
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: wide && query.includes('min-width'),
    media: query,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
  const auth = {
    ...fakeAuth('admin'),
    getIdentity: async () => ({ id: 'admin-id', fullName: 'admin', avatar: '/api/images/avatar.webp' }),
  };
  return render(
    <AdminContext authProvider={auth} i18nProvider={createI18nProvider('fr')}>
      <AccountMenu />
    </AdminContext>,
  );
}

describe('the staff account menu', () => {
  it('names its button with the staff member’s visible name, the avatar beside it being decorative', async () => {
    renderAccountMenu(true);
    const button = await screen.findByRole('button', { name: 'Profil : admin' });
    // What is seen (the name) is part of the accessible name, so a voice user can say it (WCAG 2.5.3).
    expect(button).toHaveTextContent(/^admin$/);
    expect(within(button).queryByRole('img')).toBeNull();

    fireEvent.click(button);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Retour au site' })).toHaveAttribute('href');
    expect(await within(menu).findByRole('menuitem', { name: 'Déconnexion' })).toBeInTheDocument();
  });

  it('keeps an icon button with the same name on a narrow screen', async () => {
    renderAccountMenu(false);
    const button = await screen.findByRole('button', { name: 'Profil : admin' });
    expect(button).not.toHaveTextContent('admin');
  });
});

describe('the staff language menu', () => {
  it('says the language it shows in its name, and switches the app to the one chosen', async () => {
    render(
      <AdminContext i18nProvider={createI18nProvider('fr')}>
        <LanguageMenu />
      </AdminContext>,
    );
    const button = await screen.findByRole('button', { name: 'Langue : Français' });
    expect(button).toHaveTextContent('Français');

    fireEvent.click(button);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'English' }));
    expect(await screen.findByRole('button', { name: 'Language: English' })).toHaveTextContent('English');
  });
});
