import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRefresh, type RaRecord } from 'react-admin';
import { canRunAction, findAction, type ActionDefinition } from '../../domain/actions';
import { useAdminPermissions } from '../../layout/permissions/useAdminPermissions';
import type { BackofficeDataProvider } from '../../providers/data';
import { describeError } from './describeError';

export interface Command {
  definition: ActionDefinition;
  /** The admin's role may run it (otherwise the button is not shown). */
  allowed: boolean;
  /** The record's status lets it run now (otherwise the button is disabled). */
  runnable: boolean;
  run: (payload?: Record<string, unknown>, options?: { onSettled?: () => void }) => void;
  isPending: boolean;
}

export interface CommandOptions {
  /** Catalogue key of the success toast. */
  doneKey: string;
  /** After the success toast; the screen is refreshed unless this returns false. */
  onSuccess?: (data: RaRecord) => boolean | void;
}

/**
 * One domain command on one record: permission and status checks from the shared definition,
 * the call through `runAction` (with the record's version, so a stale screen gets 409 instead
 * of acting on what it no longer shows), a toast for the outcome and a refresh.
 */
export function useCommand(resource: string, action: string, record: RaRecord | undefined, { doneKey, onSuccess }: CommandOptions): Command {
  const definition = findAction(resource, action);
  if (!definition) throw new Error(`No domain command ${resource}/${action}`);
  const { can } = useAdminPermissions();
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const mutation = useMutation({
    mutationFn: (payload: Record<string, unknown>) => dataProvider.runAction(resource, record!.id, action, { ...payload, version: record!.version }),
    onSuccess: ({ data }) => {
      notify(doneKey, { type: 'success' });
      if (onSuccess?.(data) !== false) refresh();
    },
    onError: (error) => {
      const { key, args } = describeError(error);
      notify(key, { type: 'error', messageArgs: args });
      refresh();
    },
  });
  return {
    definition,
    allowed: can(definition.permission),
    runnable: !!record && canRunAction(definition, record),
    run: (payload = {}, options) => mutation.mutate(payload, { onSettled: options?.onSettled }),
    isPending: mutation.isPending,
  };
}
