import { defineConfig } from 'vitest/config';

/**
 * `npm run test:reliability`: the proofs of issue #7 (fault soak, concurrency, fuzzing, bypass
 * attempts, secret scans). Each suite prints its figures and fails on any loss or breach. Kept out of
 * `npm test` so the everyday suite stays fast; `.ci/run` runs both.
 */
export default defineConfig({
  test: {
    include: ['test/reliability/**/*.test.ts'],
    passWithNoTests: false,
    testTimeout: 300_000,
    hookTimeout: 60_000,
    // Two cores: one suite at a time keeps the soak's timings and the load tests honest.
    fileParallelism: false,
    reporters: ['default', './test/support/plainSummaryReporter.ts'],
  },
});
