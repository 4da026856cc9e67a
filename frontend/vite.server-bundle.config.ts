import { defineConfig, mergeConfig } from 'vite';
import site from './vite.config.ts';

/**
 * The site's server bundle (frontend/dist-server) as the Docker image builds it: the site's own configuration,
 * with every npm package it imports (React, MUI, i18next, the router...) bundled in. The site's configuration now
 * does so for every server build (vite.config.ts, SSR_BUILD); saying it here too keeps the image's promise in its
 * own file: its runtime stage installs the backend's production dependencies only (@mui/icons-material alone is
 * 174 MB on disk, of which the pages render a dozen icons).
 */
export default defineConfig((env) => mergeConfig(site(env), { ssr: { noExternal: true } }));
