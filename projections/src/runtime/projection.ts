import type { Transaction } from 'kysely';
import { parseStreamName, type EventDefinition, type RecordedEvent } from '@annuaire/shared';

/** A stream name split once into its category and the aggregate's id (`user-42` → `user`, `42`). */
export type StreamName = ReturnType<typeof parseStreamName>;

/**
 * A recorded event typed by its definition, with its stream name parsed. A union over the definitions,
 * so a switch on `type` narrows `data`.
 */
export type ProjectedEvent<D extends EventDefinition = EventDefinition> =
  D extends EventDefinition<infer T, infer P> ? RecordedEvent<T, P> & { readonly stream: StreamName } : never;

/**
 * A read model as the runtime runs it: which event types it folds, the tables it owns, and how a batch
 * of events changes them. Write one with `defineProjection`, which types the handler.
 *
 * The tables live in a PostgreSQL schema named after the projection. A rebuild fills a fresh schema
 * while the old one keeps serving, then swaps the two atomically, so `createTables` must only use the
 * schema name it is given and the handler only unqualified table names (the transaction it receives is
 * already bound to the right schema).
 */
export interface Projection<DB = unknown> {
  /** Lowercase identifier; also the name of the schema holding the tables. */
  readonly name: string;
  /** Bump when the tables or the handler change meaning: the worker then rebuilds the read model. */
  readonly version: number;
  /** Event types handled; null for every type. */
  readonly eventTypes: readonly string[] | null;
  /** Unqualified names of the tables the projection owns (for operators and health output). */
  readonly tables: readonly string[];
  /** DDL creating the tables (and indexes) inside `schema`. */
  createTables(schema: string): string;
  /** Applies a batch in log order. Runs in the transaction that also moves the checkpoint. */
  handle(events: readonly RecordedEvent[], trx: Transaction<DB>): Promise<void>;
}

/** What a read model declares: the definitions of the events it folds, and a handler typed by them. */
export interface ProjectionDefinition<DB, D extends EventDefinition> extends Omit<
  Projection<DB>,
  'eventTypes' | 'handle'
> {
  /** The events folded (the log is read filtered on their types), or `'all'` for every event. */
  readonly events: readonly D[] | 'all';
  /**
   * Applies a batch in log order. Runs in the transaction that also moves the checkpoint. Annotate
   * `trx` with the read model's tables (`Transaction<XDatabase>`): that is where `DB` is inferred from.
   */
  handle(events: readonly ProjectedEvent<D>[], trx: Transaction<DB>): Promise<void>;
}

const NAME = /^[a-z][a-z0-9_]{0,40}$/;

/**
 * Both type parameters are inferred, never written: `D` from `events`, `DB` from the handler's `trx`
 * annotation. (Written explicitly, a lone `DB` would leave the events untyped; TypeScript refuses it.)
 */
export function defineProjection<D extends EventDefinition, DB>(
  definition: ProjectionDefinition<DB, D>,
): Projection<DB> {
  const { name, version, events, tables, createTables, handle } = definition;
  if (!NAME.test(name) || name.includes('__')) {
    throw new Error(`Projection name ${name} must be a lowercase identifier without "__"`);
  }
  return {
    name,
    version,
    eventTypes: events === 'all' ? null : [...new Set(events.map((event) => event.type))],
    tables,
    createTables,
    handle: (recorded, trx) => handle(project<D>(recorded), trx),
  };
}

/**
 * The one place events are typed. Sound by construction: the store read only the declared types,
 * each payload was checked against its definition's schema when written, and older versions are
 * upcast to the current one when read (shared/events/boundary.ts).
 */
function project<D extends EventDefinition>(events: readonly RecordedEvent[]): readonly ProjectedEvent<D>[] {
  const parsed = events.map((event) => ({ ...event, stream: parseStreamName(event.streamId) }));
  return parsed as unknown as readonly ProjectedEvent<D>[];
}

/** The schema that serves queries, and the one a rebuild fills before the swap. */
export const liveSchema = (projection: Pick<Projection, 'name'>) => projection.name;
export const nextSchema = (projection: Pick<Projection, 'name'>) => `${projection.name}__next`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a registry holds projections of many table shapes
export type AnyProjection = Projection<any>;
