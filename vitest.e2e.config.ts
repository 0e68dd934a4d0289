import { defineConfig } from 'vitest/config';

/** End-to-end tests: headless Chromium against production builds served by real server processes. */
export default defineConfig({
  test: {
    globals: true,
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/globalSetup.ts'],
    testTimeout: 60000,
    hookTimeout: 180000,
    // A poll waits on a debounce, a request and a render: 1 s (Vitest's default) is too tight on a busy runner.
    expect: { poll: { timeout: 10000 } },
    fileParallelism: false,
    pool: 'forks',
  },
});
