import { projectionStatuses, rebuildProjection, type AnyProjection } from '@annuaire/projections';
import type { EventCatalogue, EventStore } from '@annuaire/shared';
import { loadConfig } from '../config';
import { instrumentStore } from '../observability/instrumentedStore';
import { logTo } from '../observability/logger';
import { createMetrics } from '../observability/metrics';
import { metricsListenerOf } from '../observability/metricsServer';
import { workerLoggerFromConfig } from '../observability/workerLogging';
import { openCore } from '../runtime/core';
import { progressPrinter } from './progressBar';
import { startProjectionsWorker } from './projectionsWorker';

const USAGE = `Usage: npm run projections -- <command>
  run [name...]            follow projections live (all by default) until Ctrl-C
  rebuild <name>|--all     rebuild blue/green: new tables fill while the old serve, then swap
  status                   checkpoint, lag and errors of every projection`;

/**
 * The operators' tool for projections; `projections` and `catalogue` are injected so tests can run it.
 * `run` is the worker process: JSON log lines on standard output (readable in development), and with
 * METRICS_PORT its metrics and health on an internal listener (projectionsWorker.ts). `status` and `rebuild`
 * are commands an operator reads on a terminal: plain lines on standard error, `status`'s JSON on standard output.
 */
export async function runProjectionsCli(
  argv: readonly string[],
  registry: { projections: (store: EventStore) => readonly AnyProjection[]; catalogue: EventCatalogue },
): Promise<number> {
  const [command, ...args] = argv;
  if (command === 'rebuild' && args.length !== 1) {
    console.error(USAGE);
    return 2;
  }
  if (command !== 'run' && command !== 'rebuild' && command !== 'status') {
    console.error(USAGE);
    return command ? 2 : 0;
  }
  const config = loadConfig();
  const logger = workerLoggerFromConfig(config);
  const log = command === 'run' ? logTo(logger) : (message: string) => console.error(`[projections] ${message}`);
  // Only the worker has metrics (a registry of its own, as the API's), so the other commands start no collector.
  const metrics = command === 'run' ? createMetrics() : null;
  const core = await openCore(config, registry.catalogue, log);
  // The worker's appends (reactors') are timed like the API's, whichever adapter is behind.
  const store = metrics ? instrumentStore(core.store, metrics) : core.store;
  const all = registry.projections(store);
  const options = { db: core.db, store, connectionString: core.databaseUrl, log };
  try {
    const names = command === 'rebuild' ? (args[0] === '--all' ? [] : [args[0]!]) : args;
    const unknown = names.filter((name) => !all.some((p) => p.name === name));
    if (unknown.length > 0) {
      console.error(`Unknown projection ${unknown.join(', ')}; known: ${all.map((p) => p.name).join(', ')}`);
      return 2;
    }
    const selected = names.length === 0 ? all : all.filter((p) => names.includes(p.name));
    if (command === 'status') {
      console.log(JSON.stringify(await projectionStatuses(core.db, core.store, selected), null, 2));
      return 0;
    }
    if (command === 'rebuild') {
      for (const projection of selected) {
        log(`${projection.name}: rebuilding`);
        const processed = await rebuildProjection(projection, { ...options, onProgress: progressPrinter() });
        log(`${projection.name}: rebuilt from ${processed} events and swapped in`);
      }
      return 0;
    }
    if (!metrics) throw new Error(`No metrics for ${command}`);
    const stopped = new Promise<void>((resolve) => {
      process.once('SIGINT', resolve);
      process.once('SIGTERM', resolve);
    });
    const worker = await startProjectionsWorker({
      db: core.db,
      store,
      connectionString: core.databaseUrl,
      projections: selected,
      logger,
      metrics,
      listener: metricsListenerOf(config),
    });
    await stopped;
    log('stopping: each worker finishes its batch');
    await worker.stop();
    return 0;
  } finally {
    await core.close();
  }
}
