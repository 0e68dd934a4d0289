import { Box, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';
import { useRecordContext, useTranslate } from 'react-admin';

type Info = Record<string, string>;

/** The fields either side mentions, in a stable order (current profile first). */
export function comparedFields(current: Info, next: Info): { field: string; current: string; next: string; changed: boolean }[] {
  const fields = [...new Set([...Object.keys(current), ...Object.keys(next)])];
  return fields.map((field) => ({
    field,
    current: current[field] ?? '',
    next: next[field] ?? '',
    changed: (current[field] ?? '') !== (next[field] ?? ''),
  }));
}

/** Current versus new information side by side; a changed value is highlighted and marked. */
export function InfoComparison() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const rows = comparedFields((record.currentInfo ?? {}) as Info, (record.newInfo ?? {}) as Info);
  return (
    <Table size="small" aria-label={translate('app.manageUsers.verification.comparison')} sx={{ minWidth: 260 }}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('app.manageUsers.verification.field')}</TableCell>
          <TableCell>{translate('resources.verification-requests.fields.currentInfo')}</TableCell>
          <TableCell>{translate('resources.verification-requests.fields.newInfo')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.field} sx={r.changed ? { bgcolor: (theme) => alpha(theme.palette.warning.main, 0.12) } : undefined}>
            <TableCell component="th" scope="row">
              {translate(`resources.users.fields.${r.field}`, { _: r.field })}
            </TableCell>
            <TableCell>{r.current || '—'}</TableCell>
            <TableCell sx={r.changed ? { fontWeight: 600 } : undefined}>
              {r.next || '—'}
              {r.changed ? (
                <Box component="span" sx={visuallyHidden}>
                  {` (${translate('app.manageUsers.verification.changed')})`}
                </Box>
              ) : null}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
