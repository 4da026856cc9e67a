/** What the server render (app/server) loads before rendering the help services page. */
export { getHelpServices, helpServicesKey } from './api/get-help-services';
