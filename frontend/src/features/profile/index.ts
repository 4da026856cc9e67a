/** The public profile page; it loads with its route. */
export { profilePages } from './routes';
/** What the server render (app/server) asks for a profile address, exactly as the profile page asks it. */
export { profileKey } from './api/get-profile';
export type { Profile as ProfileAnswer } from './api/profile-schema';
/** The profile answer's validator, loaded when asked for (as the profile page does): never in the shell's download. */
export const loadProfileAnswer = () => import('./api/profile-schema').then((module) => module.Profile);
/** Listing cards warm up a profile's data and page as they come near the viewport (issue 16 §7). */
export { useProfilePrefetch } from './prefetch';
/** The profile's linkable modals: the server keeps them in the address a page is rendered from (app/server). */
export { PROFILE_MODALS } from './modals';
