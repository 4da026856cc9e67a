import { z } from 'zod';
import { defineEvent, type DataOf } from '../events/catalogue';
import { SavedQueryId } from './parameters';

/**
 * An admin ran a saved query of the analytics screen (`POST /api/admin/saved-queries/{id}/run`, docs/product.md §6
 * "run saved queries"): who ran it is the metadata's actor. Written to `savedQueryRuns-{queryId}` once the query
 * answered and before the answer is sent, so no figures reach staff without their trace. The parameters as run
 * (defaults filled in) and how many rows came back are kept, never the rows.
 */
export const SavedQueryRun = defineEvent(
  'SavedQueryRun',
  z.object({
    queryId: SavedQueryId,
    parameters: z.record(z.string(), z.string().nullable()),
    rowCount: z.number().int().min(0),
    /** True when the answer was cut at the row cap. */
    truncated: z.boolean(),
  }),
);

export const savedQueryEvents = [SavedQueryRun] as const;

export type SavedQueryEvent = DataOf<(typeof savedQueryEvents)[number]>;
