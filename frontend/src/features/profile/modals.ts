/** docs/product.md §2 modal identifiers of the profile page; each opens with `?{key}=open`. */
export const PROFILE_MODALS = {
  /** The full-screen gallery. */
  gallery: 'gallery',
  /** The full-screen profile picture viewer. */
  profilePicture: 'profilePicture',
} as const;
