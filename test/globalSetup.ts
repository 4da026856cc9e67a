import { chmod, mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../backend/src/postgres/embedded';

/**
 * One real PostgreSQL for the whole test run: `TEST_DATABASE_URL` when given, else an embedded cluster
 * in a temporary folder (durability settings relaxed: a test cluster is thrown away anyway).
 */
export default async function setup(project: TestProject) {
  const external = process.env.TEST_DATABASE_URL;
  if (external) {
    project.provide('databaseUrl', external);
    return;
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'annuaire-test-pg-'));
  await chmod(dataDir, 0o755); // the server may run as another OS user (root-only machines)
  const server = await startEmbeddedPostgres({
    dataDir: path.join(dataDir, 'data'),
    persistent: false,
    settings: { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off', max_connections: 400 },
  });
  project.provide('databaseUrl', server.url);
  return () => server.stop();
}
