/** The public profile page; it loads with its route. */
export { profileRoutes } from './routes';
