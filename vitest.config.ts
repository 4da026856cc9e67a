import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{shared,backend,projections}/src/**/*.spec.ts'],
    globalSetup: ['test/globalSetup.ts'],
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    reporters: ['default'],
  },
});
