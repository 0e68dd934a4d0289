import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRefresh, type Identifier, type RaRecord } from 'react-admin';
import type { BackofficeDataProvider } from '../../providers/data';

/** The catalogue key of a refused command: the server's `code` when it sent one. */
export function commandErrorKey(error: unknown): string {
  const code = (error as { body?: { code?: unknown } })?.body?.code;
  return typeof code === 'string' && code.startsWith('app.') ? code : 'app.errors.server';
}

/**
 * Runs one domain command (POST <resource>/<id>/actions/<action>), then toasts `successKey`
 * and refreshes every query, so lists, the record and the figures show the server's result.
 */
export function useCommand(resource: string, action: string, successKey: string, onDone?: (record: RaRecord) => void) {
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, payload }: { id: Identifier | null; payload?: Record<string, unknown> }) =>
      dataProvider.runAction(resource, id, action, payload).then((r) => r.data),
    onSuccess: (record) => {
      notify(successKey, { type: 'success' });
      refresh();
      onDone?.(record);
    },
    onError: (error) => notify(commandErrorKey(error), { type: 'error' }),
  });
}
