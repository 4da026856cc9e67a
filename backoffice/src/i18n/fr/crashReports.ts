import type { crashReports as en } from '../en/crashReports';

/** La ressource crash-reports : ses messages (`annuaire.crashReports`) et son nom et ses champs pour react-admin (`resources.crash-reports`). */
export const crashReports: typeof en = {
  messages: {
    statuses: { open: 'Ouvert', resolved: 'Résolu' },
    resolve: 'Marquer résolu',
    resolveTitle: 'Marquer ce plantage résolu',
    resolveContent: 'Une fois corrigé. Si le site le signale de nouveau, il est rouvert.',
    resolved: 'Plantage marqué résolu',
    sampleTrace: 'Trace du dernier signalement',
    noTrace: 'Le navigateur n’a donné aucune trace.',
  },
  resource: {
    name: 'Plantage |||| Plantages du site',
    fields: {
      message: 'Erreur',
      firstFrame: 'Premier appel',
      count: 'Occurrences',
      firstSeenAt: 'Première fois',
      lastSeenAt: 'Dernière fois',
      lastUrl: 'Dernière page',
      lastRelease: 'Version',
      lastUserId: 'Dernier membre',
      status: 'État',
    },
  },
};
