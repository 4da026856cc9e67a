import { describe, it } from 'vitest';
import { newEscortsFirstSteps } from './onboarding';
import { siteUnderTest } from './site';

/** A new escort's first steps on the Quebec site, in French, in Chromium (the Canadian site's: canada.e2e.spec.ts). */
const site = siteUnderTest('QC');

describe('a new escort', () => {
  it('signs up, sees her checklist with its progress, and cannot buy VIP before she can be listed', async () => {
    await newEscortsFirstSteps(await site.visit(), {
      cookies: { region: 'Vos choix de confidentialité', essentials: 'Essentiels seulement' },
      publish: /Publier mon profil/,
      username: 'Nom d’utilisateur',
      email: 'Courriel',
      password: /^Mot de passe/,
      gender: 'Genre',
      woman: 'Femme',
      adult: /J’ai au moins 18 ans/,
      submit: 'Créer mon compte',
      welcome: (username) => `Bienvenue, ${username}!`,
      checklist: 'Faites paraître votre profil',
      noneDone: '0 étapes sur 4 terminées',
      addPictures: 'Ajoutez des photos',
      chooseLocation: 'Choisissez votre emplacement principal',
      becomeVip: 'Devenir VIP',
      vipLocked: /Le VIP et les crédits sont offerts une fois que votre profil peut paraître/,
      contactHidden: /votre téléphone et votre courriel public sont cachés aux visiteurs/,
      rank: /^Nº \d+ à /,
    });
  });
});
