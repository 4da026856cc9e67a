import type { app as en } from '../en/app';

/** Le cadre de l'app : titre, menu, page sans accès, erreurs de l'API, dialogue de motif, mots communs. */
export const app: typeof en = {
  title: 'QG',
  language: 'Langue',
  /** The staff app's language and account buttons: their names hold what they show (WCAG 2.5.3). */
  languageButton: 'Langue : %{language}',
  accountButton: 'Profil : %{name}',
  menu: {
    dashboard: 'Tableau de bord',
    mergeUsers: 'Fusion de comptes',
    backToSite: 'Retour au site',
    moderation: 'Modération',
    communication: 'Communication',
    money: 'Argent',
    site: 'Site',
  },
  noAccess: {
    title: 'Accès refusé',
    body: 'Le QG est réservé aux modérateurs, aux administrateurs et aux annonceurs. Votre compte (%{username}) n’y donne pas accès.',
    backToSite: 'Retour au site',
  },
  errors: {
    default: 'Une erreur est survenue. Veuillez réessayer dans un instant.',
    unauthenticated: 'Votre session a pris fin. Reconnectez-vous.',
    forbidden: 'Vous n’êtes pas autorisé à faire ceci.',
    not_found: 'Introuvable : peut-être a-t-il été supprimé.',
    invalid_request: 'Certaines valeurs ne sont pas valides.',
    insufficient_credits: 'Crédits insuffisants : le solde ne peut pas devenir négatif.',
    role_not_switchable: 'Seuls les clients et les escortes passent de l’un de ces rôles à l’autre.',
    staff_not_impersonable: 'On ne peut pas se connecter en tant que membre du personnel.',
    concurrent_update: 'Quelqu’un d’autre a modifié ceci au même moment. Veuillez réessayer.',
    rate_limited: 'Trop de tentatives. Veuillez patienter un instant.',
    merge_in_progress: 'Ce compte est déjà en cours de fusion.',
    email_taken: 'Cette adresse courriel est déjà inscrite.',
    username_taken: 'Ce nom d’utilisateur est déjà pris.',
    login_link_invalid:
      'Ce lien de connexion a expiré, a déjà servi, ou son administrateur ne peut plus se connecter en tant que membre.',
  },
  confirm: {
    reason: 'Motif',
    reasonHelp: 'Obligatoire : inscrit à l’historique avec votre nom.',
    reasonTooShort: 'Au moins %{min} caractères',
    confirm: 'Confirmer',
    cancel: 'Annuler',
  },
  common: {
    yes: 'Oui',
    no: 'Non',
    none: 'Aucun',
    openUser: 'Ouvrir la fiche du membre',
    both: 'Les deux',
    exportTruncated:
      'Seules les %{rows} premières lignes sur %{total} ont été exportées : resserrez les filtres pour exporter le reste.',
  },
};
