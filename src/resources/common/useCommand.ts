import type { RaRecord } from 'react-admin';
import { canRunAction, findAction, type ActionDefinition } from '../../domain/actions';
import { useAdminPermissions } from '../../shell/permissions/useAdminPermissions';
import { useCommandMutation, type CommandMutationOptions } from './useCommandMutation';
import { newIdempotencyKey } from '../../providers/data/idempotencyKey';

export type CommandOptions = CommandMutationOptions;

export interface RunOptions {
  onSettled?: () => void;
  onError?: (error: unknown) => void;
}

export interface Command {
  definition: ActionDefinition;
  /** The admin's role may run it (otherwise the button is not shown). */
  allowed: boolean;
  /** The role allows it and the record's status lets it run now (otherwise the button is disabled). */
  runnable: boolean;
  /**
   * Runs the command with the record's version (a stale screen gets 409, not a silent overwrite),
   * or, for a collection's command, with a new Idempotency-Key;
   * toasts the outcome and refreshes. Resolves the command's result, or undefined after a refusal
   * (given to `onError`, for a form that shows the server's field errors).
   */
  run: (payload?: Record<string, unknown>, options?: RunOptions) => Promise<RaRecord | undefined>;
  isPending: boolean;
}

/**
 * The one hook behind every command of the app (src/domain/actions): the same permission and
 * status checks as the server, bound to the record it acts on, or to `null` for a command on the
 * collection (grant, invite, unblock_ip). CommandButton is built on it; dialogs of their own
 * (a refund plan, a rate, a reply) use it directly.
 */
export function useCommand(resource: string, action: string, record: RaRecord | null | undefined, options: CommandOptions): Command {
  const definition = findAction(resource, action);
  if (!definition) throw new Error(`No domain command ${resource}/${action}`);
  const { can } = useAdminPermissions();
  const allowed = can(definition.permission);
  const mutation = useCommandMutation(resource, action, options);
  const runnable = allowed && (record === null || (!!record && canRunAction(definition, record)));
  const run = (payload: Record<string, unknown> = {}, settled: RunOptions = {}) =>
    mutation
      .mutateAsync(
        record
          ? { id: record.id, payload: { ...payload, version: record.version } }
          : // A collection's command has no version: its key makes a repeat of this action harmless.
            { id: null, payload, idempotencyKey: newIdempotencyKey() },
      )
      .then(
        (result): RaRecord | undefined => result,
        (error: unknown) => {
          settled.onError?.(error);
          return undefined;
        },
      )
      .then((result) => {
        settled.onSettled?.();
        return result;
      });
  return { definition, allowed, runnable, run, isPending: mutation.isPending };
}
