import type { CollectionName } from '../collections';
import type { Machine } from '../machine';
import type { Permission } from '../permissions';

/**
 * A domain command: POST /api/<resource>/<id>/actions/<name> with its payload as JSON body
 * (the schema is in payloads/, kept apart so the browser's buttons load no zod).
 * Where it may run from is said in one of two ways:
 * - `machine` + `transition`: the command moves the status; the transition's `from` lists
 *   the statuses it may start from, and the server writes `to`;
 * - `guard`: the command leaves the status as it is but still needs one of `from` in `field`
 *   (releasing escrow, issuing a strike).
 * `appliesTo` narrows a command to records with those field values (user requests share one
 * collection, and each type has its own commands).
 * `destructive` commands are confirmed in the UI first: they punish a user, remove content,
 * move money or access, or the specification asks for a confirmation.
 */
export interface ActionDefinition {
  resource: CollectionName;
  name: string;
  permission: Permission;
  machine?: Machine<string, string>;
  transition?: string;
  guard?: { field: string; from: readonly string[] };
  appliesTo?: Readonly<Record<string, string>>;
  destructive: boolean;
  /**
   * `collection`: POST /api/<resource>/actions/<name>, about no one record (inviting an admin,
   * granting a rate). Otherwise the command targets one record and is posted under its id.
   */
  scope?: 'collection';
  /**
   * false: the command writes no audit entry. Only for working state that decides nothing (a
   * flagged chat's claim and release, sent each time a moderator opens or leaves a chat); the
   * decision taken afterwards is audited as every other command.
   */
  audited?: false;
}

type Common = Omit<ActionDefinition, 'machine' | 'transition' | 'guard'>;

/** A command that applies `transition` of `machine`; the transition name is type-checked. */
export function transitionAction<S extends string, A extends string>(
  def: Common & { machine: Machine<S, A>; transition: NoInfer<A> },
): ActionDefinition {
  return def;
}

/** A command that does not move a status but may only run from the given statuses. */
export function guardedAction(def: Common & { guard: { field: string; from: readonly string[] } }): ActionDefinition {
  return def;
}

/** The path template of a command, as openapi.json and the data provider write it. */
export function actionPath(action: ActionDefinition): string {
  return action.scope === 'collection' ? `/${action.resource}/actions/${action.name}` : `/${action.resource}/{id}/actions/${action.name}`;
}

/**
 * The field a command inspects and the values of it that let the command run; null for a
 * command that no status restricts (collection-level commands such as granting a rate).
 */
export function sourceStatuses(action: ActionDefinition): { field: string; from: readonly string[] } | null {
  if (action.machine && action.transition) {
    return { field: action.machine.field, from: action.machine.transitions[action.transition].from };
  }
  return action.guard ?? null;
}

/**
 * Whether `action` may run on `record` as it is now: the record matches `appliesTo` and its
 * status is one the command starts from. The server answers 409 when this is false; the UI
 * hides or disables the button.
 */
export function canRunAction(action: ActionDefinition, record: Readonly<Record<string, unknown>>): boolean {
  for (const [field, value] of Object.entries(action.appliesTo ?? {})) {
    if (record[field] !== value) return false;
  }
  const source = sourceStatuses(action);
  return !source || source.from.includes(String(record[source.field] ?? ''));
}
