import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    environment: 'node',
    testTimeout: 60_000,
    // Vitest keeps one core for itself by default (one worker on a 2-core machine); its main process
    // idles while the two type-check suites, about 50 s each, run, so both cores go to workers.
    maxWorkers: 2,
  },
});
