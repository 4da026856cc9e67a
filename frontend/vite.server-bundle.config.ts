import { defineConfig, mergeConfig } from 'vite';
import site from './vite.config.ts';

/**
 * The site's server bundle (frontend/dist-server) as the Docker image builds it: the site's own configuration,
 * with every npm package it imports (React, MUI, i18next, the router...) bundled in, where `npm run build` leaves
 * them as imports of node_modules. The image's runtime stage then installs the backend's production dependencies
 * only: @mui/icons-material alone is 174 MB on disk, of which the pages render a dozen icons.
 */
export default defineConfig((env) => mergeConfig(site(env), { ssr: { noExternal: true } }));
