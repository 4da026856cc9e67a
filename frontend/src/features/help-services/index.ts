/** What the server render (app/server) loads before rendering the help services page. */
export { getHelpServices, HELP_SERVICES_KEY } from './api/get-help-services';
