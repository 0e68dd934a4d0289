import type { Request } from 'express';
import type { Rec, Transaction } from '../store/store';
import type { AdminPrincipal } from '../context';

export interface ActionArgs<P = Record<string, unknown>> {
  /** The command's transaction: every read a check rests on goes through it. */
  tx: Transaction;
  /** The record the command targets, as the transaction read it (absent for collection-level commands). */
  record: Rec;
  payload: P;
  admin: AdminPrincipal;
  req: Request;
  /** The status the machine moves the record to, when the command has a transition. */
  nextStatus: string | null;
  /**
   * Adds what the command did beyond the record (a blocked address, say) to the command's one
   * audit entry, as changes from nothing to `details`.
   */
  auditDetails: (details: Record<string, unknown>) => void;
}

/**
 * Applies a command's effects through `tx` (all of them land in one write, with what it read
 * unchanged by anyone else meanwhile) and returns the updated target record. Throw an HttpError
 * to refuse (e.g. 409 for a business rule): nothing of the command is written.
 */
export type ActionHandler<P = Record<string, unknown>> = (args: ActionArgs<P>) => Promise<Rec>;

/** Handlers by resource, then by action name. */
export type ActionHandlers = Record<string, Record<string, ActionHandler>>;
