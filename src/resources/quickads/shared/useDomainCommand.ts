import { useCallback } from 'react';
import type { RaRecord } from 'react-admin';
import { canRunAction, findAction, type ActionDefinition } from '../../../domain/actions';
import type { CollectionName } from '../../../domain/collections';
import { useAdminPermissions } from '../../../layout/permissions/useAdminPermissions';
import { useCommandMutation } from '../../common/useCommandMutation';

export interface DomainCommand {
  definition: ActionDefinition;
  /** The admin's role allows the command and the record's status lets it run now. */
  isAvailable: (record: RaRecord | undefined) => boolean;
  isPending: boolean;
  /** Runs the command; resolves true on success (toast, refresh), false on a refusal (toast, refresh). */
  run: (record: RaRecord, payload?: Record<string, unknown>) => Promise<boolean>;
}

/**
 * One domain command (src/domain/actions) for buttons that act on a record given to them (rows of
 * a list): the same permission and status checks as the server, the record's version sent along
 * (a stale screen gets 409, not a silent overwrite), the outcome as a toast (useCommandMutation).
 */
export function useDomainCommand(resource: CollectionName, action: string, successKey: string): DomainCommand {
  const definition = findAction(resource, action);
  if (!definition) throw new Error(`No domain command ${action} on ${resource}`);
  const { can } = useAdminPermissions();
  const mutation = useCommandMutation(resource, action, { doneKey: successKey });
  const { mutateAsync } = mutation;

  const isAvailable = useCallback(
    (record: RaRecord | undefined) => !!record && can(definition.permission) && canRunAction(definition, record),
    [can, definition],
  );

  const run = useCallback(
    (record: RaRecord, payload: Record<string, unknown> = {}) =>
      mutateAsync({ id: record.id, payload: { ...payload, version: record.version } }).then(
        () => true,
        () => false,
      ),
    [mutateAsync],
  );

  return { definition, isAvailable, isPending: mutation.isPending, run };
}
