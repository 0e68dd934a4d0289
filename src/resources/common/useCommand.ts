import { useCallback } from 'react';
import type { RaRecord } from 'react-admin';
import { canRunAction, findAction, type ActionDefinition } from '../../domain/actions';
import { useAdminPermissions } from '../../layout/permissions/useAdminPermissions';
import { useCommandMutation, type CommandMutationOptions } from './useCommandMutation';

export type CommandOptions = CommandMutationOptions;

export interface DomainCommand {
  definition: ActionDefinition;
  /** The admin's role may run it. */
  allowed: boolean;
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
export function useDomainCommand(resource: string, action: string, options: CommandOptions): DomainCommand {
  const definition = findAction(resource, action);
  if (!definition) throw new Error(`No domain command ${resource}/${action}`);
  const { can } = useAdminPermissions();
  const allowed = can(definition.permission);
  const mutation = useCommandMutation(resource, action, options);
  const { mutateAsync } = mutation;

  const isAvailable = useCallback((record: RaRecord | undefined) => !!record && allowed && canRunAction(definition, record), [allowed, definition]);

  const run = useCallback(
    (record: RaRecord, payload: Record<string, unknown> = {}) =>
      mutateAsync({ id: record.id, payload: { ...payload, version: record.version } }).then(
        () => true,
        () => false,
      ),
    [mutateAsync],
  );

  return { definition, allowed, isAvailable, isPending: mutation.isPending, run };
}

export interface Command {
  definition: ActionDefinition;
  /** The admin's role may run it (otherwise the button is not shown). */
  allowed: boolean;
  /** The record's status lets it run now (otherwise the button is disabled). */
  runnable: boolean;
  run: (payload?: Record<string, unknown>, options?: { onSettled?: () => void }) => void;
  isPending: boolean;
}

/** One domain command bound to one record (the record of a show page or of a review screen). */
export function useCommand(resource: string, action: string, record: RaRecord | undefined, options: CommandOptions): Command {
  const command = useDomainCommand(resource, action, options);
  return {
    definition: command.definition,
    allowed: command.allowed,
    runnable: !!record && canRunAction(command.definition, record),
    run: (payload = {}, settled) => void command.run(record!, payload).then(() => settled?.onSettled?.()),
    isPending: command.isPending,
  };
}
