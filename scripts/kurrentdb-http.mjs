#!/usr/bin/env node
// `node kurrentdb-http.mjs <METHOD> <path> [field]`: one request to KurrentDB's HTTP API (KURRENTDB_HTTP_URL, e.g.
// http://eventstore:2113), for scripts/kurrentdb-backup.sh and scripts/kurrentdb-scavenge.sh, which run in the
// product's image: node, no curl. Basic credentials from KURRENTDB_USERNAME and KURRENTDB_PASSWORD when set (a
// secure node wants an `admin` or `ops` user for /admin/scavenge; the insecure one of docker-compose.kurrentdb.yml
// needs none). Prints the body, or only `field` of its JSON (empty when absent); exits 0 on a 2xx answer, 1 otherwise (the status on stderr).
const [method, path, field] = process.argv.slice(2);
const base = process.env.KURRENTDB_HTTP_URL;
if (!method || !path || !base) {
  console.error('usage: KURRENTDB_HTTP_URL=http://host:2113 node kurrentdb-http.mjs <METHOD> <path> [field]');
  process.exit(2);
}
const headers = { accept: 'application/json' };
const { KURRENTDB_USERNAME: user, KURRENTDB_PASSWORD: password } = process.env;
if (user) headers.authorization = `Basic ${Buffer.from(`${user}:${password ?? ''}`).toString('base64')}`;
try {
  const response = await fetch(new URL(path, base), { method, headers, signal: AbortSignal.timeout(60_000) });
  const body = await response.text();
  if (field === undefined) process.stdout.write(body);
  else if (response.ok) process.stdout.write(String(JSON.parse(body || '{}')[field] ?? ''));
  if (!response.ok) {
    console.error(`${method} ${path}: ${response.status} ${response.statusText}`);
    process.exit(1);
  }
} catch (error) {
  console.error(`${method} ${path}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
