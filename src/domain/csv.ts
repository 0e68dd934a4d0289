import Papa from 'papaparse';

/**
 * The text cells a spreadsheet could run as a formula (OWASP's CSV injection): those beginning
 * with a tab or a carriage return, or whose first character after leading white space (spaces,
 * tabs, line breaks) is `=`, `+`, `-` or `@`, since spreadsheets skip that space when they read a
 * cell. papaparse's own pattern (`/^[=+\-@\t\r].*$/`) missed both the leading space and any
 * cell holding a line break after the formula, since its `.` stops at one.
 */
const FORMULA = /^(?!\s*[+-]?[\d\s().,-]*\d[\d\s().,-]*$)(?:[\t\r]|\s*[=+\-@])/;

/**
 * Every CSV the app writes goes through here. papaparse prefixes each cell FORMULA matches with
 * `'`, a mark the spreadsheet shows. A cell that is nothing but a number's or a phone number's
 * characters (digits, spaces, `- ( ) . ,`, one leading `+`: `+91 98765 43210`, `-1,204.50`) is
 * left as it is:
 * with no letter, quote, `=` or `@` it can hold no function, reference or link, only arithmetic
 * on constants (docs/decisions/0026-csv-exports-cannot-carry-formulas.md and
 * docs/decisions/new-csv-numbers-unescaped.md).
 */
export function toCsv(rows: readonly Record<string, unknown>[], columns?: readonly string[]): string {
  const fields = columns ?? unionOfKeys(rows);
  return Papa.unparse({ fields: [...fields], data: rows.map((r) => fields.map((f) => cell(r[f]))) }, { escapeFormulae: FORMULA });
}

/** A table given as rows of cells (the first row is the header). */
export function tableToCsv(table: readonly (readonly unknown[])[]): string {
  return Papa.unparse(
    table.map((row) => row.map(cell)),
    { escapeFormulae: FORMULA },
  );
}

/** Nested objects become dotted columns (`dataRequest.legalDeadline`), lists of values one cell joined by "; ". */
export function flattenRecord(rec: Record<string, unknown>, prefix = '', out: Record<string, unknown> = {}): Record<string, unknown> {
  for (const [k, v] of Object.entries(rec)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v !== null && typeof v === 'object' && !Array.isArray(v)) flattenRecord(v as Record<string, unknown>, key, out);
    else out[key] = v;
  }
  return out;
}

function cell(v: unknown): unknown {
  if (v === null || v === undefined) return '';
  if (Array.isArray(v)) return v.map((x) => (x !== null && typeof x === 'object' ? JSON.stringify(x) : String(x))).join('; ');
  if (typeof v === 'object') return JSON.stringify(v);
  return v;
}

function unionOfKeys(rows: readonly Record<string, unknown>[]): string[] {
  const keys = new Set<string>();
  for (const r of rows) for (const k of Object.keys(r)) keys.add(k);
  return [...keys];
}
