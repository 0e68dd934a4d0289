import type { z } from 'zod';
import { ImportFileError, limitError } from './importFile';
import { IMPORT_MAX_ROWS } from '../constants';
import { ARRAY_SEPARATOR, entryKey, type ImportListConfig } from './importLists';
import type { Table } from './parseImportFile';

/** One row as read from the file; `row` is its line in the spreadsheet (the header is line 1). */
export interface Candidate {
  row: number;
  values: Record<string, unknown>;
}

/** `code` is zod's issue code (`too_small`, `invalid_format`, ...), translated by the UI. */
export interface RowIssue {
  field: string;
  code: string;
  message: string;
}

export type RowStatus = 'ok' | 'duplicate' | 'invalid';

export interface AnalyzedRow extends Candidate {
  status: RowStatus;
  issues: RowIssue[];
  /** For duplicates: repeated within the file, or already in the list (add more only). */
  duplicateOf?: 'file' | 'list';
}

export interface ImportAnalysis {
  rows: AnalyzedRow[];
  /** The valid, first-seen rows as the create schema returns them: exactly what is imported. */
  accepted: Record<string, unknown>[];
  counts: Record<RowStatus, number>;
  /** Header cells that name no field of the list; their cells are not imported. */
  ignoredColumns: string[];
}

const headerName = (cell: string) =>
  cell
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '');

function splitList(cell: string): string[] {
  return cell
    .split(ARRAY_SEPARATOR)
    .map((v) => v.trim())
    .filter(Boolean);
}

/** A column the file must have: its field refuses an empty cell. */
function isRequired(cfg: ImportListConfig, column: string): boolean {
  const field = cfg.schema.shape[column] as z.ZodType;
  return !field.safeParse(cfg.arrayColumns.includes(column) ? [] : '').success;
}

function checkRowCount(count: number): void {
  if (count === 0) throw new ImportFileError('no_rows', 'The file has no rows to import.');
  if (count > IMPORT_MAX_ROWS) throw limitError.rows();
}

/** Maps the header to the list's fields and reads every non-blank row; throws when the file cannot be used at all. */
export function tableToCandidates(cfg: ImportListConfig, table: Table): { candidates: Candidate[]; ignoredColumns: string[] } {
  const header = table[0] ?? [];
  const position = new Map<string, number>();
  header.forEach((cell, i) => {
    const field = cfg.columns.find((c) => headerName(c) === headerName(cell));
    if (field && !position.has(field)) position.set(field, i);
  });
  const missing = cfg.columns.filter((c) => !position.has(c) && isRequired(cfg, c));
  if (missing.length) {
    throw new ImportFileError('missing_columns', `The first row must name the columns; missing: ${missing.join(', ')}.`, { missing });
  }
  const ignoredColumns = header.filter((cell, i) => cell.trim() && ![...position.values()].includes(i)).map((c) => c.trim());
  const candidates: Candidate[] = [];
  table.slice(1).forEach((cells, i) => {
    if (cells.every((c) => !c.trim())) return;
    const values: Record<string, unknown> = {};
    for (const column of cfg.columns) {
      const cell = (cells[position.get(column) ?? -1] ?? '').trim();
      values[column] = cfg.arrayColumns.includes(column) ? splitList(cell) : cell;
    }
    candidates.push({ row: i + 2, values });
  });
  checkRowCount(candidates.length);
  return { candidates, ignoredColumns };
}

/** Rows sent as JSON objects (API clients): numbered from 1; array fields may also be given as "a; b". */
export function objectsToCandidates(cfg: ImportListConfig, rows: readonly unknown[]): Candidate[] {
  checkRowCount(rows.length);
  return rows.map((raw, i) => {
    const values = raw && typeof raw === 'object' && !Array.isArray(raw) ? { ...(raw as Record<string, unknown>) } : {};
    for (const column of cfg.arrayColumns) if (typeof values[column] === 'string') values[column] = splitList(values[column]);
    return { row: i + 1, values };
  });
}

/**
 * Validates every row with the list's create schema (the one the server uses), then marks
 * repeated entries: later copies within the file, and entries already in `existingKeys`.
 */
export function analyzeCandidates(
  cfg: ImportListConfig,
  candidates: readonly Candidate[],
  existingKeys: ReadonlySet<string> = new Set(),
): ImportAnalysis {
  const seen = new Set<string>();
  const rows: AnalyzedRow[] = [];
  const accepted: Record<string, unknown>[] = [];
  const counts: Record<RowStatus, number> = { ok: 0, duplicate: 0, invalid: 0 };
  for (const candidate of candidates) {
    const parsed = cfg.schema.safeParse(cfg.normalize ? cfg.normalize(candidate.values) : candidate.values);
    let analyzed: AnalyzedRow;
    if (!parsed.success) {
      const issues = parsed.error.issues.map((issue) => ({
        field: String(issue.path[0] ?? (issue.code === 'unrecognized_keys' ? issue.keys.join(', ') : '')),
        code: issue.code,
        message: issue.message,
      }));
      analyzed = { ...candidate, status: 'invalid', issues };
    } else {
      const data = parsed.data as Record<string, unknown>;
      const key = entryKey(cfg, data);
      const duplicateOf = seen.has(key) ? 'file' : existingKeys.has(key) ? 'list' : undefined;
      analyzed = duplicateOf
        ? { ...candidate, status: 'duplicate', issues: [], duplicateOf }
        : { ...candidate, values: data, status: 'ok', issues: [] };
      if (!duplicateOf) {
        seen.add(key);
        accepted.push(data);
      }
    }
    counts[analyzed.status]++;
    rows.push(analyzed);
  }
  return { rows, accepted, counts, ignoredColumns: [] };
}
