import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, renderTool } from '../test/harness';
import { MailList } from './MailList';
import { MailShow } from './MailShow';

const failed = {
  id: 'm1',
  createdAt: '2026-05-01T12:00:00.000Z',
  to: 'member@example.org',
  subject: 'Réinitialisez votre mot de passe',
  status: 'failed',
  attempts: 8,
  lastError: '550 5.1.1 mailbox unavailable',
  sentAt: null,
  nextAttemptAt: null,
};

describe('mail outbox', () => {
  it('shows staff, in French, a mail that failed and the last answer of the mail server', async () => {
    const api = fakeApi({ getList: vi.fn(async () => ({ data: [failed], total: 1 })) });
    renderTool(<MailList />, { api, resource: 'mail-outbox', locale: 'fr' });
    expect(await screen.findByText('550 5.1.1 mailbox unavailable')).toBeInTheDocument();
    expect(screen.getAllByText('Échec').length).toBeGreaterThan(0);
    expect(screen.getByText('Dernière erreur')).toBeInTheDocument();
  });

  it('asks the server for the failed mail only when staff pick that state', async () => {
    const user = userEvent.setup();
    const getList = vi.fn(async () => ({ data: [failed], total: 1 }));
    renderTool(<MailList />, { api: fakeApi({ getList }), resource: 'mail-outbox' });
    await screen.findByText('550 5.1.1 mailbox unavailable');
    await user.click(screen.getByRole('combobox', { name: 'Delivery' }));
    await user.click(await screen.findByRole('option', { name: 'Failed' }));
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        'mail-outbox',
        expect.objectContaining({ filter: { status: 'failed' } }),
      ),
    );
  });
});

describe('one mail of the outbox', () => {
  const masked = {
    ...failed,
    status: 'kept',
    text: 'Choisir un nouveau mot de passe\nhttps://annuaire.example/reset-password?token=••••••',
    html: '<a href="https://annuaire.example/reset-password?token=••••••">Choisir</a>',
    tokensHidden: true,
  };

  it('shows the mail as the server masked it and says, in English, that the link is hidden and reading recorded', async () => {
    const api = fakeApi({ getOne: vi.fn(async () => ({ data: masked })) });
    renderTool(<MailShow id="m1" />, { api, resource: 'mail-outbox' });
    expect(await screen.findByText(/The link in this mail is hidden/)).toBeInTheDocument();
    expect(screen.getByText(/Your reading of this mail is recorded/)).toBeInTheDocument();
    expect(screen.getByText(/reset-password\?token=••••••/)).toBeInTheDocument();
  });

  it('says it in French too', async () => {
    const api = fakeApi({ getOne: vi.fn(async () => ({ data: masked })) });
    renderTool(<MailShow id="m1" />, { api, resource: 'mail-outbox', locale: 'fr' });
    expect(await screen.findByText(/Le lien de ce courriel est masqué/)).toBeInTheDocument();
    expect(screen.getByText(/Votre lecture de ce courriel est consignée/)).toBeInTheDocument();
  });

  it('tells staff on the list that links are hidden and opening a mail is recorded', async () => {
    const api = fakeApi({ getList: vi.fn(async () => ({ data: [failed], total: 1 })) });
    renderTool(<MailList />, { api, resource: 'mail-outbox', locale: 'fr' });
    expect(await screen.findByText(/Les liens des courriels sont masqués/)).toBeInTheDocument();
  });
});
