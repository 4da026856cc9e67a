import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * The staff app, served by the API under /hq (backend/src/api/app.ts). Like the site, the regional variant
 * is a build setting (WEBSITE=QC|CA): it picks the default language and the palette.
 */
const website = process.env.WEBSITE ?? 'QC';
if (website !== 'QC' && website !== 'CA') {
  throw new Error(`WEBSITE must be QC or CA, got "${website}"`);
}
const defaultLocale = website === 'QC' ? 'fr' : 'en';
const themeColor = website === 'QC' ? '#00B79E' : '#8E86FE';

/** Stamps the variant into index.html before any script runs: language, theme colour and favicon. */
function variantHtml(): Plugin {
  return {
    name: 'annuaire-backoffice-variant-html',
    transformIndexHtml: (html) =>
      html
        .replaceAll('%LANG%', defaultLocale)
        .replaceAll('%THEME_COLOR%', themeColor)
        .replaceAll('%FAVICON%', `/favicon-${website.toLowerCase()}.svg`),
  };
}

export default defineConfig({
  base: '/hq/',
  plugins: [react(), variantHtml()],
  define: { __WEBSITE__: JSON.stringify(website) },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  preview: { proxy: { '/api': 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // react-admin and MUI make one large vendor chunk; it is cached for a year (hashed name).
    chunkSizeWarningLimit: 2500,
    rolldownOptions: {
      treeshake: { moduleSideEffects: [{ test: /[\\/]shared[\\/]src[\\/]/, sideEffects: false }] },
    },
  },
});
