import { Alert, AlertTitle, Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { RowIssue } from '../../../domain/listImport/analyzeImport';
import type { ImportableList } from '../../../domain/listImport/importLists';

export interface ImportError {
  key: string;
  args: Record<string, string | number>;
  /** Row errors the server found (it validates again, with the same schema). */
  rows?: { row: number; issues: RowIssue[] }[];
}

const MAX_ROWS_SHOWN = 5;

/** Why a file cannot be used or why the server refused the import, in the admin's language. */
export function ImportErrorAlert({ error, list }: { error: ImportError; list: ImportableList }) {
  const translate = useTranslate();
  return (
    <Alert severity="error" role="alert">
      <AlertTitle>{translate(error.key, error.args)}</AlertTitle>
      {error.rows?.slice(0, MAX_ROWS_SHOWN).map((r) => (
        <Box key={r.row} component="div">
          {translate('app.administration.list_import.row_error', {
            row: r.row,
            problems: r.issues
              .map(
                (i) =>
                  `${translate(`resources.${list}.fields.${i.field}`, { _: i.field })}: ${translate(`app.administration.list_import.issues.${i.code}`, { _: i.message })}`,
              )
              .join('; '),
          })}
        </Box>
      ))}
    </Alert>
  );
}
