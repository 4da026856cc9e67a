import { defineConfig } from 'vitest/config';

/**
 * One run, several projects: Node code against a real PostgreSQL, the two browser apps in jsdom, and the
 * checks of the lint configuration.
 */
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
      {
        // Checks of the repository's own tooling (the lint configuration): no database, no browser.
        test: { name: 'lint', include: ['test/lint/**/*.spec.ts'], pool: 'forks', testTimeout: 120_000 },
      },
    ],
  },
});
