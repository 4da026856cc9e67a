/**
 * What the rest of the site uses of favorites: the shell's guest-to-member merge, the heart on cards and
 * profiles, and the favorites page's route (the page itself loads with it).
 */
export { FavoriteButton } from './components/FavoriteButton';
export { FavoriteLabelledButton } from './components/FavoriteLabelledButton';
export { favoritesPages } from './routes';
export { useFavoritesSync } from './use-favorites-sync';
