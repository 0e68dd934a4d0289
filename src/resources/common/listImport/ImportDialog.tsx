import { useMemo, useState } from 'react';
import { Alert, Dialog, DialogActions, DialogContent, DialogTitle, Divider, LinearProgress, Stack } from '@mui/material';
import { Confirm, useTranslate } from 'react-admin';
import { AppButton } from '../../../shell/buttons/AppButton';
import { analyzeFile } from '../../../domain/listImport/analyzeFile';
import { ImportFileError } from '../../../domain/listImport/importFile';
import { IMPORT_LISTS, entryKey, type ImportableList, type ImportMode } from '../../../domain/listImport/importLists';
import { EntriesInUseAlert } from './EntriesInUseAlert';
import { useListUsage } from './useListUsage';
import { ImportErrorAlert, type ImportError } from './ImportErrorAlert';
import { ImportFilePicker } from './ImportFilePicker';
import { ImportModePicker } from './ImportModePicker';
import { ImportPreview } from './ImportPreview';
import { ImportProgressBar } from './ImportProgressBar';
import { ImportTemplateLinks } from './ImportTemplateLinks';
import { readImportFile, type ReadFile } from './readImportFile';
import { RevertSummary } from './RevertSummary';
import { useExistingKeys } from './useExistingKeys';
import { useImportRun } from './useImportRun';
import { useLatestImport } from './useLatestImport';

const needsFile = (mode: ImportMode) => mode === 'add_more' || mode === 'replace';

function fileErrorOf(e: ImportFileError): ImportError {
  return {
    key: `app.administration.list_import.file_errors.${e.code}`,
    args: { ...(e.detail as Record<string, string | number>), _: e.message },
  };
}

/**
 * Import a List Manager list: pick a mode; for add more and replace pick a file, which is checked
 * and previewed here (same schema as the server) before anything is sent; destructive modes ask
 * for confirmation; applying shows the upload's real progress.
 */
export default function ImportDialog({ list, onClose }: { list: ImportableList; onClose: () => void }) {
  const translate = useTranslate();
  const cfg = IMPORT_LISTS[list];
  const [mode, setMode] = useState<ImportMode>('add_more');
  const [file, setFile] = useState<ReadFile | null>(null);
  const [fileError, setFileError] = useState<ImportError | null>(null);
  const [reading, setReading] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const existing = useExistingKeys(cfg);
  const { latest, isPending: latestPending } = useLatestImport(list, mode === 'revert');
  const { run, progress, error, clearError, busy } = useImportRun(list, onClose);
  const removes = mode === 'replace' || mode === 'delete_all';
  const usage = useListUsage(list, removes);

  const preview = useMemo(
    () => (file && needsFile(mode) ? analyzeFile(cfg, file.table, mode, existing.keys) : null),
    [cfg, file, mode, existing.keys],
  );
  const problem = fileError ?? (preview?.error ? fileErrorOf(preview.error) : null);
  // The entries this import would remove that users still use: the server would refuse it.
  const inUse = useMemo(() => {
    if (!removes || (mode === 'replace' && !preview?.analysis)) return [];
    const kept = new Set((preview?.analysis?.accepted ?? []).map((r) => entryKey(cfg, r)));
    return (usage.data?.entries ?? []).filter((e) => existing.keys.has(e.key) && !kept.has(e.key));
  }, [removes, mode, preview, cfg, usage.data, existing.keys]);
  const rows = preview?.analysis?.accepted.length ?? 0;
  const ready =
    (needsFile(mode)
      ? !!preview?.analysis && preview.analysis.counts.invalid === 0 && rows > 0
      : mode === 'revert'
        ? !!latest
        : existing.total > 0) &&
    (!removes || (usage.isSuccess && inUse.length === 0));
  const applyLabel = translate(`app.administration.list_import.apply.${mode}`, { smart_count: rows });
  const changeMode = (next: ImportMode) => {
    clearError();
    setMode(next);
  };

  const pick = async (picked: File) => {
    setFile(null);
    setFileError(null);
    setReading(true);
    try {
      setFile(await readImportFile(picked));
    } catch (e) {
      // A reader failure outside our checks (the spreadsheet chunk failed to load, say) is still "cannot read this file".
      setFileError(fileErrorOf(e instanceof ImportFileError ? e : new ImportFileError('malformed', (e as Error).message)));
    } finally {
      setReading(false);
    }
  };
  const apply = () => void run(mode, needsFile(mode) && file ? { fileName: file.fileName, bytes: file.bytes } : undefined);

  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="md" fullWidth aria-labelledby="import-dialog-title">
      <DialogTitle id="import-dialog-title">
        {translate('app.administration.list_import.title', { list: translate(`resources.${list}.name`, { smart_count: 2 }) })}
      </DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <ImportModePicker value={mode} onChange={changeMode} disabled={busy} />
          <Divider />
          {needsFile(mode) ? (
            <>
              <ImportFilePicker fileName={file?.fileName ?? null} onFile={(f) => void pick(f)} disabled={busy || reading} />
              <ImportTemplateLinks cfg={cfg} />
              {reading ? <LinearProgress aria-label={translate('app.administration.list_import.reading')} /> : null}
              {mode === 'replace' ? (
                <Alert severity="warning">
                  {translate('app.administration.list_import.replace_warning', { smart_count: existing.total })}
                </Alert>
              ) : null}
              {problem ? <ImportErrorAlert error={problem} list={list} /> : null}
              {mode === 'replace' ? <EntriesInUseAlert entries={inUse} labels={existing.labels} mode="replace" /> : null}
              {preview?.analysis ? <ImportPreview key={`${file?.fileName}-${mode}`} cfg={cfg} analysis={preview.analysis} /> : null}
            </>
          ) : mode === 'revert' ? (
            <RevertSummary latest={latest} isPending={latestPending} />
          ) : (
            <>
              <Alert severity={existing.total ? 'warning' : 'info'}>
                {translate(
                  existing.total ? 'app.administration.list_import.delete_all_warning' : 'app.administration.list_import.already_empty',
                  { smart_count: existing.total },
                )}
              </Alert>
              <EntriesInUseAlert entries={inUse} labels={existing.labels} mode="delete_all" />
            </>
          )}
          {error ? <ImportErrorAlert error={error} list={list} /> : null}
          {progress ? <ImportProgressBar progress={progress} /> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <AppButton variant="cancel" onClick={onClose} disabled={busy}>
          {translate('app.common.cancel')}
        </AppButton>
        <AppButton
          variant={mode === 'add_more' ? 'primary' : 'error'}
          onClick={() => (mode === 'add_more' ? apply() : setConfirming(true))}
          disabled={!ready || busy || reading}
        >
          {applyLabel}
        </AppButton>
      </DialogActions>
      <Confirm
        isOpen={confirming}
        title={`app.administration.list_import.confirm.${mode}_title`}
        content={`app.administration.list_import.confirm.${mode}_content`}
        translateOptions={{ list: translate(`resources.${list}.name`, { smart_count: 2 }), smart_count: existing.total, rows }}
        confirm={applyLabel}
        cancel="app.common.cancel"
        confirmColor="warning"
        onConfirm={() => {
          setConfirming(false);
          apply();
        }}
        onClose={() => setConfirming(false)}
      />
    </Dialog>
  );
}
