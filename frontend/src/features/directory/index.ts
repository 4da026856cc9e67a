/** The listings; the page loads with its routes. */
export { directoryPages } from './routes';
