import type { RaRecord } from 'react-admin';

/** How a user is named everywhere in the back-office (references, titles, dialogs). */
export function userName(record: RaRecord | undefined): string {
  if (!record) return '';
  return `${String(record.firstName ?? '')} ${String(record.lastName ?? '')}`.trim();
}
