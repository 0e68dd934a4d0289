import type { RaRecord } from 'react-admin';
import { canRunAction, findAction, type ActionDefinition } from '../../domain/actions';
import { useAdminPermissions } from '../../layout/permissions/useAdminPermissions';
import { useCommandMutation, type CommandMutationOptions } from './useCommandMutation';

export interface Command {
  definition: ActionDefinition;
  /** The admin's role may run it (otherwise the button is not shown). */
  allowed: boolean;
  /** The record's status lets it run now (otherwise the button is disabled). */
  runnable: boolean;
  run: (payload?: Record<string, unknown>, options?: { onSettled?: () => void }) => void;
  isPending: boolean;
}

export type CommandOptions = CommandMutationOptions;

/**
 * One domain command on one record: permission and status checks from the shared definition,
 * then the call (useCommandMutation) with the record's version, so a stale screen gets 409
 * instead of acting on what it no longer shows.
 */
export function useCommand(resource: string, action: string, record: RaRecord | undefined, { doneKey, onSuccess }: CommandOptions): Command {
  const definition = findAction(resource, action);
  if (!definition) throw new Error(`No domain command ${resource}/${action}`);
  const { can } = useAdminPermissions();
  const mutation = useCommandMutation(resource, action, { doneKey, onSuccess });
  return {
    definition,
    allowed: can(definition.permission),
    runnable: !!record && canRunAction(definition, record),
    run: (payload = {}, options) => mutation.mutate({ id: record!.id, payload: { ...payload, version: record!.version } }, { onSettled: options?.onSettled }),
    isPending: mutation.isPending,
  };
}
