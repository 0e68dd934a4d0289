import { isWithheld } from '../../../domain/auditVisibility';

/** How long a value may be before the diff shortens it (full JSON stays in the CSV export). */
const MAX_CHARS = 400;

/**
 * One side of a change as readable text: null is "absent" (the caller shows a dash), arrays of
 * plain values read as a list, objects as compact JSON.
 */
export function formatAuditValue(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  let text: string;
  if (typeof value === 'string') text = value;
  else if (Array.isArray(value) && value.every((v) => v === null || typeof v !== 'object')) text = value.map(String).join(', ');
  else if (typeof value === 'object') text = JSON.stringify(value, null, 1).replace(/\n\s*/g, ' ');
  else text = String(value);
  return text.length > MAX_CHARS ? `${text.slice(0, MAX_CHARS)}…` : text;
}

export interface AuditChangeRow {
  field: string;
  before: string | null;
  after: string | null;
  /** The server withheld both values from the caller's role (the caller shows the "hidden" label). */
  withheld: boolean;
}

/** The changes of an entry as rows, in field order, with unchanged pairs dropped. */
export function auditChangeRows(changes: Record<string, { before: unknown; after: unknown }> | null | undefined): AuditChangeRow[] {
  return Object.entries(changes ?? {})
    .map(([field, c]) =>
      isWithheld(c?.before) || isWithheld(c?.after)
        ? { field, before: null, after: null, withheld: true }
        : { field, before: formatAuditValue(c?.before), after: formatAuditValue(c?.after), withheld: false },
    )
    .filter((r) => r.withheld || r.before !== r.after);
}
