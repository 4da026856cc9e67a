/** The public profile page; it loads with its route. */
export { profilePages } from './routes';
