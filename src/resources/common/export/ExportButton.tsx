import { useRef, useState } from 'react';
import DownloadIcon from '@mui/icons-material/GetApp';
import { Box, Button as MuiButton, LinearProgress, Snackbar, Typography } from '@mui/material';
import { Button, useDataProvider, useListContext, useLocaleState, useLogoutIfAccessDenied, useNotify, useTranslate } from 'react-admin';
import type { BackofficeDataProvider } from '../../../providers/data';
import { EXPORT_COLUMNS } from '../../../domain/exports/exportDefinitions';
import { useLocaleFormat } from '../../../providers/useLocaleFormat';
import { saveFile } from './saveFile';

interface Progress {
  rows: number;
  total: number | null;
}

/**
 * Export as the server writes it: every row of the list's query (its filters, its sort, the top-bar
 * search) in the admin's language, streamed; a snackbar counts the rows as they arrive and can
 * cancel. Takes the place of react-admin's ExportButton, which fetched at most a page of 1 000
 * rows and wrote them in the browser.
 */
export function ExportButton({ label = 'ra.action.export' }: { label?: string }) {
  const { filter, filterValues, sort, resource, total } = useListContext();
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const translate = useTranslate();
  const format = useLocaleFormat();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const [progress, setProgress] = useState<Progress | null>(null);
  const abort = useRef<AbortController | null>(null);
  if (!resource || !(resource in EXPORT_COLUMNS)) return null;

  const start = async () => {
    const controller = new AbortController();
    abort.current = controller;
    setProgress({ rows: 0, total: null });
    try {
      const file = await dataProvider.exportList(resource, {
        filter: { ...filterValues, ...filter },
        sort,
        locale,
        timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        signal: controller.signal,
        onProgress: (rows, all) => setProgress({ rows, total: all }),
      });
      saveFile(file.blob, file.filename);
      notify('app.exports.done', { type: 'info', messageArgs: { smart_count: file.rows, rows: format.number(file.rows) } });
    } catch (e) {
      if (controller.signal.aborted) return;
      // A session that ended signs out like any other refused request; nothing is saved.
      if (await logoutIfAccessDenied(e)) return;
      const body = (e as { body?: { code?: string } }).body;
      const message = body?.code ? translate(body.code, { _: (e as Error).message }) : (e as Error).message;
      notify('app.exports.failed', { type: 'error', messageArgs: { message } });
    } finally {
      abort.current = null;
      setProgress(null);
    }
  };

  const text =
    progress && progress.total !== null
      ? translate('app.exports.progress', { rows: format.number(progress.rows), total: format.number(progress.total) })
      : translate('app.exports.preparing');
  return (
    <>
      <Button label={label} onClick={start} disabled={progress !== null || total === 0}>
        <DownloadIcon />
      </Button>
      <Snackbar open={progress !== null} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
        <Box
          role="status"
          aria-live="polite"
          sx={{ bgcolor: 'background.paper', color: 'text.primary', boxShadow: 6, borderRadius: 1, p: 2, minWidth: 280, maxWidth: '90vw' }}
        >
          <Typography variant="body2" data-export-progress>
            {text}
          </Typography>
          <LinearProgress
            sx={{ my: 1 }}
            variant={progress?.total ? 'determinate' : 'indeterminate'}
            value={progress?.total ? Math.min(100, (100 * progress.rows) / progress.total) : undefined}
            aria-label={text}
          />
          <MuiButton size="small" onClick={() => abort.current?.abort()}>
            {translate('app.exports.cancel')}
          </MuiButton>
        </Box>
      </Snackbar>
    </>
  );
}
