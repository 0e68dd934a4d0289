import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildServer } from '../scripts/buildServer';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The server compiled for this run (scripts/buildServer.ts): what test servers run (tests/helpers/server.ts). */
    compiledServer: string;
    /** A folder of this run's seeded SQLite databases, copied for each test server. */
    sqliteTemplates: string;
    /** Where test servers' data folders go unless a test gives one: removed with the run's folder. */
    serverDataRoot: string;
  }
}

/**
 * What the run's test servers share: the server compiled once, as `npm start` runs it (under tsx,
 * each of the 120-odd servers the API tests start spent 3 s more before answering), a folder
 * for the seeded databases they copy and one for the servers' data folders (a stopped server's
 * folder stays for a restart on it). Removed at the end of the run.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const dir = path.resolve(import.meta.dirname, '.tmp', `unit-${process.pid}`);
  const compiled = path.join(dir, 'server');
  const templates = path.join(dir, 'templates');
  const servers = path.join(dir, 'servers');
  fs.mkdirSync(templates, { recursive: true });
  fs.mkdirSync(servers, { recursive: true });
  await buildServer(compiled);
  project.provide('compiledServer', compiled);
  project.provide('sqliteTemplates', templates);
  project.provide('serverDataRoot', servers);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
