import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRefresh, type Identifier, type RaRecord } from 'react-admin';
import type { BackofficeDataProvider } from '../../providers/data';
import { describeError } from './describeError';

export interface CommandMutationOptions {
  /** Catalogue key of the success toast. */
  doneKey: string;
  /**
   * A toast that says more than `doneKey` when the result shows the command did more (a strike
   * that also suspended the account); null keeps `doneKey`.
   */
  doneMessage?: (result: RaRecord) => { key: string; args?: Record<string, unknown> } | null;
  /** After the success toast; every query is refreshed unless this returns false. */
  onSuccess?: (data: RaRecord) => boolean | void;
  /** Interpolated into the success toast, besides the fields the command was sent (an IP, an email). */
  messageArgs?: Record<string, unknown>;
  /**
   * A decision taken from a queue's row: the row stays where it is, showing its new state, until
   * the admin moves on (another page, filter or screen, or another command), so the next row
   * never slides under a second click. Everything else is refreshed as usual.
   */
  keepRowUntilRefresh?: boolean;
}

/** The lists of `resource` hold the command's result in place of the record it acted on. */
function keepRowInPlace(queryClient: QueryClient, resource: string, result: RaRecord): void {
  queryClient.setQueriesData<{ data?: RaRecord[] }>({ queryKey: [resource, 'getList'] }, (list) =>
    list?.data ? { ...list, data: list.data.map((row) => (row.id === result.id ? { ...row, ...result } : row)) } : list,
  );
  void queryClient.invalidateQueries({ predicate: (q) => !(q.queryKey[0] === resource && q.queryKey[1] === 'getList') });
}

export interface CommandCall {
  /** The target record, or null for a command on the collection (`grant`, `invite`). */
  id: Identifier | null;
  payload?: Record<string, unknown>;
  /**
   * For a call without `version` in its payload: the user action's Idempotency-Key, made once
   * when the action starts, so a retry of the mutation sends the same one and applies once.
   */
  idempotencyKey?: string;
}

/**
 * Runs one domain command (POST <resource>/<id>/actions/<action>) through the data provider,
 * then toasts the outcome (the server's code as the message of a refusal) and refreshes, so
 * lists, the record and the figures show what the server now holds, after a refusal too.
 */
export function useCommandMutation(
  resource: string,
  action: string,
  { doneKey, doneMessage, onSuccess, messageArgs, keepRowUntilRefresh }: CommandMutationOptions,
) {
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, payload, idempotencyKey }: CommandCall) =>
      (idempotencyKey
        ? dataProvider.runAction(resource, id, action, payload, { idempotencyKey })
        : dataProvider.runAction(resource, id, action, payload)
      ).then((r) => r.data),
    onSuccess: (data, call) => {
      const message = doneMessage?.(data) ?? { key: doneKey, args: { ...call.payload, ...messageArgs } };
      notify(message.key, { type: 'success', messageArgs: message.args });
      if (onSuccess?.(data) === false) return;
      if (keepRowUntilRefresh && data?.id !== undefined) keepRowInPlace(queryClient, resource, data);
      else refresh();
    },
    onError: (error) => {
      const { key, args } = describeError(error);
      notify(key, { type: 'error', messageArgs: args });
      refresh();
    },
  });
}
