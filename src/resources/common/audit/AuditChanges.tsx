import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { alpha, type Theme } from '@mui/material/styles';
import { useRecordContext, useTranslate } from 'react-admin';
import { auditChangeRows } from './formatAuditValue';
import { humanize } from './auditVocabulary';

interface AuditRecord {
  resource: string;
  changes: Record<string, { before: unknown; after: unknown }>;
}

const side = (kind: 'error' | 'success') => (theme: Theme) => ({
  backgroundColor: alpha(theme.palette[kind].main, 0.08),
  whiteSpace: 'pre-wrap' as const,
  overflowWrap: 'anywhere' as const,
  fontFamily: 'monospace',
  fontSize: 13,
});

/**
 * An entry's before and after values side by side, one row per changed field, labelled from the
 * catalogue; values the server withholds from the role show the catalogue's "hidden" label.
 */
export function AuditChanges() {
  const record = useRecordContext<AuditRecord>();
  const translate = useTranslate();
  if (!record) return null;
  const rows = auditChangeRows(record.changes);
  const dash = translate('app.administration.audit.absent');
  const hidden = translate('app.administration.audit.withheld');
  if (!rows.length) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
        {translate('app.administration.audit.no_changes')}
      </Typography>
    );
  }
  return (
    <Box sx={{ p: 1 }}>
      <Table size="small" aria-label={translate('app.administration.audit.changes')}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: '20%' }}>{translate('app.administration.audit.field')}</TableCell>
            <TableCell sx={{ width: '40%' }}>{translate('app.administration.audit.before')}</TableCell>
            <TableCell sx={{ width: '40%' }}>{translate('app.administration.audit.after')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.field}>
              <TableCell component="th" scope="row">
                {translate(`resources.${record.resource}.fields.${r.field}`, { _: humanize(r.field) })}
              </TableCell>
              <TableCell sx={side('error')}>{r.withheld ? hidden : (r.before ?? dash)}</TableCell>
              <TableCell sx={side('success')}>{r.withheld ? hidden : (r.after ?? dash)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
