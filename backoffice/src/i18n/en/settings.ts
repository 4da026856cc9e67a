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
    blockedHostnamesHelp:
      'Competitors’ sites: a bio, website, headline, tour or message linking to one of them (or any of its subdomains) is refused.',
    newHostname: 'Host name to block',
    addHostname: 'Add',
    removeHostname: 'Remove %{host}',
    noHostnames: 'No blocked host names.',
    invalidHostname: 'A host name such as example.com',
    duplicateHostname: 'Already in the list',
    partnerLinksHelp: 'The sub-navigation’s partner links, counted as ad clicks. Empty: the link is hidden.',
    httpsOnly: 'A web address starting with https://',
  },
  resource: {
    name: 'Setting |||| Settings',
    fields: {
      maintenanceMode: 'Maintenance mode',
      cookieConsentEnabled: 'Cookie consent',
      mostReportedTotal: 'Most reported: reports',
      mostReportedUnique: 'Most reported: different reporters',
      reason: 'Reason (optional)',
      blockedHostnames: 'Blocked host names',
      liveCamsUrl: 'Partner link 1: live cams',
      datingUrl: 'Partner link 2: dating',
      dating2Url: 'Partner link 3: dating (second)',
    },
  },
};
