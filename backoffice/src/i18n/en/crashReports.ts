/** The crash-reports resource: its own messages (`annuaire.crashReports`) and react-admin's name and fields (`resources.crash-reports`). */
export const crashReports = {
  messages: {
    statuses: { open: 'Open', resolved: 'Resolved' },
    resolve: 'Resolve',
    resolveTitle: 'Mark this crash resolved',
    resolveContent: 'Once fixed. If the site reports it again, it opens again.',
    resolved: 'Crash marked resolved',
    sampleTrace: 'Trace of the last report',
    noTrace: 'The browser gave no trace.',
  },
  resource: {
    name: 'Crash report |||| Crash reports',
    fields: {
      message: 'Error',
      firstFrame: 'First frame',
      count: 'Times',
      firstSeenAt: 'First seen',
      lastSeenAt: 'Last seen',
      lastUrl: 'Last page',
      lastRelease: 'Release',
      lastUserId: 'Last member',
      status: 'Status',
    },
  },
};
