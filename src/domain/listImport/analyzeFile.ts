import { analyzeCandidates, tableToCandidates, type ImportAnalysis } from './analyzeImport';
import { ImportFileError } from './importFile';
import type { ImportListConfig, ImportMode } from './importLists';
import type { Table } from './parseImportFile';

export type FileAnalysis = { analysis: ImportAnalysis; error?: undefined } | { analysis?: undefined; error: ImportFileError };

/** The preview of a parsed file for a mode: only "add more" compares with the entries already in the list. */
export function analyzeFile(cfg: ImportListConfig, table: Table, mode: ImportMode, existingKeys: ReadonlySet<string>): FileAnalysis {
  try {
    const { candidates, ignoredColumns } = tableToCandidates(cfg, table);
    const analysis = analyzeCandidates(cfg, candidates, mode === 'add_more' ? existingKeys : new Set());
    return { analysis: { ...analysis, ignoredColumns } };
  } catch (e) {
    if (e instanceof ImportFileError) return { error: e };
    throw e;
  }
}
