import { lazy } from 'react';

/**
 * The listing's error screens (unknown place, malformed address): seldom shown, so their illustration and
 * texts load only when needed. The shell's Suspense boundary shows the loader meanwhile.
 */
export const UnknownPlace = lazy(() => import('./UnknownPlace').then((m) => ({ default: m.UnknownPlace })));
export const BadListingAddress = lazy(() =>
  import('./BadListingAddress').then((m) => ({ default: m.BadListingAddress })),
);
