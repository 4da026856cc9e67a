import type { z } from 'zod';
import type { EventCatalogue } from './catalogue';
import { InvalidEventError } from './errors';
import { EventMetadata } from './metadata';
import type { NewEvent } from './store';

/** An event checked against the catalogue, ready to be written by an adapter. */
export interface ValidatedEvent {
  readonly id: string;
  readonly type: string;
  readonly version: number;
  readonly data: unknown;
}

function issuesOf(error: z.ZodError, prefix: string) {
  return error.issues.map((issue) => ({
    path: [prefix, ...issue.path.map(String)].filter(Boolean).join('.'),
    message: issue.message,
  }));
}

/**
 * The write boundary: every event's type must be catalogued and its payload must match the current
 * schema, and the metadata must be complete. Throws before anything is written.
 */
export function validateEvents(
  catalogue: EventCatalogue,
  events: readonly NewEvent[],
  metadata: EventMetadata,
  newId: () => string,
): { events: ValidatedEvent[]; metadata: EventMetadata } {
  if (events.length === 0) throw new InvalidEventError('An append needs at least one event');
  const meta = EventMetadata.safeParse(metadata);
  if (!meta.success) throw new InvalidEventError('Event metadata is invalid', issuesOf(meta.error, 'metadata'));
  const validated = events.map((event, index) => {
    const definition = catalogue.get(event.type);
    if (!definition) throw new InvalidEventError(`Unknown event type ${event.type}`);
    const parsed = definition.schema.safeParse(event.data);
    if (!parsed.success) {
      throw new InvalidEventError(`Invalid ${event.type} payload`, issuesOf(parsed.error, `events.${index}.data`));
    }
    const id = event.id ?? newId();
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) {
      throw new InvalidEventError(`Event id ${id} is not a UUID`);
    }
    return { id: id.toLowerCase(), type: event.type, version: definition.version, data: parsed.data };
  });
  const ids = new Set(validated.map((event) => event.id));
  if (ids.size !== validated.length) throw new InvalidEventError('An append repeats an event id');
  return { events: validated, metadata: meta.data };
}

/**
 * The read boundary: payloads written by an older schema version are lifted to the current one and
 * checked. Current-version payloads were checked when written and pass through untouched (this keeps
 * catch-up reads fast).
 */
export function upcastEventData(catalogue: EventCatalogue, type: string, version: number, data: unknown): unknown {
  const definition = catalogue.get(type);
  if (!definition || version >= definition.version) return data;
  let lifted = data;
  for (let v = version; v < definition.version; v++) lifted = definition.upcasters[v]!(lifted);
  return definition.schema.parse(lifted);
}
