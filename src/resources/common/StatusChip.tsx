import { useRecordContext, useTranslate } from 'react-admin';
import { StatusChipLabel } from './StatusChipLabel';

export { statusTone, type StatusTone } from './statusTones';

export interface StatusChipProps {
  /** The record field holding the value; `status` unless said. */
  source?: string;
  /** The enum group of the catalogue (`app.enums.<group>`, see enumChoices.ts). */
  group: string;
  /** Read by a show layout for the field's label. */
  label?: string;
}

/** A record's status (or any enum value) as a coloured chip (StatusChipLabel): lists draw one per row. */
export function StatusChip({ source = 'status', group }: StatusChipProps) {
  const record = useRecordContext();
  const translate = useTranslate();
  const value = record?.[source];
  if (value === undefined || value === null || value === '') return null;
  return <StatusChipLabel group={group} value={String(value)} translate={translate} />;
}
