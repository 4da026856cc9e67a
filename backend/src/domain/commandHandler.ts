import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { waitForProjections } from '@annuaire/projections';
import {
  WrongExpectedRevisionError,
  type AppendResult,
  type EventMetadata,
  type EventStore,
  type NewEvent,
} from '@annuaire/shared';
import { DomainError, fold, type Decider, type DomainEvent, type HistoricEvent } from './decider';

export interface CommandOptions {
  readonly metadata: EventMetadata;
  readonly now?: Date;
  /**
   * `exact` (default) appends only if nobody wrote since the read, retrying on a race; `any` suits
   * commands whose outcome does not depend on the state (a deposit), which then never conflict.
   */
  readonly concurrency?: 'exact' | 'any';
  /** Deterministic event ids (process managers), so a re-run step is a no-op. */
  readonly eventIds?: (index: number) => string;
}

export interface CommandResult<E, S> {
  readonly events: E[];
  readonly state: S;
  /** Null when the decider found nothing to do. */
  readonly append: AppendResult | null;
}

const MAX_ATTEMPTS = 12;

/**
 * Read the stream, fold, decide, append at the revision read. On a concurrent write, start over
 * (with jittered backoff); after too many lost races, answer 409.
 */
export async function handleCommand<C, E extends DomainEvent, S>(
  store: EventStore,
  streamId: string,
  decider: Decider<C, E, S>,
  command: C,
  options: CommandOptions,
): Promise<CommandResult<E, S>> {
  for (let attempt = 1; ; attempt++) {
    const recorded = await store.readStream(streamId);
    const history = recorded.map((event) => ({ type: event.type, data: event.data, at: event.metadata.at }));
    const state = fold(decider, history as unknown as HistoricEvent<E>[]);
    const now = options.now ?? new Date();
    const events = decider.decide(command, state, { now, newId: randomUUID });
    if (events.length === 0) return { events, state, append: null };
    const revision = recorded.length === 0 ? 'no_stream' : recorded[recorded.length - 1]!.streamPosition;
    const newEvents: NewEvent[] = events.map((event, index) => ({
      ...(options.eventIds ? { id: options.eventIds(index) } : {}),
      type: event.type,
      data: event.data,
    }));
    try {
      const append = await store.append(streamId, newEvents, {
        expectedRevision: options.concurrency === 'any' ? 'any' : revision,
        metadata: { ...options.metadata, at: now.toISOString() },
      });
      const at = now.toISOString();
      const after = events.reduce((s, event) => decider.evolve(s, { ...event, at }), state);
      return { events, state: after, append };
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
      if (attempt >= MAX_ATTEMPTS) {
        throw new DomainError(409, 'concurrent_update', 'Too many simultaneous changes; please try again');
      }
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));
    }
  }
}

/**
 * A command runner for one aggregate: runs the command on its stream, then waits (bounded) until the
 * named read models have folded the new events, so the answer that follows reads the write.
 */
export function commandRunner<C extends { type: string }, E extends DomainEvent, S>(definition: {
  readonly stream: (id: string) => string;
  readonly decider: Decider<C, E, S>;
  readonly readModels: readonly string[];
  /** Commands whose outcome does not depend on the state append with `any` and never conflict. */
  readonly stateless?: ReadonlySet<C['type']>;
}) {
  return async (
    deps: { store: EventStore; db: Kysely<unknown>; now: () => Date },
    id: string,
    command: C,
    metadata: EventMetadata,
    options: Pick<CommandOptions, 'eventIds'> = {},
  ): Promise<CommandResult<E, S>> => {
    const result = await handleCommand(deps.store, definition.stream(id), definition.decider, command, {
      metadata,
      now: deps.now(),
      concurrency: definition.stateless?.has(command.type) ? 'any' : 'exact',
      ...options,
    });
    if (result.append) await waitForProjections(deps.db, definition.readModels, result.append.position);
    return result;
  };
}
