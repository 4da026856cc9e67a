import { upcastEventData, type EventCatalogue, type RecordedEvent } from '@annuaire/shared';

// recorded_at travels as epoch milliseconds: building a Date from a number is far cheaper than parsing text.
export const EVENT_COLUMNS = `e.global_position, e.transaction_id::text as txn, e.stream_id, e.stream_position,
  e.event_id, e.type, e.version, e.data, e.metadata,
  (extract(epoch from e.recorded_at) * 1000)::float8 as recorded_ms`;

// A page below the snapshot horizon, then one row with the last position below that same horizon
// (the checkpoint of a short, filtered page). UNION ALL keeps the page in its index order: no second sort.
export const READ_ALL_SQL = `
with horizon as materialized (select pg_snapshot_xmin(pg_current_snapshot()) as h),
page as (
  select ${EVENT_COLUMNS} from event_store.events e
  where (e.transaction_id, e.global_position) > ($1::xid8, $2::bigint)
    and e.transaction_id < (select h from horizon)
    and ($3::text[] is null or e.type = any($3::text[]))
  order by e.transaction_id, e.global_position
  limit $4
)
select page.*, null::text as tail_txn, null::bigint as tail_pos from page
union all
select null, null, null, null, null, null, null, null, null, null, e.transaction_id::text, e.global_position
from (
  select transaction_id, global_position from event_store.events
  where transaction_id < (select h from horizon)
  order by transaction_id desc, global_position desc
  limit 1
) e`;

export const HEAD_SQL = `select transaction_id::text as txn, global_position from event_store.events
  where transaction_id < pg_snapshot_xmin(pg_current_snapshot())
  order by transaction_id desc, global_position desc limit 1`;

export interface EventRow {
  global_position: string;
  txn: string;
  stream_id: string;
  stream_position: string;
  event_id: string;
  type: string;
  version: number;
  data: unknown;
  metadata: RecordedEvent['metadata'];
  recorded_ms: number;
}

/** A row of `events` as the port's recorded event, its payload lifted to the catalogue's current version. */
export function toRecorded(catalogue: EventCatalogue, row: EventRow): RecordedEvent {
  return {
    id: row.event_id,
    streamId: row.stream_id,
    streamPosition: BigInt(row.stream_position),
    type: row.type,
    data: upcastEventData(catalogue, row.type, row.version, row.data),
    metadata: row.metadata,
    position: { txn: BigInt(row.txn), pos: BigInt(row.global_position) },
    recordedAt: new Date(row.recorded_ms),
  };
}
