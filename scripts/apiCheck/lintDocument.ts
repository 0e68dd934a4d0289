import fs from 'node:fs';
import path from 'node:path';
import { lintFromString, loadConfig } from '@redocly/openapi-core';
import { DOCUMENT_FILE } from './responseContract';

/** The linter's configuration: Redocly's recommended ruleset, and why two of its rules are replaced or off. */
export const REDOCLY_CONFIG = path.resolve(import.meta.dirname, '../../redocly.yaml');

/**
 * Redocly's linter on the document, as `redocly lint` would run it with redocly.yaml: every
 * problem it reports, warnings as well as errors, one line each (`severity rule pointer: message`).
 */
export async function lintOpenApi(file = DOCUMENT_FILE, source = fs.readFileSync(file, 'utf8')): Promise<string[]> {
  const config = await loadConfig({ configPath: REDOCLY_CONFIG });
  const problems = await lintFromString({ source, absoluteRef: file, config });
  return problems.map((p) => `${p.severity} ${p.ruleId} ${p.location[0]?.pointer ?? ''}: ${p.message}`);
}
