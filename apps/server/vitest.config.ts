import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // PGlite per file is memory-hungry; two cores, so two workers.
    maxWorkers: 2,
  },
});
