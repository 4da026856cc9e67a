import type { EventDefinition, EventMetadata } from '@annuaire/shared';

/** An event a spec says happened, before the read-model harness gives it a place in the log. */
export interface GivenEvent {
  readonly streamId: string;
  readonly type: string;
  readonly data: unknown;
  readonly metadata: Partial<EventMetadata>;
}

/**
 * `definition`'s event on `streamId`, its payload checked against the definition's schema as the
 * store checks it at append: a spec cannot fold an event the product could never write.
 */
export function happened<T extends string, P>(
  definition: EventDefinition<T, P>,
  streamId: string,
  data: NoInfer<P>,
  metadata: Partial<EventMetadata> = {},
): GivenEvent {
  return { streamId, type: definition.type, data: definition.schema.parse(data), metadata };
}
