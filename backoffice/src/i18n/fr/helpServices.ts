import type { helpServices as en } from '../en/helpServices';

/** La ressource help-services : ses messages (`annuaire.helpServices`) et son nom et ses champs pour react-admin (`resources.help-services`). */
export const helpServices: typeof en = {
  messages: {
    textsHelp: 'Nom et description dans les deux langues : le site les montre dans celle du visiteur.',
  },
  resource: {
    name: 'Ressource d’aide |||| Ressources d’aide',
    fields: {
      name: { fr: 'Nom (français)', en: 'Nom (anglais)' },
      description: { fr: 'Description (français)', en: 'Description (anglais)' },
      label: 'Nom',
      url: 'Site Web',
      phone: 'Téléphone',
      updatedAt: 'Modifiée',
      q: 'Recherche',
    },
    notifications: {
      created: 'Ressource d’aide créée',
      updated: 'Ressource d’aide modifiée',
      deleted: 'Ressource d’aide supprimée',
    },
  },
};
