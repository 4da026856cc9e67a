/** The settings resource: its own messages (`annuaire.settings`) and react-admin's name and fields (`resources.settings`). */
export const settings = {
  messages: {
    title: 'App settings',
    intro: 'Changes apply at once and are kept in the history with your name.',
    maintenanceHelp: 'The site shows its maintenance page to everyone but staff.',
    consentHelp: 'The cookie dialog and the footer’s cookie link.',
    thresholdsHelp: 'A member is most reported past both numbers, over the last 30 days.',
    uniqueTooHigh: 'Cannot exceed the number of reports',
    defaults: 'Default for this site: %{value}',
    lastChange: 'Last changed %{date}',
    saved: 'Settings saved',
  },
  resource: {
    name: 'Setting |||| Settings',
    fields: {
      maintenanceMode: 'Maintenance mode',
      cookieConsentEnabled: 'Cookie consent',
      mostReportedTotal: 'Most reported: reports',
      mostReportedUnique: 'Most reported: different reporters',
      reason: 'Reason (optional)',
    },
  },
};
