import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

/** Component tests of the staff app in jsdom; the Quebec variant unless a test says otherwise. */
export default defineProject({
  define: { __WEBSITE__: JSON.stringify('QC') },
  test: {
    name: 'backoffice',
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'jsdom',
    include: ['src/**/*.spec.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    testTimeout: 20_000,
  },
});
