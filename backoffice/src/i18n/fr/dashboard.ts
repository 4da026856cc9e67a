import type { dashboard as en } from '../en/dashboard';

/** Le tableau de bord : chiffres, graphiques et retard des modèles de lecture. */
export const dashboard: typeof en = {
  welcome: 'Bienvenue, %{name}',
  subtitle: 'Inscriptions, crédits et vues du site, et fraîcheur des données.',
  range: 'Période',
  ranges: { '14d': '14 jours', '30d': '30 jours', '6m': '6 mois', '12m': '12 mois' },
  signUps: 'Inscriptions',
  creditsSold: 'Crédits vendus',
  activeProfiles: 'Profils actifs',
  vipCount: 'VIP actifs',
  views: 'Vues de profils',
  contacts: 'Contacts',
  perDay: 'par jour',
  perMonth: 'par mois',
  projections: 'Modèles de lecture',
  projection: 'Modèle de lecture',
  behind: 'Événements en retard',
  caughtUp: 'À jour',
  catchingUp: 'En rattrapage',
  rebuilding: 'En reconstruction',
  lastError: 'Dernière erreur',
  errorWithheld: 'échec (le détail est réservé aux administrateurs)',
  updatedAt: 'Mis à jour',
  noData: 'Aucune donnée pour cette période.',
};
