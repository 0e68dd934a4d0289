import { TEXT_LIMITS } from './textLimits';

const utf8 = new TextEncoder();

/** UTF-8 bytes of `value` written as JSON: what the database stores and a list page sends for it. */
export function jsonBytes(value: unknown): number {
  return utf8.encode(JSON.stringify(value) ?? '').length;
}

/** Kilobytes as the refusals show them, rounded up so a record just over the cap never reads "256 KB". */
export function kilobytes(bytes: number): number {
  return Math.ceil(bytes / 1024);
}

export interface OversizedRecord {
  /** The whole record's size. */
  bytes: number;
  /** The field a refusal names, and its size. */
  field: string;
  fieldBytes: number;
}

/**
 * The record's size and the field to name when it is larger than TEXT_LIMITS.recordBytes; null
 * when it fits. The named field is the largest of `fields` (those the write sent, so the refusal
 * points at what the writer can shrink), or the record's largest when none was sent.
 */
export function oversizedRecord(record: Record<string, unknown>, fields: Iterable<string> = []): OversizedRecord | null {
  const bytes = jsonBytes(record);
  if (bytes <= TEXT_LIMITS.recordBytes) return null;
  const sent = [...fields].filter((f) => Object.hasOwn(record, f));
  let largest = { field: '', fieldBytes: -1 };
  for (const field of sent.length ? sent : Object.keys(record)) {
    const fieldBytes = jsonBytes(record[field]);
    if (fieldBytes > largest.fieldBytes) largest = { field, fieldBytes };
  }
  return { bytes, ...largest };
}

/**
 * A record over TEXT_LIMITS.recordBytes as validation errors (`{ field: message }`, the shape
 * of the API's 400 and of react-admin's form errors); null when it fits.
 */
export function recordSizeErrors(record: Record<string, unknown>, fields?: Iterable<string>): Record<string, string> | null {
  const over = oversizedRecord(record, fields);
  if (!over) return null;
  const max = kilobytes(TEXT_LIMITS.recordBytes);
  return {
    [over.field]: `The record would be ${kilobytes(over.bytes)} KB, and a record holds at most ${max} KB: ${over.field} takes ${kilobytes(over.fieldBytes)} KB of it.`,
  };
}
