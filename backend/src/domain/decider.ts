import type { HistoricEvent } from '@annuaire/shared';

export type { HistoricEvent };

/** An event as deciders see it: type and payload. */
export interface DomainEvent<TType extends string = string, TData = unknown> {
  readonly type: TType;
  readonly data: TData;
}

/** Time and identity come in from outside, so deciders stay pure and their specs deterministic. */
export interface DecisionContext {
  readonly now: Date;
  readonly newId: () => string;
}

/**
 * A pure aggregate: `decide` turns a command and the current state into new events (or throws a
 * DomainError), `evolve` folds an event into the state.
 */
export interface Decider<C, E extends DomainEvent, S> {
  readonly initialState: S;
  evolve(state: S, event: HistoricEvent<E>): S;
  decide(command: C, state: S, context: DecisionContext): E[];
}

export function fold<E extends DomainEvent, S>(
  decider: Pick<Decider<unknown, E, S>, 'initialState' | 'evolve'>,
  events: readonly HistoricEvent<E>[],
): S {
  return events.reduce(decider.evolve, decider.initialState);
}

/** A business rule said no. Carries the HTTP status and a stable code for the API's error middleware. */
export class DomainError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const notFoundError = (what: string) => new DomainError(404, 'not_found', `${what} not found`);
export const conflictError = (code: string, message: string) => new DomainError(409, code, message);
export const forbiddenError = (code: string, message: string) => new DomainError(403, code, message);
