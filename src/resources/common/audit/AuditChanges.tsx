import { useMemo } from 'react';
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { alpha, type Theme } from '@mui/material/styles';
import { useRecordContext, useTranslate } from 'react-admin';
import { readableChanges, type ChangeContext, type ChangeSide } from '../../../domain/exports/auditChanges';
import { exportCell, type Translate } from '../../../domain/exports/exportCells';
import { countryNamer } from '../../../domain/countryNames';
import { useLocaleFormat } from '../../../providers/useLocaleFormat';
import { RecordReference } from './RecordReference';

interface AuditRecord {
  resource: string;
  changes: Record<string, { before: unknown; after: unknown }>;
}

const side = (kind: 'error' | 'success') => (theme: Theme) => ({
  backgroundColor: alpha(theme.palette[kind].main, 0.08),
  whiteSpace: 'pre-wrap' as const,
  overflowWrap: 'break-word' as const,
});

/** How long a value may be before the table shortens it (the export and the Raw section keep it whole). */
const MAX_CHARS = 400;

function Side({ value }: { value: ChangeSide }) {
  if (!('text' in value)) return <RecordReference collection={value.collection} id={value.id} />;
  return value.text.length > MAX_CHARS ? `${value.text.slice(0, MAX_CHARS)}…` : value.text;
}

/**
 * An entry's changes, one row per changed field: the field's catalogue label, the value before
 * and after as the lists write them (labels, local dates, people by name with a link); values the
 * server withholds from the role show the catalogue's "hidden" label. The stored entry is on the
 * record page's Raw section.
 */
export function AuditChanges() {
  const record = useRecordContext<AuditRecord>();
  const translate = useTranslate();
  const { locales } = useLocaleFormat();
  const ctx = useMemo<ChangeContext>(
    () => ({
      translate: translate as Translate,
      locales,
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      countryName: countryNamer(locales),
    }),
    [translate, locales],
  );
  if (!record) return null;
  const lines = readableChanges(record.resource, record.changes, ctx, exportCell);
  if (!lines.length) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
        {translate('app.administration.audit.no_changes')}
      </Typography>
    );
  }
  return (
    <Box sx={{ p: 1, overflowX: 'auto' }}>
      <Table size="small" aria-label={translate('app.administration.audit.changes')}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: '20%' }}>{translate('app.administration.audit.field')}</TableCell>
            <TableCell sx={{ width: '40%' }}>{translate('app.administration.audit.before')}</TableCell>
            <TableCell sx={{ width: '40%' }}>{translate('app.administration.audit.after')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={line.field}>
              <TableCell component="th" scope="row">
                {line.label}
              </TableCell>
              <TableCell sx={side('error')}>
                <Side value={line.before} />
              </TableCell>
              <TableCell sx={side('success')}>
                <Side value={line.after} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
