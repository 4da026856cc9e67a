import { BlockInput, type HelpServiceInput } from '@annuaire/shared';
import { findAccountByIdentifier } from '../accounts/repository';
import type { ApiDependencies } from '../api/dependencies';
import { systemMetadata } from '../domain/metadata';
import { runBlockCommand } from '../campaigns/commands';
import { runHelpServiceCommand } from '../helpServices/commands';
import { deterministicUuid } from '../domain/ids';

/**
 * Support organisations for the site's /help-services page, in both languages. Real national and Quebec
 * lines whose numbers are public; staff keep the list current in the backoffice.
 */
export const DEMO_HELP_SERVICES: readonly HelpServiceInput[] = [
  {
    name: { fr: 'Ligne 9-8-8 Prévention du suicide', en: '9-8-8 Suicide Crisis Helpline' },
    description: {
      fr: 'Soutien gratuit et confidentiel, jour et nuit, par téléphone ou texto, partout au Canada.',
      en: 'Free, confidential support, day and night, by phone or text, anywhere in Canada.',
    },
    url: 'https://988.ca',
    phone: '988',
  },
  {
    name: { fr: 'Info-Social 811', en: 'Info-Social 811' },
    description: {
      fr: 'Un intervenant psychosocial répond en tout temps aux résidents du Québec.',
      en: 'A psychosocial counsellor answers Quebec residents at any time.',
    },
    url: null,
    phone: '811',
  },
  {
    name: { fr: 'SOS violence conjugale', en: 'SOS violence conjugale' },
    description: {
      fr: 'Écoute, information et hébergement d’urgence pour les personnes victimes de violence conjugale.',
      en: 'Listening, information and emergency shelter for people facing intimate partner violence.',
    },
    url: 'https://sosviolenceconjugale.ca',
    phone: '1-800-363-9010',
  },
  {
    name: { fr: 'Ligne d’urgence canadienne contre la traite des personnes', en: 'Canadian Human Trafficking Hotline' },
    description: {
      fr: 'Ligne confidentielle et multilingue pour signaler un cas ou obtenir de l’aide, 24 heures sur 24.',
      en: 'A confidential, multilingual line to report a case or get help, 24 hours a day.',
    },
    url: 'https://www.canadianhumantraffickinghotline.ca',
    phone: '1-833-900-1010',
  },
  {
    name: { fr: 'Centre antifraude du Canada', en: 'Canadian Anti-Fraud Centre' },
    description: {
      fr: 'Pour signaler une fraude ou une tentative d’escroquerie et savoir comment vous protéger.',
      en: 'To report fraud or a scam attempt and learn how to protect yourself.',
    },
    url: 'https://antifraudcentre-centreantifraude.ca',
    phone: '1-888-495-8501',
  },
];

/** The demo advertiser's campaign blocks: one live in each placement but the leaderboard, drafted there. */
export const DEMO_BLOCKS: readonly BlockInput[] = [
  {
    href: 'https://example.com/wellness-spa',
    body: 'Spa et massothérapie au centre-ville — Downtown spa and massage therapy',
    layoutName: 'cardAgency',
    active: true,
  },
  {
    href: 'https://example.com/photo-studio',
    body: 'Portraits professionnels en studio — Professional studio portraits',
    layoutName: 'leaderboardAgency',
    active: false,
  },
  {
    href: 'https://example.com/yoga',
    body: 'Cours de yoga en ligne — Online yoga classes',
    layoutName: 'userProfileBottomTraffickin',
    active: true,
  },
  {
    href: 'https://example.com/bistro',
    body: 'Le bistro du coin, ouvert tard — The corner bistro, open late',
    layoutName: 'modalTraffickin',
    active: true,
  },
  {
    href: 'https://example.com/florist',
    body: 'Fleurs livrées le jour même — Same-day flower delivery',
    layoutName: 'messagesTopBannerAFF',
    active: true,
  },
].map((block) => BlockInput.parse(block));

/**
 * Help services and the advertiser's campaign blocks for a fresh install (with the demo accounts, once),
 * through the same commands as the backoffice. Ids derive from the content: every install has the same.
 */
export async function seedStaffContentDemo(deps: Pick<ApiDependencies, 'db' | 'store' | 'now'>): Promise<void> {
  const metadata = systemMetadata(deps.now(), { reason: 'demo data' });
  for (const fields of DEMO_HELP_SERVICES) {
    const helpServiceId = deterministicUuid(`demo-help-service:${fields.name.en}`);
    await runHelpServiceCommand(deps, helpServiceId, { type: 'Create', helpServiceId, fields }, metadata);
  }
  const advertiser = await findAccountByIdentifier(deps.db, 'advertiser');
  if (!advertiser) return;
  for (const fields of DEMO_BLOCKS) {
    const blockId = deterministicUuid(`demo-block:${fields.href}`);
    await runBlockCommand(deps, blockId, { type: 'Create', blockId, ownerId: advertiser.user_id, fields }, metadata);
  }
}
