/**
 * docs/product.md §2 modal identifiers of the member's own pages; each opens with `?{key}=open` on its page
 * (/profile, or /edit for the card rotation), so reminders, notifications and staff can link straight to it.
 */
export const ACCOUNT_MODALS = {
  /** /profile: the VIP owner's statistics (a VIP invitation for other profile holders). */
  statistics: 'statistics',
  /** /profile: the confirmation asked before ghost mode hides the member. */
  confirmation: 'confirmation',
  /** /profile: what libertine mode is, and where the member stands. */
  libertineMode: 'libertineMode',
  /** /profile: the member's tour, and its rules. */
  tourMode: 'tourMode',
  /** /profile: the verification pictures the member sent. */
  verificationPictureGallery: 'verificationPictureGallery',
  /** /edit: which approved pictures take turns on the listing card. */
  pictureRotation: 'pictureRotation',
} as const;
