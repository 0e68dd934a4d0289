import os from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { publicCatalogue } from './scripts/vite/publicCatalogue.ts';
import { muiIconShapes } from './scripts/vite/muiIconShapes.ts';

export default defineConfig({
  plugins: [react(), publicCatalogue(import.meta.dirname), muiIconShapes()],
  test: {
    globals: true,
    environment: 'node',
    include: [
      'src/**/*.test.{ts,tsx}',
      'server/**/*.test.ts',
      'scripts/**/*.test.ts',
      'tests/unit/**/*.test.{ts,tsx}',
      'tests/api/**/*.test.ts',
    ],
    setupFiles: ['tests/setup.ts'],
    globalSetup: ['tests/postgresSetup.ts', 'tests/testServers.ts'],
    testTimeout: 20000,
    hookTimeout: 60000,
    pool: 'forks',
    // Vitest's default is a worker less than the cores: one on a 2-core runner, where the API
    // tests' files then ran one at a time, each mostly waiting on its server processes.
    // TEST_WORKERS sets it (scripts/test.ts gives the tests on PostgreSQL their own).
    maxWorkers: Math.max(1, Number(process.env.TEST_WORKERS) || Math.max(2, os.availableParallelism())),
  },
});
