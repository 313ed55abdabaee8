import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts', 'worker/**/*.test.ts'],
    exclude: ['test/reliability/**', 'node_modules/**'],
    // A run that executes no test is a failure, never a silent pass.
    passWithNoTests: false,
    testTimeout: 30_000,
    hookTimeout: 30_000,
    reporters: ['default', './test/support/plainSummaryReporter.ts'],
  },
});
