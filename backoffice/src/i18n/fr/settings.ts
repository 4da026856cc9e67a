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
    blockedHostnamesHelp:
      'Les sites concurrents : une bio, un site Web, un titre, une tournée ou un message qui renvoie à l’un d’eux (ou à l’un de ses sous-domaines) est refusé.',
    newHostname: 'Nom d’hôte à bloquer',
    addHostname: 'Ajouter',
    removeHostname: 'Retirer %{host}',
    noHostnames: 'Aucun nom d’hôte bloqué.',
    invalidHostname: 'Un nom d’hôte comme exemple.com',
    duplicateHostname: 'Déjà dans la liste',
    partnerLinksHelp:
      'Les liens partenaires de la sous-navigation, comptés comme des clics publicitaires. Vide : le lien est masqué.',
    httpsOnly: 'Une adresse Web commençant par https://',
  },
  resource: {
    name: 'Réglage |||| Réglages',
    fields: {
      maintenanceMode: 'Mode maintenance',
      cookieConsentEnabled: 'Consentement aux témoins',
      mostReportedTotal: 'Le plus signalé : signalements',
      mostReportedUnique: 'Le plus signalé : signaleurs différents',
      reason: 'Motif (facultatif)',
      blockedHostnames: 'Noms d’hôte bloqués',
      liveCamsUrl: 'Lien partenaire 1 : caméras en direct',
      datingUrl: 'Lien partenaire 2 : rencontres',
      dating2Url: 'Lien partenaire 3 : rencontres (second)',
    },
  },
};
