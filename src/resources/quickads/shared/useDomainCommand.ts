import { useCallback, useState } from 'react';
import { useDataProvider, useNotify, useRefresh, type RaRecord } from 'react-admin';
import { canRunAction, findAction, type ActionDefinition } from '../../../domain/actions';
import type { CollectionName } from '../../../domain/collections';
import type { BackofficeDataProvider } from '../../../providers/data';
import { useAdminPermissions } from '../../../layout/permissions/useAdminPermissions';

interface ApiError {
  message?: string;
  body?: { code?: string; message?: string };
}

export interface DomainCommand {
  definition: ActionDefinition;
  /** The admin's role allows the command and the record's status lets it run now. */
  isAvailable: (record: RaRecord | undefined) => boolean;
  isPending: boolean;
  /** Runs the command; resolves true on success (toast, refresh), false on a refusal (toast). */
  run: (record: RaRecord, payload?: Record<string, unknown>) => Promise<boolean>;
}

/**
 * One domain command (src/domain/actions) for buttons: the same permission and status checks as
 * the server, the record's version sent along (a stale screen gets 409, not a silent overwrite),
 * and every outcome as a toast from the catalogue (the server's error code, else its message).
 */
export function useDomainCommand(resource: CollectionName, action: string, successKey: string): DomainCommand {
  const definition = findAction(resource, action);
  if (!definition) throw new Error(`No domain command ${action} on ${resource}`);
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const { can } = useAdminPermissions();
  const [isPending, setPending] = useState(false);

  const isAvailable = useCallback(
    (record: RaRecord | undefined) => !!record && can(definition.permission) && canRunAction(definition, record),
    [can, definition],
  );

  const run = useCallback(
    async (record: RaRecord, payload: Record<string, unknown> = {}) => {
      setPending(true);
      try {
        await dataProvider.runAction(resource, record.id, action, { ...payload, version: record.version });
        notify(successKey, { type: 'success' });
        return true;
      } catch (error) {
        const e = error as ApiError;
        notify(e.body?.code ?? 'app.errors.server', { type: 'error', messageArgs: { _: e.body?.message ?? e.message } });
        return false;
      } finally {
        setPending(false);
        // Success or refusal, the screen shows the record as the server has it now.
        refresh();
      }
    },
    [dataProvider, resource, action, notify, refresh, successKey],
  );

  return { definition, isAvailable, isPending, run };
}
