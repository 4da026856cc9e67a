/**
 * The PostgreSQL event store's schema. `transaction_id` records the writing transaction (xid8) so readers
 * can stay below the oldest in-flight transaction and never skip an event that commits late.
 * `append` checks idempotency and the expected revision and inserts in one round trip.
 */
export const EVENT_STORE_SCHEMA_SQL = /* sql */ `
create schema if not exists event_store;

create table if not exists event_store.events (
  global_position bigint generated always as identity primary key,
  transaction_id xid8 not null default pg_current_xact_id(),
  stream_id text not null,
  stream_position bigint not null,
  event_id uuid not null,
  type text not null,
  version integer not null,
  data jsonb not null,
  metadata jsonb not null,
  recorded_at timestamptz not null default now(),
  constraint events_stream_position_key unique (stream_id, stream_position),
  constraint events_event_id_key unique (event_id)
);

create index if not exists events_transaction_position_idx
  on event_store.events (transaction_id, global_position);

create or replace function event_store.append(
  p_stream_id text,
  p_expected text,
  p_ids uuid[],
  p_types text[],
  p_versions integer[],
  p_data jsonb[],
  p_metadata jsonb
) returns table (o_txn xid8, o_pos bigint, o_stream_position bigint, o_replayed boolean)
language plpgsql as $fn$
declare
  v_current bigint;
  v_existing integer;
  v_conflict text;
begin
  -- Idempotency: an acknowledged append re-sent with the same ids answers its original positions.
  select count(*) into v_existing from event_store.events e where e.event_id = any(p_ids);
  if v_existing > 0 then
    select n.id::text into v_conflict
      from unnest(p_ids, p_types, p_data) as n(id, type, data)
      join event_store.events e on e.event_id = n.id
      where e.stream_id <> p_stream_id or e.type <> n.type or e.data <> n.data
      limit 1;
    if v_conflict is null and v_existing = cardinality(p_ids) then
      return query
        select e.transaction_id, e.global_position, e.stream_position, true
        from event_store.events e where e.event_id = any(p_ids) order by e.stream_position;
      return;
    end if;
    if v_conflict is null then
      -- Some ids are new, some reused: the reused ones belong to another append.
      select e.event_id::text into v_conflict from event_store.events e where e.event_id = any(p_ids) limit 1;
    end if;
    raise exception using errcode = 'EV002', message = 'event id reused for a different event', detail = v_conflict;
  end if;

  select e.stream_position into v_current
    from event_store.events e where e.stream_id = p_stream_id
    order by e.stream_position desc limit 1;

  if (p_expected = 'no_stream' and v_current is not null)
     or (p_expected = 'stream_exists' and v_current is null)
     or (p_expected not in ('any', 'no_stream', 'stream_exists')
         and v_current is distinct from p_expected::bigint) then
    raise exception using errcode = 'EV001', message = 'wrong expected revision', detail = coalesce(v_current::text, '');
  end if;

  return query
    insert into event_store.events as e (stream_id, stream_position, event_id, type, version, data, metadata)
    select p_stream_id, coalesce(v_current, -1) + n.i, n.id, n.type, n.version, n.data, p_metadata
    from unnest(p_ids, p_types, p_versions, p_data) with ordinality as n(id, type, version, data, i)
    order by n.i
    returning e.transaction_id, e.global_position, e.stream_position, false;
end
$fn$;
`;
