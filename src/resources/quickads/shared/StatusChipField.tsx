import { Chip, type ChipProps } from '@mui/material';
import { useRecordContext, useTranslate, type FieldProps } from 'react-admin';

export type StatusTone = NonNullable<ChipProps['color']>;

/**
 * A record's status as a small coloured chip; `labelPrefix` + status is the catalogue key
 * (e.g. `app.content.ticket_status.` + `open`) and `tones` gives each status its colour.
 */
export function StatusChipField({ source = 'status', labelPrefix, tones }: Omit<FieldProps, 'source'> & { source?: string; labelPrefix: string; tones: Record<string, StatusTone> }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const status = record?.[source] as string | undefined;
  if (!status) return null;
  return <Chip size="small" variant="outlined" sx={{ width: 'fit-content' }} color={tones[status] ?? 'default'} label={translate(`${labelPrefix}${status}`)} />;
}
