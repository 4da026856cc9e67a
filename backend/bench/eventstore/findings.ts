/**
 * What profiling found behind each missed target (PostgreSQL 18, 2 vCPUs, node-postgres), and the change
 * that would fix it. Shown in docs/benchmarks.md only for the targets a run misses.
 */
export const CAUSES: Record<string, string> = {
  'single1-raw':
    'two costs the floor does not pay. (1) The append is a call of the plpgsql function `event_store.append` ' +
    '(an idempotency lookup of the ids, a lookup of the current revision, then the INSERT ... RETURNING through ' +
    'RETURN QUERY), sent as an unnamed statement and so parsed and planned on every call: ~270-300 µs of server ' +
    'time per single-event append against ~120-160 µs for the plain INSERT (one connection, synchronous_commit ' +
    "off, measured while writing this bench). (2) The wake-up `select pg_notify('event_store_appended', '')`, " +
    'sent at most once per 5 ms, is its own autocommit transaction; NOTIFY needs a transaction id, so that ' +
    'commit is flushed to the WAL like a write: at one writer, about one extra WAL flush per five appends. ' +
    'Fixes: [A], then [B] below.',
  'single32-raw':
    'at 32 writers on 2 cores PostgreSQL is CPU-bound, and our append costs ~1.7-2x the server CPU of a plain ' +
    'INSERT (cost (1) above; the throttled NOTIFY hardly matters here): calling `event_store.append` ' +
    'directly from a bare pool, without the store, runs no faster than the store. Fix: [A] below (a prototype ' +
    'reached 83-100% of the floor at 32 writers).',
  'single1-emmett':
    "Emmett's append is one transaction (BEGIN, its function called with inlined literals, COMMIT: three round " +
    'trips but one WAL flush and a light function); ours pays the server cost of `event_store.append` and an ' +
    'occasional NOTIFY commit, so the two are close and swap places with the noise of the machine. Fixes: [A], [B].',
  'single32-emmett': 'see the raw-floor line: fix [A] below.',
  'batch8-emmett': 'not investigated.',
  'batch8-raw':
    'not investigated (the batch function call is cheaper than the 700-parameter VALUES list of the floor on ' +
    'the runs of this bench).',
  read:
    "the figure is bound by Node, for ours and the floor alike: node-postgres' row decoding (two `JSON.parse` " +
    "per row for data and metadata, postgres-date's regex parse of `recorded_at`, a string per field) and its " +
    "garbage make up most of the reader's CPU, and while Node decodes a page PostgreSQL waits for the next " +
    'request (and the reverse); the floor itself moves between ~76,000 and ~140,000 events/s across runs on this ' +
    'shared 2-core machine. Ours has stayed 16-29% below the floor in the full runs of this bench. Per million ' +
    'events it spends ' +
    '~1.5 s more CPU in Node (8.2-8.5 s user against 6.6-7.5 s in paired runs): `toRecorded` allocates a ' +
    '`RecordedEvent`, a position and three `BigInt`s per row, and every row carries two more text columns, the ' +
    "tail row's position, which `READ_ALL_SQL` left-joins onto each row. Server-side it costs ~0.7 ms more per " +
    '2,000-event page (EXPLAIN ANALYZE with SERIALIZE: 4.8 against 4.1 ms, of which 0.5 ms is the second sort ' +
    'of the page after that join). Fix: [C] below.',
  rebuild:
    'the audit handler already sends each batch as 17 column arrays through `unnest`, which is why ours runs ' +
    'ahead of the floor and its 34,000-parameter VALUES lists. What remains is mostly the machine: a million ' +
    'rows with 6 indexes write ~630 MB of WAL, with full-page images after each checkpoint (max_wal_size 1GB), ' +
    'and the runs swing by ±30% with the load of this shared 2-core machine. In Node, garbage collection of ' +
    "the per-event row objects and node-postgres' escaping of the 17 arrays are the largest remaining costs " +
    '(~15% of the rebuilding process). Levers: [D] below.',
  rss: 'not investigated.',
};

export const FIXES = `- **[A] Append in one prepared statement.** For \`no_stream\` and exact revisions (what command handlers use),
  replace the \`event_store.append\` call by a named (prepared once per connection) statement:
  \`insert into event_store.events (stream_id, stream_position, event_id, type, version, data, metadata)
  select $1, $2::bigint + n.i, n.id, n.type, n.version, n.data, $7 from unnest($3::uuid[], $4::text[],
  $5::int[], $6::jsonb[]) with ordinality n(id, type, version, data, i) where $2::bigint = -1 or exists
  (select 1 from event_store.events e where e.stream_id = $1 and e.stream_position = $2::bigint)
  returning transaction_id::text, global_position, stream_position\` (\`$2\` = expected revision, -1 for no
  stream). Zero rows means the stream is shorter than expected; a unique violation on
  \`events_stream_position_key\` that it is longer; in both cases, and on a violation of \`events_event_id_key\`,
  look the ids up first (the function's current replay branch, moved to this error path) to answer a replayed
  append or \`DuplicateEventIdError\`, else \`WrongExpectedRevisionError\`. \`any\`/\`stream_exists\` keep the
  function. In \`backend/src/eventStore/postgres/postgresEventStore.ts\` (\`appendOnce\`, \`translateError\`) and
  \`schema.ts\`.
- **[B] Make the wake-up non-durable.** In \`backend/src/eventStore/postgres/notifier.ts\`, send the NOTIFY on a
  dedicated connection opened with \`options: '-c synchronous_commit=off'\` (or as the single simple query
  \`begin; set local synchronous_commit = off; select pg_notify(...); commit\`): a lost wake-up only delays a
  poll, so its commit need not wait for the disk.
- **[C] Cheaper pages.** In \`PostgresEventStore.readAll\`, query the page alone (its own index order: no left
  join, no second sort, no tail columns on every row) and look the tail row up (as \`HEAD_SQL\` does) only when
  the page comes back short, since the tail only matters when \`hasMore\` is false: once at the end of a catch-up
  instead of on every page. Select \`recorded_at\` as epoch milliseconds (\`extract(epoch from recorded_at) *
  1000\`) and build the \`Date\` from the number (postgres-date's parse is ~7% of the reader's CPU). These remove
  most of what ours adds over the floor (not measured together). To clear 100,000 events/s with a margin on this
  hardware, decoding must also overlap the server's work: stream a catch-up as one query read incrementally
  (\`pg-query-stream\` or \`pg-cursor\` with a large batch), so PostgreSQL keeps producing rows while Node decodes
  the previous ones (not measured).
- **[D] Rebuild margin.** In \`projections/src/audit/projection.ts\`, fill the 17 column arrays directly from each
  event instead of building a row object per event first (less garbage); in the rebuild, use batches of 5,000-10,000
  events (fewer transactions and round trips: +5-15% in a paired run, peak RSS still ~210 MB).`;
