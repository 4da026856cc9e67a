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
    // Time limits are there to stop a hung test, not to measure speed: a component test's first render
    // transforms the shell and its lazy parts on demand, which on a busy machine (load 10+ on 2 cores)
    // takes many seconds without anything being wrong. The waits themselves are in src/test/setup.ts.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
