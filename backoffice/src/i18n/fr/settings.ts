import type { settings as en } from '../en/settings';

/** La ressource settings : ses messages (`annuaire.settings`) et son nom et ses champs pour react-admin (`resources.settings`). */
export const settings: typeof en = {
  messages: {
    title: 'Réglages de l’application',
    intro: 'Les changements s’appliquent aussitôt et sont gardés dans l’historique avec votre nom.',
    maintenanceHelp: 'Le site montre sa page de maintenance à tous sauf au personnel.',
    consentHelp: 'La fenêtre des témoins et le lien des témoins en bas de page.',
    thresholdsHelp: 'Un membre est parmi les plus signalés au-delà des deux nombres, sur les 30 derniers jours.',
    uniqueTooHigh: 'Ne peut dépasser le nombre de signalements',
    defaults: 'Par défaut pour ce site : %{value}',
    lastChange: 'Dernier changement le %{date}',
    saved: 'Réglages enregistrés',
  },
  resource: {
    name: 'Réglage |||| Réglages',
    fields: {
      maintenanceMode: 'Mode maintenance',
      cookieConsentEnabled: 'Consentement aux témoins',
      mostReportedTotal: 'Le plus signalé : signalements',
      mostReportedUnique: 'Le plus signalé : signaleurs différents',
      reason: 'Motif (facultatif)',
    },
  },
};
