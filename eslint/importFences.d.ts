import type { ESLint } from 'eslint';

/** Why `file` may not import `target` (paths relative to the repository), or null when it may. */
export function fenceViolation(file: string, target: string): string | null;
export const importFences: ESLint.Plugin;
