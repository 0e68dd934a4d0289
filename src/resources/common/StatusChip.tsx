import { Chip, type ChipProps } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { enumKey } from './enumChoices';

/** How each status reads at a glance: done well (success), needs attention (warning), punitive (error). */
const TONES: Record<string, ChipProps['color']> = {
  verified: 'success',
  not_verified: 'error',
  unverified: 'default',
  pending: 'warning',
  rejected: 'error',
  active: 'success',
  suspended: 'error',
  deleted: 'default',
  issued: 'warning',
  appealed: 'info',
  upheld: 'error',
  reversed: 'default',
  reissued: 'warning',
  lifted: 'default',
  restored: 'success',
  open: 'warning',
  warned: 'info',
  actioned: 'error',
  dismissed: 'default',
  awaiting_review: 'warning',
  reviewed: 'success',
  approved: 'success',
  fulfilled: 'success',
  declined: 'error',
  resolved: 'success',
};

export interface StatusChipProps {
  source: string;
  /** The enum group of the catalogue (`app.enums.<group>`, see enumChoices.ts). */
  group: string;
  /** Read by Datagrid for the column header and sorting. */
  label?: string;
  sortable?: boolean;
  sortBy?: string;
}

/** A record's status as a coloured chip, its text from the catalogue. */
export function StatusChip({ source, group }: StatusChipProps) {
  const record = useRecordContext();
  const translate = useTranslate();
  const value = record?.[source];
  if (value === undefined || value === null) return null;
  return <Chip size="small" color={TONES[String(value)] ?? 'default'} label={translate(enumKey(group, String(value)))} sx={{ alignSelf: 'flex-start' }} />;
}
