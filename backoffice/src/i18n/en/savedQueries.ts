/** The saved-queries resource (the "Analytics" screen): its messages (`annuaire.savedQueries`) and react-admin's name and fields (`resources.saved-queries`). */
export const savedQueries = {
  messages: {
    intro:
      'Saved queries over the analytics views, which hold no private data. Each run is recorded in the audit history with your name.',
    reads: 'Reads',
    sql: 'The query (SQL)',
    parameters: 'Parameters',
    from: 'From',
    to: 'To (included)',
    region: 'Region',
    everyRegion: 'Every region',
    category: 'Listing',
    categories: {
      'female-escorts': 'Female escorts',
      'male-escorts': 'Male escorts',
      'trans-escorts': 'Trans escorts',
      all: 'All escorts',
      libertines: 'Libertines',
    },
    run: 'Run',
    running: 'Running…',
    result: 'Result',
    rowCount: '%{smart_count} row |||| %{smart_count} rows',
    truncated: 'Only the first %{maxRows} rows are shown: narrow the period or choose a region to see the rest.',
    empty: 'No rows for these parameters.',
    exportCsv: 'Download as CSV',
    chart: 'Chart',
    chartOf: '%{value} by %{date}',
    chartSeriesCut: 'The chart shows the %{shown} largest of %{total} series; the table has them all.',
    recorded: 'Run recorded in the audit history.',
    invalidDate: 'A date, as YYYY-MM-DD',
    toBeforeFrom: 'Must not be before the start',
    unknownRegion: 'Not a region of the site',
    errors: {
      query_timeout: 'The query took too long and was stopped. Choose a shorter period or a region.',
      analytics_unavailable: 'The analytics views cannot be queried right now.',
    },
  },
  resource: {
    name: 'Analytics |||| Analytics',
    fields: {
      title: 'Query',
      description: 'What it answers',
    },
  },
};
