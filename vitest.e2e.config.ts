import { defineConfig } from 'vitest/config';

/** End-to-end journeys against the product started as a user would start it (`npm start`). */
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.e2e.spec.ts'],
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
