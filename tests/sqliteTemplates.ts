import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A folder of this run's seeded SQLite databases, copied for each test server (tests/helpers/server.ts). */
    sqliteTemplates: string;
  }
}

/** A folder for the run's seeded databases, removed at its end. */
export default function setup(project: TestProject): () => void {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-templates-'));
  project.provide('sqliteTemplates', dir);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
