import { useState } from 'react';
import {
  Alert,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  ToggleButton,
  ToggleButtonGroup,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ImportAnalysis, RowStatus } from '../../../domain/listImport/analyzeImport';
import type { ImportListConfig } from '../../../domain/listImport/importLists';
import { ImportRowStatus } from './ImportRowStatus';

const PAGE_SIZE = 8;
type Show = 'all' | Exclude<RowStatus, 'ok'>;

const cell = (v: unknown) => (Array.isArray(v) ? v.join('; ') : String(v ?? ''));

/** What the file would do before anything is sent: rows to import, duplicates skipped, rows with errors. */
export function ImportPreview({ cfg, analysis }: { cfg: ImportListConfig; analysis: ImportAnalysis }) {
  const translate = useTranslate();
  const [show, setShow] = useState<Show>(analysis.counts.invalid ? 'invalid' : 'all');
  const [page, setPage] = useState(0);
  const rows = show === 'all' ? analysis.rows : analysis.rows.filter((r) => r.status === show);
  const { ok, duplicate, invalid } = analysis.counts;
  return (
    <Stack spacing={1.5} data-testid="import-preview">
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
        <Chip color="success" label={translate('app.administration.list_import.summary.ok', { smart_count: ok })} />
        <Chip
          color="warning"
          variant={duplicate ? 'filled' : 'outlined'}
          label={translate('app.administration.list_import.summary.duplicate', { smart_count: duplicate })}
        />
        <Chip
          color="error"
          variant={invalid ? 'filled' : 'outlined'}
          label={translate('app.administration.list_import.summary.invalid', { smart_count: invalid })}
        />
      </Stack>
      {analysis.ignoredColumns.length ? (
        <Alert severity="info">
          {translate('app.administration.list_import.ignored_columns', { columns: analysis.ignoredColumns.join(', ') })}
        </Alert>
      ) : null}
      {invalid ? <Alert severity="error">{translate('app.administration.list_import.fix_errors')}</Alert> : null}
      <ToggleButtonGroup
        size="small"
        exclusive
        value={show}
        onChange={(_e, v: Show | null) => {
          if (v) {
            setShow(v);
            setPage(0);
          }
        }}
        aria-label={translate('app.administration.list_import.show_rows')}
      >
        {(['all', 'invalid', 'duplicate'] as const).map((s) => (
          <ToggleButton key={s} value={s}>
            {translate(`app.administration.list_import.show.${s}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small" aria-label={translate('app.administration.list_import.preview')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('app.administration.list_import.row')}</TableCell>
              {cfg.columns.map((c) => (
                <TableCell key={c}>{translate(`resources.${cfg.list}.fields.${c}`, { _: c })}</TableCell>
              ))}
              <TableCell>{translate('app.administration.list_import.status')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE).map((r) => (
              <TableRow key={r.row}>
                <TableCell>{r.row}</TableCell>
                {cfg.columns.map((c) => (
                  <TableCell key={c} sx={{ maxWidth: 260, overflowWrap: 'anywhere' }}>
                    {cell(r.values[c])}
                  </TableCell>
                ))}
                <TableCell>
                  <ImportRowStatus row={r} list={cfg.list} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={rows.length}
        page={page}
        onPageChange={(_e, p) => setPage(p)}
        rowsPerPage={PAGE_SIZE}
        rowsPerPageOptions={[PAGE_SIZE]}
        labelDisplayedRows={({ from, to, count }) => translate('app.administration.list_import.rows_range', { from, to, count })}
      />
    </Stack>
  );
}
