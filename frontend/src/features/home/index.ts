/** What the server render (app/server) asks for the home, exactly as the home page asks it. */
export { HOME_KEY, homeUrl } from './api/get-home';
export type { HomeAnswer } from './api/home-schema';
/** The home answer's validator, loaded when asked for: never in the shell's download. */
export const loadHomeAnswer = () => import('./api/home-schema').then((module) => module.HomeAnswer);
export { SECTIONS as HOME_SECTIONS } from './sections';
