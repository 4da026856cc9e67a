import { fileURLToPath } from 'node:url';
import { loadEnv } from 'vite';
import { defineProject } from 'vitest/config';
import { parseEnv } from './src/config/env-schema.ts';

/** Component tests in jsdom; the Quebec variant unless a test says otherwise. */
export default defineProject({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  define: {
    'import.meta.env.VITE_WEBSITE': JSON.stringify('QC'),
    __SITE_ENV__: JSON.stringify(
      parseEnv({ ...loadEnv('test', fileURLToPath(new URL('.', import.meta.url)), 'VITE_'), VITE_WEBSITE: 'QC' }),
    ),
  },
  test: {
    name: 'frontend',
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'jsdom',
    include: ['src/**/*.spec.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    testTimeout: 15_000,
  },
});
