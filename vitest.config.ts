import { defineConfig } from 'vitest/config';

/** One run, several projects: Node code against a real PostgreSQL, the two browser apps in jsdom. */
export default defineConfig({
  test: {
    projects: [
      'frontend/vitest.config.ts',
      'backoffice/vitest.config.ts',
      {
        test: {
          name: 'node',
          include: ['{shared,backend,projections}/src/**/*.spec.ts'],
          globalSetup: ['test/globalSetup.ts'],
          pool: 'forks',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
