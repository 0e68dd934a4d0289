import { Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { AnalyzedRow } from '../../../domain/listImport/analyzeImport';
import type { ImportableList } from '../../../domain/listImport/importLists';

const COLOR = { ok: 'success', duplicate: 'warning', invalid: 'error' } as const;

/** A preview row's verdict, and for invalid rows what is wrong with which field. */
export function ImportRowStatus({ row, list }: { row: AnalyzedRow; list: ImportableList }) {
  const translate = useTranslate();
  const label =
    row.status === 'duplicate'
      ? `app.administration.list_import.row_status.duplicate_${row.duplicateOf}`
      : `app.administration.list_import.row_status.${row.status}`;
  return (
    <Stack spacing={0.5} alignItems="flex-start">
      <Chip size="small" variant="outlined" color={COLOR[row.status]} label={translate(label)} />
      {row.issues.map((issue, i) => (
        <Typography key={i} variant="caption" color="error">
          {translate(`resources.${list}.fields.${issue.field}`, { _: issue.field })}:{' '}
          {translate(`app.administration.list_import.issues.${issue.code}`, { _: issue.message })}
        </Typography>
      ))}
    </Stack>
  );
}
