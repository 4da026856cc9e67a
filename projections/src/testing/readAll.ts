import type { EventStore, LogPosition, RecordedEvent } from '@annuaire/shared';

/** Every event readable now after `after` (the whole log by default), and where reading stopped. */
export async function readAllEvents(
  store: Pick<EventStore, 'readAll'>,
  options: { after?: LogPosition | null; types?: readonly string[]; limit?: number } = {},
): Promise<{ events: RecordedEvent[]; checkpoint: LogPosition | null }> {
  const events: RecordedEvent[] = [];
  let position = options.after ?? null;
  for (;;) {
    const page = await store.readAll({ after: position, types: options.types ?? null, limit: options.limit ?? 1000 });
    events.push(...page.events);
    position = page.checkpoint ?? position;
    if (!page.hasMore) return { events, checkpoint: position };
  }
}
