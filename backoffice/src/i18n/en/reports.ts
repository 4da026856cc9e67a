/** The reports resource: its own messages (`annuaire.reports`) and react-admin's name and fields (`resources.reports`). */
export const reports = {
  messages: {
    reasons: {
      fake: 'Fake profile',
      scam: 'Scam',
      harassment: 'Harassment',
      spam: 'Spam',
      safety: 'Safety concern',
      other: 'Other',
    },
    statuses: { open: 'Open', resolved: 'Resolved', all: 'Open and resolved' },
    mostReported: 'Most reported',
    thresholds: 'Most reported from %{total} reports by %{unique} different members, over %{days} days.',
    resolve: 'Resolve',
    resolveTitle: 'Resolve the reports on %{name}',
    resolveContent: 'Every open report on this member is closed with your note, kept in the history.',
    resolved: 'Reports on %{name} resolved',
    list: 'Reports',
    reporter: 'Reported by',
    resolution: 'Resolution',
  },
  resource: {
    name: 'Report |||| Reports',
    fields: {
      username: 'Member',
      total: 'Reports',
      unique: 'Reporters',
      reasons: 'Reasons',
      lastReportedAt: 'Last report',
      mostReported: 'Most reported',
      status: 'Status',
      q: 'Member',
      message: 'Message',
      createdAt: 'Reported',
    },
  },
};
