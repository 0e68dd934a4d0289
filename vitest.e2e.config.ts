import { defineConfig } from 'vitest/config';
import { E2E_WORKERS } from './tests/e2e/globalSetup';

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
    // Files run in E2E_WORKERS workers (2 by default, one per core), each worker against its own
    // servers and data (globalSetup.ts); within a worker, files run one after another.
    fileParallelism: E2E_WORKERS > 1,
    maxWorkers: E2E_WORKERS,
    pool: 'forks',
  },
});
