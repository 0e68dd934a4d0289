import { Chip, type ChipProps } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { enumKey } from './enumChoices';

/** Waiting work reads as a warning, done work as success, a punitive outcome as an error. */
const TONES: Record<string, ChipProps['color']> = {
  awaiting_review: 'warning',
  reviewed: 'success',
  pending: 'warning',
  approved: 'success',
  fulfilled: 'success',
  declined: 'error',
  rejected: 'error',
  open: 'warning',
  resolved: 'success',
};

export interface StatusChipProps {
  source: string;
  /** The enum group in the catalogue (app.moderation.enums.<group>). */
  group: string;
  /** Read by Datagrid for the column header and sorting. */
  label?: string;
  sortable?: boolean;
}

/** A record's status as a coloured chip, its text from the catalogue. */
export function StatusChip({ source, group }: StatusChipProps) {
  const record = useRecordContext();
  const translate = useTranslate();
  const value = record?.[source];
  if (value === undefined || value === null) return null;
  return <Chip size="small" color={TONES[String(value)] ?? 'default'} label={translate(enumKey(group, String(value)))} />;
}
