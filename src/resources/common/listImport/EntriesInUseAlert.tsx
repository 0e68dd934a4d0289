import { Alert, AlertTitle, Box } from '@mui/material';
import { useTranslate } from 'react-admin';

const SHOWN = 8;

/**
 * The entries an import would remove that users still use: the server refuses such a replace or
 * delete, so the dialog says so before anything is confirmed (and disables the button).
 */
export function EntriesInUseAlert({
  entries,
  labels,
  mode,
}: {
  entries: { key: string; users: number }[];
  labels: ReadonlyMap<string, string>;
  mode: 'replace' | 'delete_all';
}) {
  const translate = useTranslate();
  if (!entries.length) return null;
  const sorted = [...entries].sort((a, b) => b.users - a.users);
  return (
    <Alert severity="error" data-testid="entries-in-use">
      <AlertTitle>{translate('app.administration.list_import.in_use.title', { smart_count: entries.length })}</AlertTitle>
      {translate(`app.administration.list_import.in_use.${mode}`)}
      <Box component="ul" sx={{ my: 1, pl: 3 }}>
        {sorted.slice(0, SHOWN).map((e) => (
          <li key={e.key}>
            {translate('app.administration.list_import.in_use.entry', { entry: labels.get(e.key) ?? e.key, smart_count: e.users })}
          </li>
        ))}
      </Box>
      {sorted.length > SHOWN ? translate('app.administration.list_import.in_use.more', { smart_count: sorted.length - SHOWN }) : null}
    </Alert>
  );
}
