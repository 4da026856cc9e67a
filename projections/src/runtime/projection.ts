import type { Transaction } from 'kysely';
import type { RecordedEvent } from '@annuaire/shared';

/**
 * A read model: which events it folds, the tables it owns, and how a batch of events changes them.
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

const NAME = /^[a-z][a-z0-9_]{0,40}$/;

export function defineProjection<DB>(projection: Projection<DB>): Projection<DB> {
  if (!NAME.test(projection.name) || projection.name.includes('__')) {
    throw new Error(`Projection name ${projection.name} must be a lowercase identifier without "__"`);
  }
  return projection;
}

/** The schema that serves queries, and the one a rebuild fills before the swap. */
export const liveSchema = (projection: Pick<Projection, 'name'>) => projection.name;
export const nextSchema = (projection: Pick<Projection, 'name'>) => `${projection.name}__next`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a registry holds projections of many table shapes
export type AnyProjection = Projection<any>;
