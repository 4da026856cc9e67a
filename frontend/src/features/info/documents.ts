/**
 * The information documents that also open as dialogs, by their docs/product.md §2 modal identifier
 * (`?termsOfService=open`, `?privacyPolicy=open`, `?clientGuide=open`), with their texts and their own page.
 */
export const DOCUMENTS = {
  termsOfService: { namespace: 'legal', key: 'terms', path: '/terms-of-service', modalKey: 'termsOfService' },
  privacyPolicy: { namespace: 'legal', key: 'privacy', path: '/privacy-policy', modalKey: 'privacyPolicy' },
  clientGuide: { namespace: 'guides', key: 'clientGuide', path: '/client-guide', modalKey: 'clientGuide' },
} as const;

export type DocumentName = keyof typeof DOCUMENTS;
