import type { z } from 'zod';

/**
 * One event type of the catalogue: its current payload schema and version, and how to lift payloads
 * written by older versions (`upcasters[v]` turns a version-v payload into version v+1).
 */
export interface EventDefinition<TType extends string = string, TData = unknown> {
  readonly type: TType;
  readonly version: number;
  readonly schema: z.ZodType<TData>;
  readonly upcasters: Readonly<Record<number, (data: unknown) => unknown>>;
}

export function defineEvent<TType extends string, TData>(
  type: TType,
  schema: z.ZodType<TData>,
  options: { version?: number; upcasters?: Record<number, (data: unknown) => unknown> } = {},
): EventDefinition<TType, TData> {
  const version = options.version ?? 1;
  const upcasters = options.upcasters ?? {};
  for (let v = 1; v < version; v++) {
    if (!upcasters[v]) throw new Error(`Event ${type} v${version} lacks an upcaster from v${v}`);
  }
  return { type, version, schema, upcasters };
}

/**
 * The `{type, data}` union of a list of definitions: `DataOf<(typeof userEvents)[number]>` is every user
 * event as a discriminated union on `type`, with its payload typed from its schema.
 */
export type DataOf<D> = D extends EventDefinition<infer T, infer P> ? { type: T; data: P } : never;

/** Every event type the store accepts, by type name. Unknown types are refused at the boundary. */
export type EventCatalogue = ReadonlyMap<string, EventDefinition>;

export function createCatalogue(...groups: ReadonlyArray<readonly EventDefinition[]>): EventCatalogue {
  const catalogue = new Map<string, EventDefinition>();
  for (const definition of groups.flat()) {
    if (catalogue.has(definition.type)) throw new Error(`Event type ${definition.type} is defined twice`);
    catalogue.set(definition.type, definition);
  }
  return catalogue;
}
