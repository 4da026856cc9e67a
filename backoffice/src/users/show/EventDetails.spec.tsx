import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { catalogue } from '@annuaire/shared';
import { en } from '../../i18n/en';
import { fr } from '../../i18n/fr';
import { createI18nProvider } from '../../i18n/i18nProvider';
import { fakeData } from '../../test/fakes';
import { EventDetails } from './EventDetails';

function details(data: unknown, locale: 'en' | 'fr' = 'en') {
  render(
    <AdminContext dataProvider={fakeData()} i18nProvider={createI18nProvider(locale)} store={memoryStore()}>
      <EventDetails data={data} />
    </AdminContext>,
  );
}

/** The details as the staff read them: each label with its value. */
const pairs = () =>
  screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent] as const);

describe('history details', () => {
  it('shows a role switch as labelled, translated values, not JSON', () => {
    details({ from: 'client', to: 'escort', libertine: false });
    expect(pairs()).toEqual([
      ['From', 'Client'],
      ['To', 'Escort'],
      ['Libertine', 'No'],
    ]);
    expect(document.body.textContent).not.toContain('{');
  });

  it('lists a profile edit’s changed fields, with places, lists and nested values in words', () => {
    details({ changes: { headline: 'Back in town', gender: 'trans-woman', tags: ['massage', 'duo'], tour: null } });
    expect(pairs()).toEqual([
      ['Headline', 'Back in town'],
      ['Gender', 'Trans woman'],
      ['Tags', 'massage, duo'],
      ['Tour', 'none'],
    ]);
  });

  it('speaks French to French staff, dates included', () => {
    details({ ghost: true, online: '2026-03-01T15:30:00.000Z', fields: ['phone', 'contactEmail'] }, 'fr');
    const shown = Object.fromEntries(pairs());
    expect(shown['Mode fantôme']).toBe('Oui');
    expect(shown['Champs']).toBe('Téléphone, Courriel de contact');
    expect(shown['Disponible depuis']).toMatch(/2026/);
    expect(shown['Disponible depuis']).toMatch(/mars/);
  });

  it('says which private content the timeline withheld, in both languages', () => {
    details({ messageId: 'm-1', senderId: 'u-1', bodyLength: 42, withheld: ['body'] });
    expect(Object.fromEntries(pairs())).toMatchObject({
      'Message length': '42',
      'Withheld (only in the member’s data extract)': 'Message',
    });
  });

  it('names an analyst login, its group and the sessions its revocation ended', () => {
    details({ login: 'alice', group: 'annuaire_analyst', sessionsEnded: 2 }, 'fr');
    expect(pairs()).toEqual([
      ['Identifiant', 'alice'],
      ['Groupe', 'annuaire_analyst'],
      ['Sessions fermées', '2'],
    ]);
  });

  it('shows which saved query ran, with the values it took in words, and how many rows came back', () => {
    details(
      {
        queryId: 'revenue-by-month',
        parameters: { from: '2025-06-01', region: null, category: 'female-escorts' },
        rowCount: 12,
        truncated: false,
      },
      'fr',
    );
    expect(pairs()).toEqual([
      ['Requête enregistrée', 'revenue-by-month'],
      ['Paramètres', expect.stringMatching(/^De: 1 juin 2025 · Région: aucun · Liste: Escortes femmes$/)],
      ['Lignes', '12'],
      ['Coupé à la limite de lignes', 'Non'],
    ]);
  });

  it('translates the codes of reports, flags, campaign blocks and payments as their own screens do', () => {
    details({ reportedUserId: 'u-2', reason: 'underage', message: '' }, 'fr');
    expect(Object.fromEntries(pairs())).toMatchObject({
      'Membre signalé': 'u-2',
      Motif: 'Pourrait avoir moins de 18 ans',
    });
    cleanup();

    details({ changes: { layoutName: 'cardAgency', categories: ['female-escorts', 'libertines'], active: false } });
    expect(pairs()).toEqual([
      ['Layout', 'Card: agency'],
      ['Listings', 'Female escorts, Libertines'],
      ['Active', 'No'],
    ]);
    cleanup();

    details({ intentId: 'pi-1', paymentState: 'paidLate' }, 'fr');
    expect(pairs()).toEqual([
      ['Paiement', 'pi-1'],
      ['Règlement', 'Payé en retard'],
    ]);
    cleanup();

    details({ flagId: 'f-1', type: 'phone', value: '+15145550199', note: '' });
    expect(Object.fromEntries(pairs())).toMatchObject({ Type: 'Phone', Value: '+15145550199' });
  });

  it('shows nothing for an event without data', () => {
    details({});
    expect(screen.queryAllByRole('term')).toEqual([]);
  });

  it('has a label in both languages for every field of every event the history shows', () => {
    const missing: string[] = [];
    const seen = new Set<string>();
    const walk = (schema: unknown, event: string) => {
      const def = (schema as { _zod?: { def?: Record<string, unknown> } })._zod?.def;
      if (!def) return;
      if (def.type === 'object') {
        for (const [key, inner] of Object.entries(def.shape as Record<string, unknown>)) {
          seen.add(key);
          for (const labels of [en.annuaire.users.history.fields, fr.annuaire.users.history.fields]) {
            if (!(key in labels)) missing.push(`${event}.${key}`);
          }
          walk(inner, event);
        }
      } else if (def.innerType) walk(def.innerType, event);
      else if (def.element) walk(def.element, event);
      else if (Array.isArray(def.options)) for (const option of def.options) walk(option, event);
    };
    for (const type of Object.keys(en.annuaire.events)) {
      const definition = catalogue.get(type);
      if (definition) walk(definition.schema, type);
    }
    expect(seen.size).toBeGreaterThan(50);
    expect([...new Set(missing)]).toEqual([]);
  });
});
