import type { reports as en } from '../en/reports';

/** La ressource reports : ses messages (`annuaire.reports`) et son nom et ses champs pour react-admin (`resources.reports`). */
export const reports: typeof en = {
  messages: {
    reasons: {
      underage: 'Pourrait avoir moins de 18 ans',
      trafficking: 'Traite ou contrainte',
      fakePictures: 'Fausses photos',
      fake: 'Faux profil',
      scam: 'Arnaque',
      harassment: 'Harcèlement',
      spam: 'Pourriel',
      safety: 'Inquiétude pour la sécurité',
      other: 'Autre',
    },
    statuses: { open: 'Ouverts', resolved: 'Résolus', all: 'Ouverts et résolus' },
    mostReported: 'Le plus signalé',
    urgent: 'Urgent',
    guest: 'un visiteur',
    fromConversation: 'depuis une conversation',
    resolveAndNotify: 'Traiter et prévenir les signaleurs',
    resolveAndNotifyContent:
      'Chaque signalement ouvert est fermé avec votre note, et chaque membre qui a signalé apprend que des mesures ont été prises.',
    thresholds:
      'Le plus signalé à partir de %{total} signalements par %{unique} membres différents, sur %{days} jours.',
    resolve: 'Résoudre',
    resolveTitle: 'Résoudre les signalements visant %{name}',
    resolveContent:
      'Tous les signalements ouverts visant ce membre sont fermés avec votre note, gardée dans l’historique.',
    resolved: 'Signalements visant %{name} résolus',
    list: 'Signalements',
    reporter: 'Signalé par',
    resolution: 'Résolution',
  },
  resource: {
    name: 'Signalement |||| Signalements',
    fields: {
      username: 'Membre',
      total: 'Signalements',
      unique: 'Signaleurs',
      reasons: 'Motifs',
      lastReportedAt: 'Dernier signalement',
      mostReported: 'Le plus signalé',
      urgent: 'Urgent',
      status: 'Statut',
      q: 'Membre',
      message: 'Message',
      createdAt: 'Signalé',
    },
  },
};
