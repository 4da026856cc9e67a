/** What the shell mounts: the guest-to-member favorites merge. The page and buttons load with their routes. */
export { useFavoritesSync } from './use-favorites-sync';
