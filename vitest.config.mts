import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // The Lambda logs a JSON line per event; tests assert on results, not on CloudWatch lines.
    env: { RIGGING_QUIET: '1' },
  },
});
