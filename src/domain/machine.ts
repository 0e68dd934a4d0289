/**
 * A status machine: the states a record's status field can take, and the named
 * actions that move it. The server refuses an action whose source status is not
 * listed (409); the UI hides or disables the button the same way.
 */
export interface Transition<S extends string> {
  from: readonly S[];
  to: S;
}

export interface Machine<S extends string, A extends string> {
  name: string;
  field: string;
  states: readonly S[];
  initial: S;
  transitions: Record<A, Transition<S>>;
}

export function defineMachine<const S extends string, const A extends string>(m: Machine<S, A>): Machine<S, A> {
  for (const [action, t] of Object.entries(m.transitions) as [string, Transition<S>][]) {
    for (const s of [...t.from, t.to]) {
      if (!m.states.includes(s)) throw new Error(`${m.name}: action ${action} names unknown state ${s}`);
    }
  }
  return m;
}

export function canTransition<S extends string, A extends string>(m: Machine<S, A>, status: string, action: A): boolean {
  const t = m.transitions[action];
  return !!t && (t.from as readonly string[]).includes(status);
}

export function nextStatus<S extends string, A extends string>(m: Machine<S, A>, status: string, action: A): S {
  if (!canTransition(m, status, action)) {
    throw new TransitionError(m.name, status, action);
  }
  return m.transitions[action].to;
}

export class TransitionError extends Error {
  constructor(
    public machine: string,
    public status: string,
    public action: string,
  ) {
    super(`Cannot ${action} a ${machine} whose status is ${status}`);
  }
}
