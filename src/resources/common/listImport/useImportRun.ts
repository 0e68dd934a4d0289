import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import type { BackofficeDataProvider } from '../../../providers/data/types';
import { describeError } from '../describeError';
import type { ImportError } from './ImportErrorAlert';
import type { ImportableList, ImportMode } from '../../../domain/listImport/importLists';
import { uploadImport, type ImportProgress } from './uploadImport';

/** Sends an import, tracks its progress, and on success toasts the outcome and reloads the list. */
export function useImportRun(list: ImportableList, onDone: () => void) {
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const [error, setError] = useState<ImportError | null>(null);
  const [running, setRunning] = useState(false);

  const run = async (mode: ImportMode, file?: { fileName: string; bytes: Uint8Array }) => {
    setError(null);
    setRunning(true);
    try {
      const result = await uploadImport(dataProvider, { list, mode, ...file }, setProgress);
      notify(`app.administration.list_import.done.${mode}`, {
        type: 'success',
        messageArgs: {
          added: result.added ?? 0,
          skipped: result.skipped ?? 0,
          removed: result.removed ?? 0,
          restored: result.restored ?? 0,
        },
      });
      await queryClient.invalidateQueries({ queryKey: ['list-imports'] });
      refresh();
      onDone();
    } catch (e) {
      const { key, args } = describeError(e);
      const rows = (e as { body?: { rows?: ImportError['rows'] } }).body?.rows;
      setError({ key, args, rows });
      notify(key, { type: 'error', messageArgs: args });
    } finally {
      setProgress(null);
      setRunning(false);
    }
  };

  return { run, progress, error, clearError: () => setError(null), busy: running };
}
