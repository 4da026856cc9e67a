/** The listings; the page loads with its routes. */
export { directoryRoutes } from './routes';
