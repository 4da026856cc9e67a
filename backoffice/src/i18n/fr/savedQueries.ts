import type { savedQueries as en } from '../en/savedQueries';

/** La ressource saved-queries (l’écran « Analyses ») : ses messages (`annuaire.savedQueries`) et son nom et ses champs pour react-admin (`resources.saved-queries`). */
export const savedQueries: typeof en = {
  messages: {
    intro:
      'Requêtes enregistrées sur les vues d’analyse, qui ne contiennent aucune donnée privée. Chaque exécution est consignée dans l’historique d’audit à votre nom.',
    reads: 'Lit',
    sql: 'La requête (SQL)',
    parameters: 'Paramètres',
    from: 'Du',
    to: 'Au (inclus)',
    region: 'Région',
    everyRegion: 'Toutes les régions',
    category: 'Liste',
    categories: {
      'female-escorts': 'Escortes femmes',
      'male-escorts': 'Escortes hommes',
      'trans-escorts': 'Escortes trans',
      all: 'Toutes les escortes',
      libertines: 'Libertins',
    },
    run: 'Exécuter',
    running: 'Exécution…',
    result: 'Résultat',
    rowCount: '%{smart_count} ligne |||| %{smart_count} lignes',
    truncated:
      'Seules les %{maxRows} premières lignes sont affichées : réduisez la période ou choisissez une région pour voir la suite.',
    empty: 'Aucune ligne pour ces paramètres.',
    exportCsv: 'Télécharger en CSV',
    chart: 'Graphique',
    chartOf: '%{value} par %{date}',
    chartSeriesCut:
      'Le graphique montre les %{shown} plus grandes séries sur %{total} ; le tableau les contient toutes.',
    recorded: 'Exécution consignée dans l’historique d’audit.',
    invalidDate: 'Une date, au format AAAA-MM-JJ',
    toBeforeFrom: 'Ne peut pas précéder le début',
    unknownRegion: 'Pas une région du site',
    errors: {
      query_timeout:
        'La requête a pris trop de temps et a été arrêtée. Choisissez une période plus courte ou une région.',
      analytics_unavailable: 'Les vues d’analyse ne peuvent pas être interrogées pour le moment.',
    },
  },
  resource: {
    name: 'Analyse |||| Analyses',
    fields: {
      title: 'Requête',
      description: 'Ce qu’elle mesure',
    },
  },
};
